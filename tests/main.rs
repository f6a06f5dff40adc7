//! One integration-test binary: every test drives the real `tenscore` binary against its own
//! temporary database.

// Test code: a panic is the failure report, so unwrap, expect and panic are fine here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

/// Headless Chromium for the HTML pages (also the library's).
#[path = "support/chromium.rs"]
mod chromium;
mod common;
/// Club nights made through the library, with the tables a test chooses.
#[path = "support/evening.rs"]
mod evening;
/// A proxy to that server that breaks the line as a COMMIT goes by.
#[path = "support/fault_proxy.rs"]
mod fault_proxy;
/// The variables a Fluent message uses (also the library's i18n tests').
#[path = "support/fluent_variables.rs"]
mod fluent_variables;
/// A proxy to that server that delays each round trip and counts them.
#[path = "support/latency_proxy.rs"]
mod latency_proxy;
/// The tests' own PostgreSQL server (also the library's and the league benchmark's).
#[path = "support/pg_server.rs"]
mod pg_server;
/// A database of schema 10 taken back to schema 8.
#[path = "support/schema_8.rs"]
mod schema_8;

mod at_the_table;
mod backends;
mod chart;
mod check_history;
mod check_krumme10;
mod check_pig10;
mod check_pig10_deal;
mod check_tenstuff;
mod check_under10;
mod check_updown;
mod check_updown_hand;
mod club_size;
mod colour;
mod did_you_mean;
mod docs;
mod dutch_and_german;
mod end_kept;
mod ended_advice;
mod endings;
mod errors;
mod event_board;
mod event_exchange;
mod event_new;
mod event_report;
mod event_roster;
mod event_seat;
mod event_standings;
mod event_tables;
mod events_schema;
mod every_game;
mod exactly_once;
mod export;
mod export_targets;
mod files;
mod first_run;
mod fixes_s47;
mod fixes_s48;
mod fixes_s48_evenings;
mod fixes_s48_me;
mod fixes_s48_words;
mod fixes_s49_import;
mod fixes_s49_lang;
mod fixes_s49_me;
mod fixes_s49_names;
mod fixes_s49_play;
mod fixes_s49_terminal;
mod fixes_s49_words;
mod fixes_s50_evening;
mod fixes_s50_input;
mod fixes_s50_left;
mod fixes_s50_play;
mod fixes_s50_terminal;
mod fixes_s51_contract;
mod fixes_s51_look;
mod fixes_s51_play;
mod fixes_s51_play2;
mod fixes_s51_words;
mod fixes_s52_contract;
mod fixes_s52_look;
mod fixes_s52_pool;
mod fixes_s52_trumps;
mod fixes_s52_width;
mod fixes_s52_words;
mod fixes_s53_names;
mod fixes_s53_narrow;
mod fixes_s53_night;
mod fixes_s53_plain;
mod fixes_s53_play;
mod fixes_s53_table;
mod fixes_s53_why;
mod fixes_s54_cli;
mod fixes_s54_files;
mod fixes_s54_league;
mod fixes_s54_narrow;
mod fixes_s54_plainplay;
mod fixes_s54_play;
mod fixes_s54_referee;
mod fixes_s54_season;
mod fixes_s55_plainlist;
mod fixes_s55_play;
mod fixes_s55_words;
mod fixes_s56_back;
mod fixes_s56_play;
mod fixes_s58_width;
mod front_door;
mod generated;
mod history;
mod hostile_files;
mod hostile_names;
mod import;
mod import_between_tables;
mod import_bounds;
mod import_pooling;
mod input;
mod lang_cmd;
mod lang_core;
mod lang_errors;
mod lang_krumme10;
mod lang_pig10;
mod lang_play;
mod lang_tenstuff;
mod lang_under10;
mod lang_updown;
mod language;
mod listing_narrow;
mod matches_krumme10;
mod matches_pig10;
mod matches_tenstuff;
mod matches_under10;
mod matches_updown;
mod merged_names;
mod message_ids;
mod migration;
mod no_trump_check;
mod play_round_trips;
mod players;
mod players_sorted;
mod postgres_url;
mod properties;
mod pty_confirm;
mod pty_event_table;
mod pty_fix_defaults;
mod pty_play;
mod pty_referee;
mod pty_referee_menu;
mod pty_wrapping;
mod robustness;
mod rooms;
mod round_trips;
mod seasons_with_rivals;
mod series;
mod show_json_order;
mod small_things;
mod snapshots_output;
mod stats;
mod stats_80_columns;
mod stats_all_spooled;
mod storage;
mod streamed_lists;
mod teams_looking_back;
mod test_files;
mod version;
