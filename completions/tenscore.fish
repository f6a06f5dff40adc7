# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_tenscore_global_optspecs
    string join \n db= json no-color color= plain lang= h/help V/version
end

function __fish_tenscore_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_tenscore_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_tenscore_using_subcommand
    set -l cmd (__fish_tenscore_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c tenscore -n "__fish_tenscore_needs_command" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_needs_command" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_needs_command" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_needs_command" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_needs_command" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_needs_command" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_needs_command" -s V -l version -d 'Print version'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "new" -d 'Start a match (players in seating order, clockwise), or --rematch one that ended'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "play" -d 'Play interactively: prompts round by round, shows the table after each; resumable'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "bid" -d 'Open the next round with every player\'s bid (10 op en neer)'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "round" -d 'Record one round (deal) without prompts'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "undo" -d 'Withdraw the last round, or the open bids first (kept in the audit trail, see `show --all`)'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "edit" -d 'Replace a past round (the old one stays in the audit trail); later rounds are rescored'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "finish" -d 'End a match now: the current ranking decides, or --abandon for no winner'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "reopen" -d 'Put a match that `finish` ended, or abandoned, back in progress (not one its rules ended)'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "standings" -d 'The table: rank, player, score, state; who starts next'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "show" -d 'Round-by-round table with running totals and notes; --chart draws the totals'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "history" -d 'The matches played, newest first: when, which game, who played, who won'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "export" -d 'Write the scores out: lossless JSON Lines (for import elsewhere), or CSV for a spreadsheet'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "import" -d 'Merge a JSON export into this database by UUID: all or nothing, idempotent; --dry-run writes nothing'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "stats" -d 'A season per player: played, won, places, streaks, each game\'s own figures and ratings; --vs A B head to head'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "player" -d 'One identity per person: list the players, rename one, merge two names of one person'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "check" -d 'Referee a disputed situation, or replay every stored round (check history), without recording anything (exit 0 legal, 3 illegal, 2 unreadable)'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "event" -d 'Club nights: an evening of one game at several tables over several rounds; seat each round, rank the evening, show it at the venue, post the results'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "series" -d 'A season of evenings: each player\'s best evenings averaged'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "rules" -d 'The rules in our own words, with the house rulings marked'
complete -c tenscore -n "__fish_tenscore_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l rematch -d 'A new match with the same game, players, seats and options as a match that ended, instead of a game [default: the match that ended last]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "under10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "onderde10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "under-the-10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "updown" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "10-op-en-neer" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "oh-hell" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "pig10" -d 'Pig 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "pig-10" -d 'Pig 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "krumme10" -d 'Krumme10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "krumme-10" -d 'Krumme10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "tenstuff" -d 'Tenstuff'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "ten-stuff" -d 'Tenstuff'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l players -d 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l end -d 'How the match ends' -r -f -a "last-standing\t''
first-out\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l starter -d 'Who starts round 1 (the player left of the dealer) [default: the first player named]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l bonus-cards -d 'Play with the bonus cards (trade-all, joker, trade-one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l players -d 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l end -d 'How the match ends' -r -f -a "last-standing\t''
first-out\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l starter -d 'Who starts round 1 (the player left of the dealer) [default: the first player named]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l bonus-cards -d 'Play with the bonus cards (trade-all, joker, trade-one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from onderde10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l players -d 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l end -d 'How the match ends' -r -f -a "last-standing\t''
first-out\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l starter -d 'Who starts round 1 (the player left of the dealer) [default: the first player named]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l bonus-cards -d 'Play with the bonus cards (trade-all, joker, trade-one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from under-the-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l players -d 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l peak -d 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l hook -d 'The last bidder may not make the bids add up to the cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l no-trump -d '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l referee -d '`play` offers to referee each hand card by card before it asks the tricks'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from updown" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l players -d 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l peak -d 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l hook -d 'The last bidder may not make the bids add up to the cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l no-trump -d '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l referee -d '`play` offers to referee each hand card by card before it asks the tricks'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from 10-op-en-neer" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l players -d 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l peak -d 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l hook -d 'The last bidder may not make the bids add up to the cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l no-trump -d '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l referee -d '`play` offers to referee each hand card by card before it asks the tricks'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from oh-hell" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig10" -l players -d 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig-10" -l players -d 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from pig-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l players -d 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l teams -d 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l long -d 'Reshuffle the discard pile once when the draw pile first runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l showdown -d 'Play out every card when the draw pile runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l players -d 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l teams -d 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l long -d 'Reshuffle the discard pile once when the draw pile first runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l showdown -d 'Play out every card when the draw pile runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -l players -d 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -l casual -d 'Without the official rules (excommunication, three sixes, cheating)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from tenstuff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -l players -d 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -l casual -d 'Without the official rules (excommunication, three sixes, cheating)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from ten-stuff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from help" -f -a "under10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from help" -f -a "updown" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from help" -f -a "pig10" -d 'Pig 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from help" -f -a "krumme10" -d 'Krumme10'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from help" -f -a "tenstuff" -d 'Tenstuff'
complete -c tenscore -n "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l players -d 'Players in seating order, clockwise; the game is asked' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "under10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "onderde10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "under-the-10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "updown" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "10-op-en-neer" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "oh-hell" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "pig10" -d 'Pig 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "pig-10" -d 'Pig 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "krumme10" -d 'Krumme10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "krumme-10" -d 'Krumme10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "tenstuff" -d 'Tenstuff'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "ten-stuff" -d 'Tenstuff'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff help" -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l players -d 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l end -d 'How the match ends' -r -f -a "last-standing\t''
first-out\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l starter -d 'Who starts round 1 (the player left of the dealer) [default: the first player named]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l bonus-cards -d 'Play with the bonus cards (trade-all, joker, trade-one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l players -d 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l end -d 'How the match ends' -r -f -a "last-standing\t''
first-out\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l starter -d 'Who starts round 1 (the player left of the dealer) [default: the first player named]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l bonus-cards -d 'Play with the bonus cards (trade-all, joker, trade-one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from onderde10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l players -d 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l end -d 'How the match ends' -r -f -a "last-standing\t''
first-out\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l starter -d 'Who starts round 1 (the player left of the dealer) [default: the first player named]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l bonus-cards -d 'Play with the bonus cards (trade-all, joker, trade-one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from under-the-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l players -d 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l peak -d 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l hook -d 'The last bidder may not make the bids add up to the cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l no-trump -d '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l referee -d '`play` offers to referee each hand card by card before it asks the tricks'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from updown" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l players -d 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l peak -d 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l hook -d 'The last bidder may not make the bids add up to the cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l no-trump -d '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l referee -d '`play` offers to referee each hand card by card before it asks the tricks'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from 10-op-en-neer" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l players -d 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l peak -d 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l hook -d 'The last bidder may not make the bids add up to the cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l no-trump -d '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l referee -d '`play` offers to referee each hand card by card before it asks the tricks'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from oh-hell" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig10" -l players -d 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig-10" -l players -d 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from pig-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l players -d 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l teams -d 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l long -d 'Reshuffle the discard pile once when the draw pile first runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l showdown -d 'Play out every card when the draw pile runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l players -d 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l teams -d 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l long -d 'Reshuffle the discard pile once when the draw pile first runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l showdown -d 'Play out every card when the draw pile runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from krumme-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -l players -d 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -l casual -d 'Without the official rules (excommunication, three sixes, cheating)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from tenstuff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -l players -d 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -l casual -d 'Without the official rules (excommunication, three sixes, cheating)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from ten-stuff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from help" -f -a "under10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from help" -f -a "updown" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from help" -f -a "pig10" -d 'Pig 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from help" -f -a "krumme10" -d 'Krumme10'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from help" -f -a "tenstuff" -d 'Tenstuff'
complete -c tenscore -n "__fish_tenscore_using_subcommand play; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand bid" -l trump -d 'The trump suit turned up (C, D, H, S, or clubs, harten, ...), or none for a round without trumps (geen, kein, ...), kept for the record' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand bid" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand bid" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand bid" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand bid" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand bid" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand bid" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand bid" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l call -d 'Under the 10: who called "Under the 10!"' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l luck -d 'Under the 10: who emptied their hand (stroke of luck)' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l order -d 'Tenstuff: the finishing order, first out first (the last player may be left out)' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand round" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand undo" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand undo" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand undo" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand undo" -l yes -d 'Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)'
complete -c tenscore -n "__fish_tenscore_using_subcommand undo" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand undo" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand undo" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand undo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l call -d 'Under the 10: who called "Under the 10!"' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l luck -d 'Under the 10: who emptied their hand (stroke of luck)' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l order -d 'Tenstuff: the finishing order, first out first (the last player may be left out)' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l bids -d '10 op en neer: the round\'s bids, corrected (NAME=N,...) [default: the bids as recorded]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l trump -d 'The trump suit turned up (C, D, H, S, or clubs, harten, ...), or none for a round without trumps (geen, kein, ...), kept for the record' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l reason -d 'Why the round changed (kept in the audit trail) [default: "no reason given", in the language spoken]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -l abandon -d 'Stop without a winner'
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -l yes -d 'Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)'
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand finish" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand reopen" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand reopen" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand reopen" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand reopen" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand reopen" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand reopen" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand reopen" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand standings" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand standings" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand standings" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand standings" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand standings" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand standings" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand standings" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l svg -d 'Also write the chart as an SVG picture to FILE, in a folder that exists (implies --chart)' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l all -d 'Also the withdrawn and replaced rounds (the audit trail)'
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l chart -d 'Instead of the table, every player\'s running total over the rounds as a chart: in colour one line per player, without colour one chart per player on the same scale; halvings and outs listed under it (--json: the chart\'s data)'
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l game -d 'Only matches of this game (its id or an alias)' -r -f -a "under10\t'Under the 10'
updown\t'10 op en neer'
pig10\t'Pig 10'
krumme10\t'Krumme10'
tenstuff\t'Tenstuff'"
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l player -d 'Only matches this player sat in' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l since -d 'Only matches started on this day (YYYY-MM-DD, local time) or later' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l until -d 'Only matches started on this day (YYYY-MM-DD, local time) or earlier' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l limit -d 'How many of the newest matches to list [default: 20]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l all -d 'Every match, however many'
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand history" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l format -d 'The format written' -r -f -a "json\t'JSON Lines, lossless: every player, match and round (withdrawn ones included) with their UUIDs, for `tenscore import`'
csv\t'One row per player per live round, with a header row, for spreadsheets'"
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l match -d 'Only this match' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l game -d 'Only matches of this game (its id or an alias)' -r -f -a "under10\t'Under the 10'
updown\t'10 op en neer'
pig10\t'Pig 10'
krumme10\t'Krumme10'
tenstuff\t'Tenstuff'"
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l since -d 'Only matches started on this day (YYYY-MM-DD, local time) or later' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -s o -l output -d 'Write to FILE (whole or not at all) instead of standard output; with --json, print what was written as JSON' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -l dry-run -d 'Check everything and print the summary, but write nothing'
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -l no-name-match -d 'Never take a player of the file as the player known here by the same name: add them as a new player (refused while the name is taken)'
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand import" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l game -d 'Only matches of this game (its id or an alias)' -r -f -a "under10\t'Under the 10'
updown\t'10 op en neer'
pig10\t'Pig 10'
krumme10\t'Krumme10'
tenstuff\t'Tenstuff'"
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l player -d 'Only this player (with their rivals)' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l since -d 'Only matches started on this day (YYYY-MM-DD, local time) or later' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l vs -d 'Two players head to head: their matches together, who finished ahead how often, and each one\'s rivals' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l limit -d 'How many players to list, most wins first [default: 20]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l all -d 'Every player, however many'
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -f -a "list" -d 'Every player, by name: matches sat in and won, and when they last played'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -f -a "rename" -d 'Give a player another spelling, in every match (found by any case or accents)'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -f -a "merge" -d 'Make two names of one person one player: FROM\'s matches become INTO\'s'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and not __fish_seen_subcommand_from list rename merge help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from list" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from list" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from list" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from list" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from list" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from list" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from rename" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from rename" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from rename" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from rename" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from rename" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from rename" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from rename" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from merge" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from merge" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from merge" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from merge" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from merge" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from merge" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from merge" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from help" -f -a "list" -d 'Every player, by name: matches sat in and won, and when they last played'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from help" -f -a "rename" -d 'Give a player another spelling, in every match (found by any case or accents)'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from help" -f -a "merge" -d 'Make two names of one person one player: FROM\'s matches become INTO\'s'
complete -c tenscore -n "__fish_tenscore_using_subcommand player; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "under10" -d 'Under the 10: calls, combinations, strokes of luck'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "onderde10" -d 'Under the 10: calls, combinations, strokes of luck'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "under-the-10" -d 'Under the 10: calls, combinations, strokes of luck'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "updown" -d '10 op en neer: who takes a trick, following suit, which bids are allowed'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "10-op-en-neer" -d '10 op en neer: who takes a trick, following suit, which bids are allowed'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "oh-hell" -d '10 op en neer: who takes a trick, following suit, which bids are allowed'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "pig10" -d 'Pig 10: what a card makes of a pile, who takes it, a whole deal'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "pig-10" -d 'Pig 10: what a card makes of a pile, who takes it, a whole deal'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "krumme10" -d 'Krumme10: how a display ends, who scores and draws, what a card\'s back may show'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "krumme-10" -d 'Krumme10: how a display ends, who scores and draws, what a card\'s back may show'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "tenstuff" -d 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "ten-stuff" -d 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "history" -d 'Every stored round replayed through its game\'s rules: which no longer follow from them'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and not __fish_seen_subcommand_from under10 onderde10 under-the-10 updown 10-op-en-neer oh-hell pig10 pig-10 krumme10 krumme-10 tenstuff ten-stuff history help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -f -a "call" -d 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone\'s round score and why'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -f -a "combo" -d 'Whether these cards form a combination, which one, or why not'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -f -a "luck" -d 'Whether a drawn card is a stroke of luck'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under10" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -f -a "call" -d 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone\'s round score and why'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -f -a "combo" -d 'Whether these cards form a combination, which one, or why not'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -f -a "luck" -d 'Whether a drawn card is a stroke of luck'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from onderde10" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -f -a "call" -d 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone\'s round score and why'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -f -a "combo" -d 'Whether these cards form a combination, which one, or why not'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -f -a "luck" -d 'Whether a drawn card is a stroke of luck'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from under-the-10" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -f -a "trick" -d 'Who takes a trick, and why'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -f -a "follow" -d 'Whether a card may be played from a hand (follow suit when you can)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -f -a "hand" -d 'A whole hand, trick by trick: each trick\'s winner, the tricks taken, and any revoke'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -f -a "bids" -d 'Which bids the next bidder may make, given the bids so far'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from updown" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -f -a "trick" -d 'Who takes a trick, and why'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -f -a "follow" -d 'Whether a card may be played from a hand (follow suit when you can)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -f -a "hand" -d 'A whole hand, trick by trick: each trick\'s winner, the tricks taken, and any revoke'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -f -a "bids" -d 'Which bids the next bidder may make, given the bids so far'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from 10-op-en-neer" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -f -a "trick" -d 'Who takes a trick, and why'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -f -a "follow" -d 'Whether a card may be played from a hand (follow suit when you can)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -f -a "hand" -d 'A whole hand, trick by trick: each trick\'s winner, the tricks taken, and any revoke'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -f -a "bids" -d 'Which bids the next bidder may make, given the bids so far'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from oh-hell" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -f -a "play" -d 'Every value the pile may take after a card, the rule behind each and what it leads to'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -f -a "pile" -d 'Replay a pile play by play: its values, the choices each player had, and who takes it'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -f -a "deal" -d 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig10" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -f -a "play" -d 'Every value the pile may take after a card, the rule behind each and what it leads to'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -f -a "pile" -d 'Replay a pile play by play: its values, the choices each player had, and who takes it'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -f -a "deal" -d 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from pig-10" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -f -a "display" -d 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -f -a "back" -d 'What the back of a card may show: one more or one less (0 and 5 are neighbours)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme10" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -f -a "display" -d 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -f -a "back" -d 'What the back of a card may show: one more or one less (0 and 5 are neighbours)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from krumme-10" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "play" -d 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "slam" -d 'Which cards a slam may hand over to the slammed player'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "first" -d 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "skip" -d 'Skipping a player with a 10: which cards they may hand back, and who plays next'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "sixes" -d 'Three sixes (an official rule): which way play passes next, and whether the piles swap'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "shame" -d 'The Round of Shame (an official rule): what a player caught cheating draws'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "excommunication" -d 'Excommunication (an official rule): the last set before a reshuffle, and the turns after'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "unwin" -d 'A slam on the set a player went out with: whether they unwin, back into the deal'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from tenstuff" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "play" -d 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "slam" -d 'Which cards a slam may hand over to the slammed player'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "first" -d 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "skip" -d 'Skipping a player with a 10: which cards they may hand back, and who plays next'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "sixes" -d 'Three sixes (an official rule): which way play passes next, and whether the piles swap'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "shame" -d 'The Round of Shame (an official rule): what a player caught cheating draws'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "excommunication" -d 'Excommunication (an official rule): the last set before a reshuffle, and the turns after'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "unwin" -d 'A slam on the set a player went out with: whether they unwin, back into the deal'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from ten-stuff" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from history" -l match -d 'Only this match [default: every match, oldest first]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from history" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from history" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from history" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from history" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from history" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from history" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from history" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "under10" -d 'Under the 10: calls, combinations, strokes of luck'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "updown" -d '10 op en neer: who takes a trick, following suit, which bids are allowed'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "pig10" -d 'Pig 10: what a card makes of a pile, who takes it, a whole deal'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "krumme10" -d 'Krumme10: how a display ends, who scores and draws, what a card\'s back may show'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "tenstuff" -d 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "history" -d 'Every stored round replayed through its game\'s rules: which no longer follow from them'
complete -c tenscore -n "__fish_tenscore_using_subcommand check; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "new" -d 'Create an evening: the game, its players, the rounds planned, the size of a table'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "add" -d 'Add players between rounds: a late arrival is seated from the next round drawn'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "remove" -d 'Take players out: an early leave is not seated in later rounds'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "seat" -d 'Draw the next round\'s tables, create their matches and print the table cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "seating" -d 'The table cards of a round again (the last one drawn unless --round)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "standings" -d 'The evening\'s ranking: each player\'s share of the tables beaten, the last place'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "board" -d 'A full-screen view for the venue: the tables\' progress and the ranking (--follow redraws)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "report" -d 'Results to post: one self-contained HTML page, or CSV or JSON'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "list" -d 'The events, newest first'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and not __fish_seen_subcommand_from new add remove seat seating standings board report list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l game -d 'The game every table plays' -r -f -a "under10\t'Under the 10'
updown\t'10 op en neer'
pig10\t'Pig 10'
krumme10\t'Krumme10'
tenstuff\t'Tenstuff'"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l players -d 'The players, separated by commas (a new name is a new player)' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l players-file -d 'The players, one a line; blank lines and lines starting with # are skipped' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l rounds -d 'The rounds planned: 3 by default, a club evening\'s usual count' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l table-size -d 'The players a table aims for; as few tables one smaller as make the count work' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l series -d 'A series the evening counts in (made with `tenscore series new`)' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l ranking -d 'share: the sum of each table\'s share beaten; points: the game\'s own points (updown, pig10)' -r -f -a "share\t''
points\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l end -d 'How the match ends' -r -f -a "last-standing\t''
first-out\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l peak -d 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l bonus-cards -d 'Play with the bonus cards (trade-all, joker, trade-one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l hook -d 'The last bidder may not make the bids add up to the cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l no-trump -d '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l referee -d '`play` offers to referee each hand card by card before it asks the tricks'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l teams -d 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l long -d 'Reshuffle the discard pile once when the draw pile first runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l showdown -d 'Play out every card when the draw pile runs out'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l casual -d 'Without the official rules (excommunication, three sixes, cheating)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from new" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from add" -l event -d 'The event, when its name could be taken for a player\'s' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from add" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from add" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from add" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from add" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from add" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from add" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from remove" -l event -d 'The event, when its name could be taken for a player\'s' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from remove" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from remove" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from remove" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from remove" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from remove" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from remove" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l by-standing -d 'Seat players of similar standing so far together, where that repeats no pair'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l force -d 'Draw although tables of the previous round still play: their players wait this round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l redraw -d 'Draw the last drawn round again with a new seed, while none of its tables has started'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seat" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seating" -l round -d 'The round [default: the last one drawn]' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seating" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seating" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seating" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seating" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seating" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seating" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from seating" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from standings" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from standings" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from standings" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from standings" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from standings" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from standings" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from standings" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from board" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from board" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from board" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from board" -l follow -d 'Take the whole terminal and redraw whenever something shown changes, until q or Ctrl-C (needs a terminal)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from board" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from board" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from board" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from board" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -l html -d 'One self-contained page (ranking, every round\'s tables, the standing after each round)' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -l format -d 'The results as CSV or JSON, on standard output or into -o FILE' -r -f -a "csv\t''
json\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -s o -l output -d 'The file --format writes (standard output when left out)' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from report" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from list" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from list" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from list" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from list" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from list" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from list" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "new" -d 'Create an evening: the game, its players, the rounds planned, the size of a table'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "add" -d 'Add players between rounds: a late arrival is seated from the next round drawn'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "remove" -d 'Take players out: an early leave is not seated in later rounds'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "seat" -d 'Draw the next round\'s tables, create their matches and print the table cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "seating" -d 'The table cards of a round again (the last one drawn unless --round)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "standings" -d 'The evening\'s ranking: each player\'s share of the tables beaten, the last place'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "board" -d 'A full-screen view for the venue: the tables\' progress and the ranking (--follow redraws)'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "report" -d 'Results to post: one self-contained HTML page, or CSV or JSON'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "list" -d 'The events, newest first'
complete -c tenscore -n "__fish_tenscore_using_subcommand event; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -f -a "new" -d 'Start a series: each player\'s best K evenings count, among players with at least N'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -f -a "standings" -d 'The series\' ranking: the average of each player\'s best evenings'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and not __fish_seen_subcommand_from new standings help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -l best -d 'The evenings that count for each player: their best K' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -l min -d 'The evenings a player needs to be ranked (default: K)' -r
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from new" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from standings" -l html -d 'Also write the ranking as one self-contained HTML page' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from standings" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from standings" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from standings" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from standings" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from standings" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from standings" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from standings" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "new" -d 'Start a series: each player\'s best K evenings count, among players with at least N'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "standings" -d 'The series\' ranking: the average of each player\'s best evenings'
complete -c tenscore -n "__fish_tenscore_using_subcommand series; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand rules" -l db -d 'The database: a SQLite file, or a league\'s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]' -r -F
complete -c tenscore -n "__fish_tenscore_using_subcommand rules" -l color -d 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says' -r -f -a "auto\t''
always\t''
never\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand rules" -l lang -d 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English' -r -f -a "en\t''
nl\t''
de\t''"
complete -c tenscore -n "__fish_tenscore_using_subcommand rules" -l json -d 'Machine-readable JSON on standard output'
complete -c tenscore -n "__fish_tenscore_using_subcommand rules" -l no-color -d 'No colours (also when NO_COLOR is set)'
complete -c tenscore -n "__fish_tenscore_using_subcommand rules" -l plain -d 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round'
complete -c tenscore -n "__fish_tenscore_using_subcommand rules" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "new" -d 'Start a match (players in seating order, clockwise), or --rematch one that ended'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "play" -d 'Play interactively: prompts round by round, shows the table after each; resumable'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "bid" -d 'Open the next round with every player\'s bid (10 op en neer)'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "round" -d 'Record one round (deal) without prompts'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "undo" -d 'Withdraw the last round, or the open bids first (kept in the audit trail, see `show --all`)'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "edit" -d 'Replace a past round (the old one stays in the audit trail); later rounds are rescored'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "finish" -d 'End a match now: the current ranking decides, or --abandon for no winner'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "reopen" -d 'Put a match that `finish` ended, or abandoned, back in progress (not one its rules ended)'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "standings" -d 'The table: rank, player, score, state; who starts next'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "show" -d 'Round-by-round table with running totals and notes; --chart draws the totals'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "history" -d 'The matches played, newest first: when, which game, who played, who won'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "export" -d 'Write the scores out: lossless JSON Lines (for import elsewhere), or CSV for a spreadsheet'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "import" -d 'Merge a JSON export into this database by UUID: all or nothing, idempotent; --dry-run writes nothing'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "stats" -d 'A season per player: played, won, places, streaks, each game\'s own figures and ratings; --vs A B head to head'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "player" -d 'One identity per person: list the players, rename one, merge two names of one person'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "check" -d 'Referee a disputed situation, or replay every stored round (check history), without recording anything (exit 0 legal, 3 illegal, 2 unreadable)'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "event" -d 'Club nights: an evening of one game at several tables over several rounds; seat each round, rank the evening, show it at the venue, post the results'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "series" -d 'A season of evenings: each player\'s best evenings averaged'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "rules" -d 'The rules in our own words, with the house rulings marked'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and not __fish_seen_subcommand_from new play bid round undo edit finish reopen standings show history export import stats player check event series rules help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from new" -f -a "under10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from new" -f -a "updown" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from new" -f -a "pig10" -d 'Pig 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from new" -f -a "krumme10" -d 'Krumme10'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from new" -f -a "tenstuff" -d 'Tenstuff'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from play" -f -a "under10" -d 'Under the 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from play" -f -a "updown" -d '10 op en neer'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from play" -f -a "pig10" -d 'Pig 10'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from play" -f -a "krumme10" -d 'Krumme10'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from play" -f -a "tenstuff" -d 'Tenstuff'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from player" -f -a "list" -d 'Every player, by name: matches sat in and won, and when they last played'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from player" -f -a "rename" -d 'Give a player another spelling, in every match (found by any case or accents)'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from player" -f -a "merge" -d 'Make two names of one person one player: FROM\'s matches become INTO\'s'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "under10" -d 'Under the 10: calls, combinations, strokes of luck'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "updown" -d '10 op en neer: who takes a trick, following suit, which bids are allowed'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "pig10" -d 'Pig 10: what a card makes of a pile, who takes it, a whole deal'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "krumme10" -d 'Krumme10: how a display ends, who scores and draws, what a card\'s back may show'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "tenstuff" -d 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from check" -f -a "history" -d 'Every stored round replayed through its game\'s rules: which no longer follow from them'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "new" -d 'Create an evening: the game, its players, the rounds planned, the size of a table'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "add" -d 'Add players between rounds: a late arrival is seated from the next round drawn'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "remove" -d 'Take players out: an early leave is not seated in later rounds'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "seat" -d 'Draw the next round\'s tables, create their matches and print the table cards'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "seating" -d 'The table cards of a round again (the last one drawn unless --round)'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "standings" -d 'The evening\'s ranking: each player\'s share of the tables beaten, the last place'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "board" -d 'A full-screen view for the venue: the tables\' progress and the ranking (--follow redraws)'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "report" -d 'Results to post: one self-contained HTML page, or CSV or JSON'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "list" -d 'The events, newest first'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from series" -f -a "new" -d 'Start a series: each player\'s best K evenings count, among players with at least N'
complete -c tenscore -n "__fish_tenscore_using_subcommand help; and __fish_seen_subcommand_from series" -f -a "standings" -d 'The series\' ranking: the average of each player\'s best evenings'
