
use builtin;
use str;

set edit:completion:arg-completer[tenscore] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'tenscore'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'tenscore'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand new 'Start a match (players in seating order, clockwise), or --rematch one that ended'
            cand play 'Play interactively: prompts round by round, shows the table after each; resumable'
            cand bid 'Open the next round with every player''s bid (10 op en neer)'
            cand round 'Record one round (deal) without prompts'
            cand undo 'Withdraw the last round, or the open bids first (kept in the audit trail, see `show --all`)'
            cand edit 'Replace a past round (the old one stays in the audit trail); later rounds are rescored'
            cand finish 'End a match now: the current ranking decides, or --abandon for no winner'
            cand reopen 'Put a match that `finish` ended, or abandoned, back in progress (not one its rules ended)'
            cand standings 'The table: rank, player, score, state; who starts next'
            cand show 'Round-by-round table with running totals and notes; --chart draws the totals'
            cand history 'The matches played, newest first: when, which game, who played, who won'
            cand export 'Write the scores out: lossless JSON Lines (for import elsewhere), or CSV for a spreadsheet'
            cand import 'Merge a JSON export into this database by UUID: all or nothing, idempotent; --dry-run writes nothing'
            cand stats 'A season per player: played, won, places, streaks, each game''s own figures and ratings; --vs A B head to head'
            cand player 'One identity per person: list the players, rename one, merge two names of one person'
            cand check 'Referee a disputed situation, or replay every stored round (check history), without recording anything (exit 0 legal, 3 illegal, 2 unreadable)'
            cand event 'Club nights: an evening of one game at several tables over several rounds; seat each round, rank the evening, show it at the venue, post the results'
            cand series 'A season of evenings: each player''s best evenings averaged'
            cand rules 'The rules in our own words, with the house rulings marked'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;new'= {
            cand --rematch 'A new match with the same game, players, seats and options as a match that ended, instead of a game [default: the match that ended last]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand under10 'Under the 10'
            cand onderde10 'Under the 10'
            cand under-the-10 'Under the 10'
            cand updown '10 op en neer'
            cand 10-op-en-neer '10 op en neer'
            cand oh-hell '10 op en neer'
            cand pig10 'Pig 10'
            cand pig-10 'Pig 10'
            cand krumme10 'Krumme10'
            cand krumme-10 'Krumme10'
            cand tenstuff 'Tenstuff'
            cand ten-stuff 'Tenstuff'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;new;under10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another'
            cand --end 'How the match ends'
            cand --starter 'Who starts round 1 (the player left of the dealer) [default: the first player named]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --bonus-cards 'Play with the bonus cards (trade-all, joker, trade-one)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;onderde10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another'
            cand --end 'How the match ends'
            cand --starter 'Who starts round 1 (the player left of the dealer) [default: the first player named]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --bonus-cards 'Play with the bonus cards (trade-all, joker, trade-one)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;under-the-10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another'
            cand --end 'How the match ends'
            cand --starter 'Who starts round 1 (the player left of the dealer) [default: the first player named]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --bonus-cards 'Play with the bonus cards (trade-all, joker, trade-one)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;updown'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1'
            cand --peak 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --no-trump '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
            cand --referee '`play` offers to referee each hand card by card before it asks the tricks'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;10-op-en-neer'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1'
            cand --peak 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --no-trump '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
            cand --referee '`play` offers to referee each hand card by card before it asks the tricks'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;oh-hell'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1'
            cand --peak 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --no-trump '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
            cand --referee '`play` offers to referee each hand card by card before it asks the tricks'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;pig10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;pig-10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;krumme10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --teams 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
            cand --long 'Reshuffle the discard pile once when the draw pile first runs out'
            cand --showdown 'Play out every card when the draw pile runs out'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;krumme-10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --teams 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
            cand --long 'Reshuffle the discard pile once when the draw pile first runs out'
            cand --showdown 'Play out every card when the draw pile runs out'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;tenstuff'= {
            cand --players 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --casual 'Without the official rules (excommunication, three sixes, cheating)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;ten-stuff'= {
            cand --players 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --casual 'Without the official rules (excommunication, three sixes, cheating)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;new;help'= {
            cand under10 'Under the 10'
            cand updown '10 op en neer'
            cand pig10 'Pig 10'
            cand krumme10 'Krumme10'
            cand tenstuff 'Tenstuff'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;new;help;under10'= {
        }
        &'tenscore;new;help;updown'= {
        }
        &'tenscore;new;help;pig10'= {
        }
        &'tenscore;new;help;krumme10'= {
        }
        &'tenscore;new;help;tenstuff'= {
        }
        &'tenscore;new;help;help'= {
        }
        &'tenscore;play'= {
            cand --players 'Players in seating order, clockwise; the game is asked'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand under10 'Under the 10'
            cand onderde10 'Under the 10'
            cand under-the-10 'Under the 10'
            cand updown '10 op en neer'
            cand 10-op-en-neer '10 op en neer'
            cand oh-hell '10 op en neer'
            cand pig10 'Pig 10'
            cand pig-10 'Pig 10'
            cand krumme10 'Krumme10'
            cand krumme-10 'Krumme10'
            cand tenstuff 'Tenstuff'
            cand ten-stuff 'Tenstuff'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;play;under10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another'
            cand --end 'How the match ends'
            cand --starter 'Who starts round 1 (the player left of the dealer) [default: the first player named]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --bonus-cards 'Play with the bonus cards (trade-all, joker, trade-one)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;onderde10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another'
            cand --end 'How the match ends'
            cand --starter 'Who starts round 1 (the player left of the dealer) [default: the first player named]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --bonus-cards 'Play with the bonus cards (trade-all, joker, trade-one)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;under-the-10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another'
            cand --end 'How the match ends'
            cand --starter 'Who starts round 1 (the player left of the dealer) [default: the first player named]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --bonus-cards 'Play with the bonus cards (trade-all, joker, trade-one)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;updown'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1'
            cand --peak 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --no-trump '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
            cand --referee '`play` offers to referee each hand card by card before it asks the tricks'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;10-op-en-neer'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1'
            cand --peak 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --no-trump '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
            cand --referee '`play` offers to referee each hand card by card before it asks the tricks'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;oh-hell'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1'
            cand --peak 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --no-trump '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
            cand --referee '`play` offers to referee each hand card by card before it asks the tricks'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;pig10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;pig-10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;krumme10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --teams 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
            cand --long 'Reshuffle the discard pile once when the draw pile first runs out'
            cand --showdown 'Play out every card when the draw pile runs out'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;krumme-10'= {
            cand --players 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --teams 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
            cand --long 'Reshuffle the discard pile once when the draw pile first runs out'
            cand --showdown 'Play out every card when the draw pile runs out'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;tenstuff'= {
            cand --players 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --casual 'Without the official rules (excommunication, three sixes, cheating)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;ten-stuff'= {
            cand --players 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --casual 'Without the official rules (excommunication, three sixes, cheating)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;play;help'= {
            cand under10 'Under the 10'
            cand updown '10 op en neer'
            cand pig10 'Pig 10'
            cand krumme10 'Krumme10'
            cand tenstuff 'Tenstuff'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;play;help;under10'= {
        }
        &'tenscore;play;help;updown'= {
        }
        &'tenscore;play;help;pig10'= {
        }
        &'tenscore;play;help;krumme10'= {
        }
        &'tenscore;play;help;tenstuff'= {
        }
        &'tenscore;play;help;help'= {
        }
        &'tenscore;bid'= {
            cand --trump 'The trump suit turned up (C, D, H, S, or clubs, harten, ...), or none for a round without trumps (geen, kein, ...), kept for the record'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;round'= {
            cand --call 'Under the 10: who called "Under the 10!"'
            cand --luck 'Under the 10: who emptied their hand (stroke of luck)'
            cand --order 'Tenstuff: the finishing order, first out first (the last player may be left out)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;undo'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --yes 'Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;edit'= {
            cand --call 'Under the 10: who called "Under the 10!"'
            cand --luck 'Under the 10: who emptied their hand (stroke of luck)'
            cand --order 'Tenstuff: the finishing order, first out first (the last player may be left out)'
            cand --bids '10 op en neer: the round''s bids, corrected (NAME=N,...) [default: the bids as recorded]'
            cand --trump 'The trump suit turned up (C, D, H, S, or clubs, harten, ...), or none for a round without trumps (geen, kein, ...), kept for the record'
            cand --reason 'Why the round changed (kept in the audit trail) [default: "no reason given", in the language spoken]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;finish'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --abandon 'Stop without a winner'
            cand --yes 'Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;reopen'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;standings'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;show'= {
            cand --svg 'Also write the chart as an SVG picture to FILE, in a folder that exists (implies --chart)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --all 'Also the withdrawn and replaced rounds (the audit trail)'
            cand --chart 'Instead of the table, every player''s running total over the rounds as a chart: in colour one line per player, without colour one chart per player on the same scale; halvings and outs listed under it (--json: the chart''s data)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;history'= {
            cand --game 'Only matches of this game (its id or an alias)'
            cand --player 'Only matches this player sat in'
            cand --since 'Only matches started on this day (YYYY-MM-DD, local time) or later'
            cand --until 'Only matches started on this day (YYYY-MM-DD, local time) or earlier'
            cand --limit 'How many of the newest matches to list [default: 20]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --all 'Every match, however many'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;export'= {
            cand --format 'The format written'
            cand --match 'Only this match'
            cand --game 'Only matches of this game (its id or an alias)'
            cand --since 'Only matches started on this day (YYYY-MM-DD, local time) or later'
            cand -o 'Write to FILE (whole or not at all) instead of standard output; with --json, print what was written as JSON'
            cand --output 'Write to FILE (whole or not at all) instead of standard output; with --json, print what was written as JSON'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;import'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --dry-run 'Check everything and print the summary, but write nothing'
            cand --no-name-match 'Never take a player of the file as the player known here by the same name: add them as a new player (refused while the name is taken)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;stats'= {
            cand --game 'Only matches of this game (its id or an alias)'
            cand --player 'Only this player (with their rivals)'
            cand --since 'Only matches started on this day (YYYY-MM-DD, local time) or later'
            cand --vs 'Two players head to head: their matches together, who finished ahead how often, and each one''s rivals'
            cand --limit 'How many players to list, most wins first [default: 20]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --all 'Every player, however many'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;player'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'Every player, by name: matches sat in and won, and when they last played'
            cand rename 'Give a player another spelling, in every match (found by any case or accents)'
            cand merge 'Make two names of one person one player: FROM''s matches become INTO''s'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;player;list'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;player;rename'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;player;merge'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;player;help'= {
            cand list 'Every player, by name: matches sat in and won, and when they last played'
            cand rename 'Give a player another spelling, in every match (found by any case or accents)'
            cand merge 'Make two names of one person one player: FROM''s matches become INTO''s'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;player;help;list'= {
        }
        &'tenscore;player;help;rename'= {
        }
        &'tenscore;player;help;merge'= {
        }
        &'tenscore;player;help;help'= {
        }
        &'tenscore;check'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand under10 'Under the 10: calls, combinations, strokes of luck'
            cand onderde10 'Under the 10: calls, combinations, strokes of luck'
            cand under-the-10 'Under the 10: calls, combinations, strokes of luck'
            cand updown '10 op en neer: who takes a trick, following suit, which bids are allowed'
            cand 10-op-en-neer '10 op en neer: who takes a trick, following suit, which bids are allowed'
            cand oh-hell '10 op en neer: who takes a trick, following suit, which bids are allowed'
            cand pig10 'Pig 10: what a card makes of a pile, who takes it, a whole deal'
            cand pig-10 'Pig 10: what a card makes of a pile, who takes it, a whole deal'
            cand krumme10 'Krumme10: how a display ends, who scores and draws, what a card''s back may show'
            cand krumme-10 'Krumme10: how a display ends, who scores and draws, what a card''s back may show'
            cand tenstuff 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules'
            cand ten-stuff 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules'
            cand history 'Every stored round replayed through its game''s rules: which no longer follow from them'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;under10'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand call 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why'
            cand combo 'Whether these cards form a combination, which one, or why not'
            cand luck 'Whether a drawn card is a stroke of luck'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;onderde10'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand call 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why'
            cand combo 'Whether these cards form a combination, which one, or why not'
            cand luck 'Whether a drawn card is a stroke of luck'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;under-the-10'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand call 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why'
            cand combo 'Whether these cards form a combination, which one, or why not'
            cand luck 'Whether a drawn card is a stroke of luck'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;under10;call'= {
            cand --call 'Who called "Under the 10!"'
            cand --luck 'Who emptied their hand (stroke of luck)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;onderde10;call'= {
            cand --call 'Who called "Under the 10!"'
            cand --luck 'Who emptied their hand (stroke of luck)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;under-the-10;call'= {
            cand --call 'Who called "Under the 10!"'
            cand --luck 'Who emptied their hand (stroke of luck)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;under10;combo'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;onderde10;combo'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;under-the-10;combo'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;under10;luck'= {
            cand --played 'The card or cards just laid'
            cand --drawn 'The card drawn'
            cand --from 'Where it was drawn from'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;onderde10;luck'= {
            cand --played 'The card or cards just laid'
            cand --drawn 'The card drawn'
            cand --from 'Where it was drawn from'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;under-the-10;luck'= {
            cand --played 'The card or cards just laid'
            cand --drawn 'The card drawn'
            cand --from 'Where it was drawn from'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;under10;help'= {
            cand call 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why'
            cand combo 'Whether these cards form a combination, which one, or why not'
            cand luck 'Whether a drawn card is a stroke of luck'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;under10;help;call'= {
        }
        &'tenscore;check;under10;help;combo'= {
        }
        &'tenscore;check;under10;help;luck'= {
        }
        &'tenscore;check;under10;help;help'= {
        }
        &'tenscore;check;onderde10;help'= {
            cand call 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why'
            cand combo 'Whether these cards form a combination, which one, or why not'
            cand luck 'Whether a drawn card is a stroke of luck'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;onderde10;help;call'= {
        }
        &'tenscore;check;onderde10;help;combo'= {
        }
        &'tenscore;check;onderde10;help;luck'= {
        }
        &'tenscore;check;onderde10;help;help'= {
        }
        &'tenscore;check;under-the-10;help'= {
            cand call 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why'
            cand combo 'Whether these cards form a combination, which one, or why not'
            cand luck 'Whether a drawn card is a stroke of luck'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;under-the-10;help;call'= {
        }
        &'tenscore;check;under-the-10;help;combo'= {
        }
        &'tenscore;check;under-the-10;help;luck'= {
        }
        &'tenscore;check;under-the-10;help;help'= {
        }
        &'tenscore;check;updown'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand trick 'Who takes a trick, and why'
            cand follow 'Whether a card may be played from a hand (follow suit when you can)'
            cand hand 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke'
            cand bids 'Which bids the next bidder may make, given the bids so far'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;10-op-en-neer'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand trick 'Who takes a trick, and why'
            cand follow 'Whether a card may be played from a hand (follow suit when you can)'
            cand hand 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke'
            cand bids 'Which bids the next bidder may make, given the bids so far'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;oh-hell'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand trick 'Who takes a trick, and why'
            cand follow 'Whether a card may be played from a hand (follow suit when you can)'
            cand hand 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke'
            cand bids 'Which bids the next bidder may make, given the bids so far'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;updown;trick'= {
            cand --trump 'The trump suit of the round; none for a round without trumps (left out: judged as one)'
            cand --players 'The players in seating order, clockwise, to name the winner'
            cand --leader 'Who led the trick (with --players) [default: the first player]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;10-op-en-neer;trick'= {
            cand --trump 'The trump suit of the round; none for a round without trumps (left out: judged as one)'
            cand --players 'The players in seating order, clockwise, to name the winner'
            cand --leader 'Who led the trick (with --players) [default: the first player]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;oh-hell;trick'= {
            cand --trump 'The trump suit of the round; none for a round without trumps (left out: judged as one)'
            cand --players 'The players in seating order, clockwise, to name the winner'
            cand --leader 'Who led the trick (with --players) [default: the first player]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;updown;follow'= {
            cand --led 'The suit that was led'
            cand --hand 'Every card in the player''s hand, the played one included'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;10-op-en-neer;follow'= {
            cand --led 'The suit that was led'
            cand --hand 'Every card in the player''s hand, the played one included'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;oh-hell;follow'= {
            cand --led 'The suit that was led'
            cand --hand 'Every card in the player''s hand, the played one included'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;updown;hand'= {
            cand --players 'The players in seating order, clockwise [default with --match: the match''s seating]'
            cand --leader 'Who led the first trick [default with --match: the round''s first bidder, who leads]'
            cand --trump 'The trump suit of the round; none for a round without trumps [default: the trump card''s suit, else the trump recorded with the round''s bids, else none]'
            cand --trump-card 'The card turned up for trump: it names the trump suit and is in nobody''s hand'
            cand --bids 'Each player''s bid, to score the round [default: the bids recorded with --match]'
            cand --match 'Compare with this match''s round (with --round), or its open round'
            cand --round 'The recorded round to compare with [default: the open round, bid but not yet recorded]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;10-op-en-neer;hand'= {
            cand --players 'The players in seating order, clockwise [default with --match: the match''s seating]'
            cand --leader 'Who led the first trick [default with --match: the round''s first bidder, who leads]'
            cand --trump 'The trump suit of the round; none for a round without trumps [default: the trump card''s suit, else the trump recorded with the round''s bids, else none]'
            cand --trump-card 'The card turned up for trump: it names the trump suit and is in nobody''s hand'
            cand --bids 'Each player''s bid, to score the round [default: the bids recorded with --match]'
            cand --match 'Compare with this match''s round (with --round), or its open round'
            cand --round 'The recorded round to compare with [default: the open round, bid but not yet recorded]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;oh-hell;hand'= {
            cand --players 'The players in seating order, clockwise [default with --match: the match''s seating]'
            cand --leader 'Who led the first trick [default with --match: the round''s first bidder, who leads]'
            cand --trump 'The trump suit of the round; none for a round without trumps [default: the trump card''s suit, else the trump recorded with the round''s bids, else none]'
            cand --trump-card 'The card turned up for trump: it names the trump suit and is in nobody''s hand'
            cand --bids 'Each player''s bid, to score the round [default: the bids recorded with --match]'
            cand --match 'Compare with this match''s round (with --round), or its open round'
            cand --round 'The recorded round to compare with [default: the open round, bid but not yet recorded]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;updown;bids'= {
            cand --cards 'Cards dealt to each player this round'
            cand --seats 'How many players bid'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;10-op-en-neer;bids'= {
            cand --cards 'Cards dealt to each player this round'
            cand --seats 'How many players bid'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;oh-hell;bids'= {
            cand --cards 'Cards dealt to each player this round'
            cand --seats 'How many players bid'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;updown;help'= {
            cand trick 'Who takes a trick, and why'
            cand follow 'Whether a card may be played from a hand (follow suit when you can)'
            cand hand 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke'
            cand bids 'Which bids the next bidder may make, given the bids so far'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;updown;help;trick'= {
        }
        &'tenscore;check;updown;help;follow'= {
        }
        &'tenscore;check;updown;help;hand'= {
        }
        &'tenscore;check;updown;help;bids'= {
        }
        &'tenscore;check;updown;help;help'= {
        }
        &'tenscore;check;10-op-en-neer;help'= {
            cand trick 'Who takes a trick, and why'
            cand follow 'Whether a card may be played from a hand (follow suit when you can)'
            cand hand 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke'
            cand bids 'Which bids the next bidder may make, given the bids so far'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;10-op-en-neer;help;trick'= {
        }
        &'tenscore;check;10-op-en-neer;help;follow'= {
        }
        &'tenscore;check;10-op-en-neer;help;hand'= {
        }
        &'tenscore;check;10-op-en-neer;help;bids'= {
        }
        &'tenscore;check;10-op-en-neer;help;help'= {
        }
        &'tenscore;check;oh-hell;help'= {
            cand trick 'Who takes a trick, and why'
            cand follow 'Whether a card may be played from a hand (follow suit when you can)'
            cand hand 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke'
            cand bids 'Which bids the next bidder may make, given the bids so far'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;oh-hell;help;trick'= {
        }
        &'tenscore;check;oh-hell;help;follow'= {
        }
        &'tenscore;check;oh-hell;help;hand'= {
        }
        &'tenscore;check;oh-hell;help;bids'= {
        }
        &'tenscore;check;oh-hell;help;help'= {
        }
        &'tenscore;check;pig10'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand play 'Every value the pile may take after a card, the rule behind each and what it leads to'
            cand pile 'Replay a pile play by play: its values, the choices each player had, and who takes it'
            cand deal 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;pig-10'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand play 'Every value the pile may take after a card, the rule behind each and what it leads to'
            cand pile 'Replay a pile play by play: its values, the choices each player had, and who takes it'
            cand deal 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;pig10;play'= {
            cand --pile 'The pile value before the card [default: 0, an empty middle]'
            cand --previous 'The card just before it in the pile'
            cand --says 'The pile value the player called; exit 3 when no legal choice gives it'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;pig-10;play'= {
            cand --pile 'The pile value before the card [default: 0, an empty middle]'
            cand --previous 'The card just before it in the pile'
            cand --says 'The pile value the player called; exit 3 when no legal choice gives it'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;pig10;pile'= {
            cand --players 'The players in seating order, clockwise [default: read from the plays, see below]'
            cand --skip 'Players who have no cards left (their turn is skipped; with --players)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;pig-10;pile'= {
            cand --players 'The players in seating order, clockwise [default: read from the plays, see below]'
            cand --skip 'Players who have no cards left (their turn is skipped; with --players)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;pig10;deal'= {
            cand --players 'The players in seating order, clockwise [default with --round: the match''s seating]'
            cand --cards 'The cards the deal was played with; every player must then play their share'
            cand --match 'The match whose deal --round names [default: the most recent unfinished match]'
            cand --round 'Compare with this recorded deal, counted from 1'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;pig-10;deal'= {
            cand --players 'The players in seating order, clockwise [default with --round: the match''s seating]'
            cand --cards 'The cards the deal was played with; every player must then play their share'
            cand --match 'The match whose deal --round names [default: the most recent unfinished match]'
            cand --round 'Compare with this recorded deal, counted from 1'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;pig10;help'= {
            cand play 'Every value the pile may take after a card, the rule behind each and what it leads to'
            cand pile 'Replay a pile play by play: its values, the choices each player had, and who takes it'
            cand deal 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;pig10;help;play'= {
        }
        &'tenscore;check;pig10;help;pile'= {
        }
        &'tenscore;check;pig10;help;deal'= {
        }
        &'tenscore;check;pig10;help;help'= {
        }
        &'tenscore;check;pig-10;help'= {
            cand play 'Every value the pile may take after a card, the rule behind each and what it leads to'
            cand pile 'Replay a pile play by play: its values, the choices each player had, and who takes it'
            cand deal 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;pig-10;help;play'= {
        }
        &'tenscore;check;pig-10;help;pile'= {
        }
        &'tenscore;check;pig-10;help;deal'= {
        }
        &'tenscore;check;pig-10;help;help'= {
        }
        &'tenscore;check;krumme10'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand display 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order'
            cand back 'What the back of a card may show: one more or one less (0 and 5 are neighbours)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;krumme-10'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand display 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order'
            cand back 'What the back of a card may show: one more or one less (0 and 5 are neighbours)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;krumme10;display'= {
            cand --players 'The players in seating order, clockwise [default: read from the plays, see below]'
            cand --empty 'Players who have no cards left (they cannot play, be stolen from or score foul points; their turn is skipped)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --teams 'Teams follow the seating: ABAB, ABCAB or ABABAB (4 to 6 players, with --players)'
            cand --counterclockwise 'Play starts counterclockwise: a pink 4 in an earlier display reversed it'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;krumme-10;display'= {
            cand --players 'The players in seating order, clockwise [default: read from the plays, see below]'
            cand --empty 'Players who have no cards left (they cannot play, be stolen from or score foul points; their turn is skipped)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --teams 'Teams follow the seating: ABAB, ABCAB or ABABAB (4 to 6 players, with --players)'
            cand --counterclockwise 'Play starts counterclockwise: a pink 4 in an earlier display reversed it'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;krumme10;back'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;krumme-10;back'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;krumme10;help'= {
            cand display 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order'
            cand back 'What the back of a card may show: one more or one less (0 and 5 are neighbours)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;krumme10;help;display'= {
        }
        &'tenscore;check;krumme10;help;back'= {
        }
        &'tenscore;check;krumme10;help;help'= {
        }
        &'tenscore;check;krumme-10;help'= {
            cand display 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order'
            cand back 'What the back of a card may show: one more or one less (0 and 5 are neighbours)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;krumme-10;help;display'= {
        }
        &'tenscore;check;krumme-10;help;back'= {
        }
        &'tenscore;check;krumme-10;help;help'= {
        }
        &'tenscore;check;tenstuff'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand play 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam'
            cand slam 'Which cards a slam may hand over to the slammed player'
            cand first 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with'
            cand skip 'Skipping a player with a 10: which cards they may hand back, and who plays next'
            cand sixes 'Three sixes (an official rule): which way play passes next, and whether the piles swap'
            cand shame 'The Round of Shame (an official rule): what a player caught cheating draws'
            cand excommunication 'Excommunication (an official rule): the last set before a reshuffle, and the turns after'
            cand unwin 'A slam on the set a player went out with: whether they unwin, back into the deal'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;ten-stuff'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand play 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam'
            cand slam 'Which cards a slam may hand over to the slammed player'
            cand first 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with'
            cand skip 'Skipping a player with a 10: which cards they may hand back, and who plays next'
            cand sixes 'Three sixes (an official rule): which way play passes next, and whether the piles swap'
            cand shame 'The Round of Shame (an official rule): what a player caught cheating draws'
            cand excommunication 'Excommunication (an official rule): the last set before a reshuffle, and the turns after'
            cand unwin 'A slam on the set a player went out with: whether they unwin, back into the deal'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;tenstuff;play'= {
            cand --on 'The set below (the last set played) [default: an empty pile]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;ten-stuff;play'= {
            cand --on 'The set below (the last set played) [default: an empty pile]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;tenstuff;slam'= {
            cand --on 'The set slammed on'
            cand --set 'The slamming set: the same value, more cards'
            cand --give 'The cards the slamming player wants to give'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;ten-stuff;slam'= {
            cand --on 'The set slammed on'
            cand --set 'The slamming set: the same value, more cards'
            cand --give 'The cards the slamming player wants to give'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;tenstuff;first'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --restart 'The restart after three sixes (an official rule), not the start of a deal'
            cand --casual 'Without the official rules: --restart is refused, as three sixes are off'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;ten-stuff;first'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --restart 'The restart after three sixes (an official rule), not the start of a deal'
            cand --casual 'Without the official rules: --restart is refused, as three sixes are off'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;tenstuff;skip'= {
            cand --ten 'The 10 handed to the skipped player'
            cand --hand 'The skipped player''s hand'
            cand --give 'The cards they want to hand back; exit 3 when any of them may not go'
            cand --players 'The players in seating order, clockwise, to name who plays next (with --skipped)'
            cand --skipped 'The player skipped (with --players)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --counterclockwise 'Play passes to the right, as while three sixes are in force (with --players)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;ten-stuff;skip'= {
            cand --ten 'The 10 handed to the skipped player'
            cand --hand 'The skipped player''s hand'
            cand --give 'The cards they want to hand back; exit 3 when any of them may not go'
            cand --players 'The players in seating order, clockwise, to name who plays next (with --skipped)'
            cand --skipped 'The player skipped (with --players)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --counterclockwise 'Play passes to the right, as while three sixes are in force (with --players)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;tenstuff;sixes'= {
            cand --players 'The players in seating order, clockwise'
            cand --by 'Who played the set'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --swapped 'Three sixes are already in force: the piles swapped, play passing to the right'
            cand --casual 'Without the official rules: refused, as three sixes are off'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;ten-stuff;sixes'= {
            cand --players 'The players in seating order, clockwise'
            cand --by 'Who played the set'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --swapped 'Three sixes are already in force: the piles swapped, play passing to the right'
            cand --casual 'Without the official rules: refused, as three sixes are off'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;tenstuff;shame'= {
            cand --hand 'The cards in hand when caught: how many, or the cards themselves'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --casual 'Without the official rules: refused, as cheating is then not part of the game'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;ten-stuff;shame'= {
            cand --hand 'The cards in hand when caught: how many, or the cards themselves'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --casual 'Without the official rules: refused, as cheating is then not part of the game'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;tenstuff;excommunication'= {
            cand --players 'The players in seating order, clockwise'
            cand --by 'Who played the last set before the reshuffle'
            cand --onto 'Where that set went: on the old play pile, or on the bare table'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --casual 'Without the official rules: refused, as excommunication is off'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;ten-stuff;excommunication'= {
            cand --players 'The players in seating order, clockwise'
            cand --by 'Who played the last set before the reshuffle'
            cand --onto 'Where that set went: on the old play pile, or on the bare table'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --casual 'Without the official rules: refused, as excommunication is off'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;tenstuff;unwin'= {
            cand --players 'The players in seating order, clockwise'
            cand --out 'The players out so far, first out first'
            cand --by 'Who slams: a player still in'
            cand --on 'The set slammed on: the set the last player out went out with'
            cand --set 'The slamming set: the same value, more cards'
            cand --give 'The cards given to the slammed player [default: none, so they stay out]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;ten-stuff;unwin'= {
            cand --players 'The players in seating order, clockwise'
            cand --out 'The players out so far, first out first'
            cand --by 'Who slams: a player still in'
            cand --on 'The set slammed on: the set the last player out went out with'
            cand --set 'The slamming set: the same value, more cards'
            cand --give 'The cards given to the slammed player [default: none, so they stay out]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;tenstuff;help'= {
            cand play 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam'
            cand slam 'Which cards a slam may hand over to the slammed player'
            cand first 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with'
            cand skip 'Skipping a player with a 10: which cards they may hand back, and who plays next'
            cand sixes 'Three sixes (an official rule): which way play passes next, and whether the piles swap'
            cand shame 'The Round of Shame (an official rule): what a player caught cheating draws'
            cand excommunication 'Excommunication (an official rule): the last set before a reshuffle, and the turns after'
            cand unwin 'A slam on the set a player went out with: whether they unwin, back into the deal'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;tenstuff;help;play'= {
        }
        &'tenscore;check;tenstuff;help;slam'= {
        }
        &'tenscore;check;tenstuff;help;first'= {
        }
        &'tenscore;check;tenstuff;help;skip'= {
        }
        &'tenscore;check;tenstuff;help;sixes'= {
        }
        &'tenscore;check;tenstuff;help;shame'= {
        }
        &'tenscore;check;tenstuff;help;excommunication'= {
        }
        &'tenscore;check;tenstuff;help;unwin'= {
        }
        &'tenscore;check;tenstuff;help;help'= {
        }
        &'tenscore;check;ten-stuff;help'= {
            cand play 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam'
            cand slam 'Which cards a slam may hand over to the slammed player'
            cand first 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with'
            cand skip 'Skipping a player with a 10: which cards they may hand back, and who plays next'
            cand sixes 'Three sixes (an official rule): which way play passes next, and whether the piles swap'
            cand shame 'The Round of Shame (an official rule): what a player caught cheating draws'
            cand excommunication 'Excommunication (an official rule): the last set before a reshuffle, and the turns after'
            cand unwin 'A slam on the set a player went out with: whether they unwin, back into the deal'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;ten-stuff;help;play'= {
        }
        &'tenscore;check;ten-stuff;help;slam'= {
        }
        &'tenscore;check;ten-stuff;help;first'= {
        }
        &'tenscore;check;ten-stuff;help;skip'= {
        }
        &'tenscore;check;ten-stuff;help;sixes'= {
        }
        &'tenscore;check;ten-stuff;help;shame'= {
        }
        &'tenscore;check;ten-stuff;help;excommunication'= {
        }
        &'tenscore;check;ten-stuff;help;unwin'= {
        }
        &'tenscore;check;ten-stuff;help;help'= {
        }
        &'tenscore;check;history'= {
            cand --match 'Only this match [default: every match, oldest first]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;check;help'= {
            cand under10 'Under the 10: calls, combinations, strokes of luck'
            cand updown '10 op en neer: who takes a trick, following suit, which bids are allowed'
            cand pig10 'Pig 10: what a card makes of a pile, who takes it, a whole deal'
            cand krumme10 'Krumme10: how a display ends, who scores and draws, what a card''s back may show'
            cand tenstuff 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules'
            cand history 'Every stored round replayed through its game''s rules: which no longer follow from them'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;check;help;under10'= {
            cand call 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why'
            cand combo 'Whether these cards form a combination, which one, or why not'
            cand luck 'Whether a drawn card is a stroke of luck'
        }
        &'tenscore;check;help;under10;call'= {
        }
        &'tenscore;check;help;under10;combo'= {
        }
        &'tenscore;check;help;under10;luck'= {
        }
        &'tenscore;check;help;updown'= {
            cand trick 'Who takes a trick, and why'
            cand follow 'Whether a card may be played from a hand (follow suit when you can)'
            cand hand 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke'
            cand bids 'Which bids the next bidder may make, given the bids so far'
        }
        &'tenscore;check;help;updown;trick'= {
        }
        &'tenscore;check;help;updown;follow'= {
        }
        &'tenscore;check;help;updown;hand'= {
        }
        &'tenscore;check;help;updown;bids'= {
        }
        &'tenscore;check;help;pig10'= {
            cand play 'Every value the pile may take after a card, the rule behind each and what it leads to'
            cand pile 'Replay a pile play by play: its values, the choices each player had, and who takes it'
            cand deal 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected'
        }
        &'tenscore;check;help;pig10;play'= {
        }
        &'tenscore;check;help;pig10;pile'= {
        }
        &'tenscore;check;help;pig10;deal'= {
        }
        &'tenscore;check;help;krumme10'= {
            cand display 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order'
            cand back 'What the back of a card may show: one more or one less (0 and 5 are neighbours)'
        }
        &'tenscore;check;help;krumme10;display'= {
        }
        &'tenscore;check;help;krumme10;back'= {
        }
        &'tenscore;check;help;tenstuff'= {
            cand play 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam'
            cand slam 'Which cards a slam may hand over to the slammed player'
            cand first 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with'
            cand skip 'Skipping a player with a 10: which cards they may hand back, and who plays next'
            cand sixes 'Three sixes (an official rule): which way play passes next, and whether the piles swap'
            cand shame 'The Round of Shame (an official rule): what a player caught cheating draws'
            cand excommunication 'Excommunication (an official rule): the last set before a reshuffle, and the turns after'
            cand unwin 'A slam on the set a player went out with: whether they unwin, back into the deal'
        }
        &'tenscore;check;help;tenstuff;play'= {
        }
        &'tenscore;check;help;tenstuff;slam'= {
        }
        &'tenscore;check;help;tenstuff;first'= {
        }
        &'tenscore;check;help;tenstuff;skip'= {
        }
        &'tenscore;check;help;tenstuff;sixes'= {
        }
        &'tenscore;check;help;tenstuff;shame'= {
        }
        &'tenscore;check;help;tenstuff;excommunication'= {
        }
        &'tenscore;check;help;tenstuff;unwin'= {
        }
        &'tenscore;check;help;history'= {
        }
        &'tenscore;check;help;help'= {
        }
        &'tenscore;event'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand new 'Create an evening: the game, its players, the rounds planned, the size of a table'
            cand add 'Add players between rounds: a late arrival is seated from the next round drawn'
            cand remove 'Take players out: an early leave is not seated in later rounds'
            cand seat 'Draw the next round''s tables, create their matches and print the table cards'
            cand seating 'The table cards of a round again (the last one drawn unless --round)'
            cand standings 'The evening''s ranking: each player''s share of the tables beaten, the last place'
            cand board 'A full-screen view for the venue: the tables'' progress and the ranking (--follow redraws)'
            cand report 'Results to post: one self-contained HTML page, or CSV or JSON'
            cand list 'The events, newest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;event;new'= {
            cand --game 'The game every table plays'
            cand --players 'The players, separated by commas (a new name is a new player)'
            cand --players-file 'The players, one a line; blank lines and lines starting with # are skipped'
            cand --rounds 'The rounds planned: 3 by default, a club evening''s usual count'
            cand --table-size 'The players a table aims for; as few tables one smaller as make the count work'
            cand --series 'A series the evening counts in (made with `tenscore series new`)'
            cand --ranking 'share: the sum of each table''s share beaten; points: the game''s own points (updown, pig10)'
            cand --end 'How the match ends'
            cand --peak 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --bonus-cards 'Play with the bonus cards (trade-all, joker, trade-one)'
            cand --hook 'The last bidder may not make the bids add up to the cards'
            cand --no-trump '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
            cand --referee '`play` offers to referee each hand card by card before it asks the tricks'
            cand --teams 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
            cand --long 'Reshuffle the discard pile once when the draw pile first runs out'
            cand --showdown 'Play out every card when the draw pile runs out'
            cand --casual 'Without the official rules (excommunication, three sixes, cheating)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;add'= {
            cand --event 'The event, when its name could be taken for a player''s'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;remove'= {
            cand --event 'The event, when its name could be taken for a player''s'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;seat'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --by-standing 'Seat players of similar standing so far together, where that repeats no pair'
            cand --force 'Draw although tables of the previous round still play: their players wait this round'
            cand --redraw 'Draw the last drawn round again with a new seed, while none of its tables has started'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;seating'= {
            cand --round 'The round [default: the last one drawn]'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;standings'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;board'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --follow 'Take the whole terminal and redraw whenever something shown changes, until q or Ctrl-C (needs a terminal)'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;report'= {
            cand --html 'One self-contained page (ranking, every round''s tables, the standing after each round)'
            cand --format 'The results as CSV or JSON, on standard output or into -o FILE'
            cand -o 'The file --format writes (standard output when left out)'
            cand --output 'The file --format writes (standard output when left out)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;list'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;event;help'= {
            cand new 'Create an evening: the game, its players, the rounds planned, the size of a table'
            cand add 'Add players between rounds: a late arrival is seated from the next round drawn'
            cand remove 'Take players out: an early leave is not seated in later rounds'
            cand seat 'Draw the next round''s tables, create their matches and print the table cards'
            cand seating 'The table cards of a round again (the last one drawn unless --round)'
            cand standings 'The evening''s ranking: each player''s share of the tables beaten, the last place'
            cand board 'A full-screen view for the venue: the tables'' progress and the ranking (--follow redraws)'
            cand report 'Results to post: one self-contained HTML page, or CSV or JSON'
            cand list 'The events, newest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;event;help;new'= {
        }
        &'tenscore;event;help;add'= {
        }
        &'tenscore;event;help;remove'= {
        }
        &'tenscore;event;help;seat'= {
        }
        &'tenscore;event;help;seating'= {
        }
        &'tenscore;event;help;standings'= {
        }
        &'tenscore;event;help;board'= {
        }
        &'tenscore;event;help;report'= {
        }
        &'tenscore;event;help;list'= {
        }
        &'tenscore;event;help;help'= {
        }
        &'tenscore;series'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand new 'Start a series: each player''s best K evenings count, among players with at least N'
            cand standings 'The series'' ranking: the average of each player''s best evenings'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;series;new'= {
            cand --best 'The evenings that count for each player: their best K'
            cand --min 'The evenings a player needs to be ranked (default: K)'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;series;standings'= {
            cand --html 'Also write the ranking as one self-contained HTML page'
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;series;help'= {
            cand new 'Start a series: each player''s best K evenings count, among players with at least N'
            cand standings 'The series'' ranking: the average of each player''s best evenings'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;series;help;new'= {
        }
        &'tenscore;series;help;standings'= {
        }
        &'tenscore;series;help;help'= {
        }
        &'tenscore;rules'= {
            cand --db 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]'
            cand --color 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says'
            cand --lang 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English'
            cand --json 'Machine-readable JSON on standard output'
            cand --no-color 'No colours (also when NO_COLOR is set)'
            cand --plain 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'tenscore;help'= {
            cand new 'Start a match (players in seating order, clockwise), or --rematch one that ended'
            cand play 'Play interactively: prompts round by round, shows the table after each; resumable'
            cand bid 'Open the next round with every player''s bid (10 op en neer)'
            cand round 'Record one round (deal) without prompts'
            cand undo 'Withdraw the last round, or the open bids first (kept in the audit trail, see `show --all`)'
            cand edit 'Replace a past round (the old one stays in the audit trail); later rounds are rescored'
            cand finish 'End a match now: the current ranking decides, or --abandon for no winner'
            cand reopen 'Put a match that `finish` ended, or abandoned, back in progress (not one its rules ended)'
            cand standings 'The table: rank, player, score, state; who starts next'
            cand show 'Round-by-round table with running totals and notes; --chart draws the totals'
            cand history 'The matches played, newest first: when, which game, who played, who won'
            cand export 'Write the scores out: lossless JSON Lines (for import elsewhere), or CSV for a spreadsheet'
            cand import 'Merge a JSON export into this database by UUID: all or nothing, idempotent; --dry-run writes nothing'
            cand stats 'A season per player: played, won, places, streaks, each game''s own figures and ratings; --vs A B head to head'
            cand player 'One identity per person: list the players, rename one, merge two names of one person'
            cand check 'Referee a disputed situation, or replay every stored round (check history), without recording anything (exit 0 legal, 3 illegal, 2 unreadable)'
            cand event 'Club nights: an evening of one game at several tables over several rounds; seat each round, rank the evening, show it at the venue, post the results'
            cand series 'A season of evenings: each player''s best evenings averaged'
            cand rules 'The rules in our own words, with the house rulings marked'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'tenscore;help;new'= {
            cand under10 'Under the 10'
            cand updown '10 op en neer'
            cand pig10 'Pig 10'
            cand krumme10 'Krumme10'
            cand tenstuff 'Tenstuff'
        }
        &'tenscore;help;new;under10'= {
        }
        &'tenscore;help;new;updown'= {
        }
        &'tenscore;help;new;pig10'= {
        }
        &'tenscore;help;new;krumme10'= {
        }
        &'tenscore;help;new;tenstuff'= {
        }
        &'tenscore;help;play'= {
            cand under10 'Under the 10'
            cand updown '10 op en neer'
            cand pig10 'Pig 10'
            cand krumme10 'Krumme10'
            cand tenstuff 'Tenstuff'
        }
        &'tenscore;help;play;under10'= {
        }
        &'tenscore;help;play;updown'= {
        }
        &'tenscore;help;play;pig10'= {
        }
        &'tenscore;help;play;krumme10'= {
        }
        &'tenscore;help;play;tenstuff'= {
        }
        &'tenscore;help;bid'= {
        }
        &'tenscore;help;round'= {
        }
        &'tenscore;help;undo'= {
        }
        &'tenscore;help;edit'= {
        }
        &'tenscore;help;finish'= {
        }
        &'tenscore;help;reopen'= {
        }
        &'tenscore;help;standings'= {
        }
        &'tenscore;help;show'= {
        }
        &'tenscore;help;history'= {
        }
        &'tenscore;help;export'= {
        }
        &'tenscore;help;import'= {
        }
        &'tenscore;help;stats'= {
        }
        &'tenscore;help;player'= {
            cand list 'Every player, by name: matches sat in and won, and when they last played'
            cand rename 'Give a player another spelling, in every match (found by any case or accents)'
            cand merge 'Make two names of one person one player: FROM''s matches become INTO''s'
        }
        &'tenscore;help;player;list'= {
        }
        &'tenscore;help;player;rename'= {
        }
        &'tenscore;help;player;merge'= {
        }
        &'tenscore;help;check'= {
            cand under10 'Under the 10: calls, combinations, strokes of luck'
            cand updown '10 op en neer: who takes a trick, following suit, which bids are allowed'
            cand pig10 'Pig 10: what a card makes of a pile, who takes it, a whole deal'
            cand krumme10 'Krumme10: how a display ends, who scores and draws, what a card''s back may show'
            cand tenstuff 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules'
            cand history 'Every stored round replayed through its game''s rules: which no longer follow from them'
        }
        &'tenscore;help;check;under10'= {
            cand call 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why'
            cand combo 'Whether these cards form a combination, which one, or why not'
            cand luck 'Whether a drawn card is a stroke of luck'
        }
        &'tenscore;help;check;under10;call'= {
        }
        &'tenscore;help;check;under10;combo'= {
        }
        &'tenscore;help;check;under10;luck'= {
        }
        &'tenscore;help;check;updown'= {
            cand trick 'Who takes a trick, and why'
            cand follow 'Whether a card may be played from a hand (follow suit when you can)'
            cand hand 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke'
            cand bids 'Which bids the next bidder may make, given the bids so far'
        }
        &'tenscore;help;check;updown;trick'= {
        }
        &'tenscore;help;check;updown;follow'= {
        }
        &'tenscore;help;check;updown;hand'= {
        }
        &'tenscore;help;check;updown;bids'= {
        }
        &'tenscore;help;check;pig10'= {
            cand play 'Every value the pile may take after a card, the rule behind each and what it leads to'
            cand pile 'Replay a pile play by play: its values, the choices each player had, and who takes it'
            cand deal 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected'
        }
        &'tenscore;help;check;pig10;play'= {
        }
        &'tenscore;help;check;pig10;pile'= {
        }
        &'tenscore;help;check;pig10;deal'= {
        }
        &'tenscore;help;check;krumme10'= {
            cand display 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order'
            cand back 'What the back of a card may show: one more or one less (0 and 5 are neighbours)'
        }
        &'tenscore;help;check;krumme10;display'= {
        }
        &'tenscore;help;check;krumme10;back'= {
        }
        &'tenscore;help;check;tenstuff'= {
            cand play 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam'
            cand slam 'Which cards a slam may hand over to the slammed player'
            cand first 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with'
            cand skip 'Skipping a player with a 10: which cards they may hand back, and who plays next'
            cand sixes 'Three sixes (an official rule): which way play passes next, and whether the piles swap'
            cand shame 'The Round of Shame (an official rule): what a player caught cheating draws'
            cand excommunication 'Excommunication (an official rule): the last set before a reshuffle, and the turns after'
            cand unwin 'A slam on the set a player went out with: whether they unwin, back into the deal'
        }
        &'tenscore;help;check;tenstuff;play'= {
        }
        &'tenscore;help;check;tenstuff;slam'= {
        }
        &'tenscore;help;check;tenstuff;first'= {
        }
        &'tenscore;help;check;tenstuff;skip'= {
        }
        &'tenscore;help;check;tenstuff;sixes'= {
        }
        &'tenscore;help;check;tenstuff;shame'= {
        }
        &'tenscore;help;check;tenstuff;excommunication'= {
        }
        &'tenscore;help;check;tenstuff;unwin'= {
        }
        &'tenscore;help;check;history'= {
        }
        &'tenscore;help;event'= {
            cand new 'Create an evening: the game, its players, the rounds planned, the size of a table'
            cand add 'Add players between rounds: a late arrival is seated from the next round drawn'
            cand remove 'Take players out: an early leave is not seated in later rounds'
            cand seat 'Draw the next round''s tables, create their matches and print the table cards'
            cand seating 'The table cards of a round again (the last one drawn unless --round)'
            cand standings 'The evening''s ranking: each player''s share of the tables beaten, the last place'
            cand board 'A full-screen view for the venue: the tables'' progress and the ranking (--follow redraws)'
            cand report 'Results to post: one self-contained HTML page, or CSV or JSON'
            cand list 'The events, newest first'
        }
        &'tenscore;help;event;new'= {
        }
        &'tenscore;help;event;add'= {
        }
        &'tenscore;help;event;remove'= {
        }
        &'tenscore;help;event;seat'= {
        }
        &'tenscore;help;event;seating'= {
        }
        &'tenscore;help;event;standings'= {
        }
        &'tenscore;help;event;board'= {
        }
        &'tenscore;help;event;report'= {
        }
        &'tenscore;help;event;list'= {
        }
        &'tenscore;help;series'= {
            cand new 'Start a series: each player''s best K evenings count, among players with at least N'
            cand standings 'The series'' ranking: the average of each player''s best evenings'
        }
        &'tenscore;help;series;new'= {
        }
        &'tenscore;help;series;standings'= {
        }
        &'tenscore;help;rules'= {
        }
        &'tenscore;help;help'= {
        }
    ]
    $completions[$command]
}
