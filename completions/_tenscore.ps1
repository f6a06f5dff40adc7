
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'tenscore' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'tenscore'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'tenscore' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a match (players in seating order, clockwise), or --rematch one that ended')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Play interactively: prompts round by round, shows the table after each; resumable')
            [CompletionResult]::new('bid', 'bid', [CompletionResultType]::ParameterValue, 'Open the next round with every player''s bid (10 op en neer)')
            [CompletionResult]::new('round', 'round', [CompletionResultType]::ParameterValue, 'Record one round (deal) without prompts')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Withdraw the last round, or the open bids first (kept in the audit trail, see `show --all`)')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Replace a past round (the old one stays in the audit trail); later rounds are rescored')
            [CompletionResult]::new('finish', 'finish', [CompletionResultType]::ParameterValue, 'End a match now: the current ranking decides, or --abandon for no winner')
            [CompletionResult]::new('reopen', 'reopen', [CompletionResultType]::ParameterValue, 'Put a match that `finish` ended, or abandoned, back in progress (not one its rules ended)')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The table: rank, player, score, state; who starts next')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Round-by-round table with running totals and notes; --chart draws the totals')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'The matches played, newest first: when, which game, who played, who won')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the scores out: lossless JSON Lines (for import elsewhere), or CSV for a spreadsheet')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Merge a JSON export into this database by UUID: all or nothing, idempotent; --dry-run writes nothing')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'A season per player: played, won, places, streaks, each game''s own figures and ratings; --vs A B head to head')
            [CompletionResult]::new('player', 'player', [CompletionResultType]::ParameterValue, 'One identity per person: list the players, rename one, merge two names of one person')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Referee a disputed situation, or replay every stored round (check history), without recording anything (exit 0 legal, 3 illegal, 2 unreadable)')
            [CompletionResult]::new('event', 'event', [CompletionResultType]::ParameterValue, 'Club nights: an evening of one game at several tables over several rounds; seat each round, rank the evening, show it at the venue, post the results')
            [CompletionResult]::new('series', 'series', [CompletionResultType]::ParameterValue, 'A season of evenings: each player''s best evenings averaged')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'The rules in our own words, with the house rulings marked')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;new' {
            [CompletionResult]::new('--rematch', '--rematch', [CompletionResultType]::ParameterName, 'A new match with the same game, players, seats and options as a match that ended, instead of a game [default: the match that ended last]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('onderde10', 'onderde10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('under-the-10', 'under-the-10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('10-op-en-neer', '10-op-en-neer', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('oh-hell', 'oh-hell', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10')
            [CompletionResult]::new('pig-10', 'pig-10', [CompletionResultType]::ParameterValue, 'Pig 10')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10')
            [CompletionResult]::new('krumme-10', 'krumme-10', [CompletionResultType]::ParameterValue, 'Krumme10')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff')
            [CompletionResult]::new('ten-stuff', 'ten-stuff', [CompletionResultType]::ParameterValue, 'Tenstuff')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;new;under10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another')
            [CompletionResult]::new('--end', '--end', [CompletionResultType]::ParameterName, 'How the match ends')
            [CompletionResult]::new('--starter', '--starter', [CompletionResultType]::ParameterName, 'Who starts round 1 (the player left of the dealer) [default: the first player named]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--bonus-cards', '--bonus-cards', [CompletionResultType]::ParameterName, 'Play with the bonus cards (trade-all, joker, trade-one)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;onderde10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another')
            [CompletionResult]::new('--end', '--end', [CompletionResultType]::ParameterName, 'How the match ends')
            [CompletionResult]::new('--starter', '--starter', [CompletionResultType]::ParameterName, 'Who starts round 1 (the player left of the dealer) [default: the first player named]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--bonus-cards', '--bonus-cards', [CompletionResultType]::ParameterName, 'Play with the bonus cards (trade-all, joker, trade-one)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;under-the-10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another')
            [CompletionResult]::new('--end', '--end', [CompletionResultType]::ParameterName, 'How the match ends')
            [CompletionResult]::new('--starter', '--starter', [CompletionResultType]::ParameterName, 'Who starts round 1 (the player left of the dealer) [default: the first player named]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--bonus-cards', '--bonus-cards', [CompletionResultType]::ParameterName, 'Play with the bonus cards (trade-all, joker, trade-one)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;updown' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1')
            [CompletionResult]::new('--peak', '--peak', [CompletionResultType]::ParameterName, 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--no-trump', '--no-trump', [CompletionResultType]::ParameterName, '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)')
            [CompletionResult]::new('--referee', '--referee', [CompletionResultType]::ParameterName, '`play` offers to referee each hand card by card before it asks the tricks')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;10-op-en-neer' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1')
            [CompletionResult]::new('--peak', '--peak', [CompletionResultType]::ParameterName, 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--no-trump', '--no-trump', [CompletionResultType]::ParameterName, '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)')
            [CompletionResult]::new('--referee', '--referee', [CompletionResultType]::ParameterName, '`play` offers to referee each hand card by card before it asks the tricks')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;oh-hell' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1')
            [CompletionResult]::new('--peak', '--peak', [CompletionResultType]::ParameterName, 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--no-trump', '--no-trump', [CompletionResultType]::ParameterName, '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)')
            [CompletionResult]::new('--referee', '--referee', [CompletionResultType]::ParameterName, '`play` offers to referee each hand card by card before it asks the tricks')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;pig10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;pig-10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;krumme10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--teams', '--teams', [CompletionResultType]::ParameterName, 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)')
            [CompletionResult]::new('--long', '--long', [CompletionResultType]::ParameterName, 'Reshuffle the discard pile once when the draw pile first runs out')
            [CompletionResult]::new('--showdown', '--showdown', [CompletionResultType]::ParameterName, 'Play out every card when the draw pile runs out')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;krumme-10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--teams', '--teams', [CompletionResultType]::ParameterName, 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)')
            [CompletionResult]::new('--long', '--long', [CompletionResultType]::ParameterName, 'Reshuffle the discard pile once when the draw pile first runs out')
            [CompletionResult]::new('--showdown', '--showdown', [CompletionResultType]::ParameterName, 'Play out every card when the draw pile runs out')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;tenstuff' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules (excommunication, three sixes, cheating)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;ten-stuff' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules (excommunication, three sixes, cheating)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;new;help' {
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;new;help;under10' {
            break
        }
        'tenscore;new;help;updown' {
            break
        }
        'tenscore;new;help;pig10' {
            break
        }
        'tenscore;new;help;krumme10' {
            break
        }
        'tenscore;new;help;tenstuff' {
            break
        }
        'tenscore;new;help;help' {
            break
        }
        'tenscore;play' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise; the game is asked')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('onderde10', 'onderde10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('under-the-10', 'under-the-10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('10-op-en-neer', '10-op-en-neer', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('oh-hell', 'oh-hell', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10')
            [CompletionResult]::new('pig-10', 'pig-10', [CompletionResultType]::ParameterValue, 'Pig 10')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10')
            [CompletionResult]::new('krumme-10', 'krumme-10', [CompletionResultType]::ParameterValue, 'Krumme10')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff')
            [CompletionResult]::new('ten-stuff', 'ten-stuff', [CompletionResultType]::ParameterValue, 'Tenstuff')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;play;under10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another')
            [CompletionResult]::new('--end', '--end', [CompletionResultType]::ParameterName, 'How the match ends')
            [CompletionResult]::new('--starter', '--starter', [CompletionResultType]::ParameterName, 'Who starts round 1 (the player left of the dealer) [default: the first player named]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--bonus-cards', '--bonus-cards', [CompletionResultType]::ParameterName, 'Play with the bonus cards (trade-all, joker, trade-one)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;onderde10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another')
            [CompletionResult]::new('--end', '--end', [CompletionResultType]::ParameterName, 'How the match ends')
            [CompletionResult]::new('--starter', '--starter', [CompletionResultType]::ParameterName, 'Who starts round 1 (the player left of the dealer) [default: the first player named]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--bonus-cards', '--bonus-cards', [CompletionResultType]::ParameterName, 'Play with the bonus cards (trade-all, joker, trade-one)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;under-the-10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one starts round 1 unless --starter names another')
            [CompletionResult]::new('--end', '--end', [CompletionResultType]::ParameterName, 'How the match ends')
            [CompletionResult]::new('--starter', '--starter', [CompletionResultType]::ParameterName, 'Who starts round 1 (the player left of the dealer) [default: the first player named]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--bonus-cards', '--bonus-cards', [CompletionResultType]::ParameterName, 'Play with the bonus cards (trade-all, joker, trade-one)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;updown' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1')
            [CompletionResult]::new('--peak', '--peak', [CompletionResultType]::ParameterName, 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--no-trump', '--no-trump', [CompletionResultType]::ParameterName, '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)')
            [CompletionResult]::new('--referee', '--referee', [CompletionResultType]::ParameterName, '`play` offers to referee each hand card by card before it asks the tricks')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;10-op-en-neer' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1')
            [CompletionResult]::new('--peak', '--peak', [CompletionResultType]::ParameterName, 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--no-trump', '--no-trump', [CompletionResultType]::ParameterName, '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)')
            [CompletionResult]::new('--referee', '--referee', [CompletionResultType]::ParameterName, '`play` offers to referee each hand card by card before it asks the tricks')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;oh-hell' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the first one bids first and leads round 1')
            [CompletionResult]::new('--peak', '--peak', [CompletionResultType]::ParameterName, 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--no-trump', '--no-trump', [CompletionResultType]::ParameterName, '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)')
            [CompletionResult]::new('--referee', '--referee', [CompletionResultType]::ParameterName, '`play` offers to referee each hand card by card before it asks the tricks')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;pig10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;pig-10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; the quickest to count to ten begins a deal, whatever the seating')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;krumme10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--teams', '--teams', [CompletionResultType]::ParameterName, 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)')
            [CompletionResult]::new('--long', '--long', [CompletionResultType]::ParameterName, 'Reshuffle the discard pile once when the draw pile first runs out')
            [CompletionResult]::new('--showdown', '--showdown', [CompletionResultType]::ParameterName, 'Play out every card when the draw pile runs out')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;krumme-10' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; whoever last had an odd-numbered birthday starts game 1, whatever the seating')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--teams', '--teams', [CompletionResultType]::ParameterName, 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)')
            [CompletionResult]::new('--long', '--long', [CompletionResultType]::ParameterName, 'Reshuffle the discard pile once when the draw pile first runs out')
            [CompletionResult]::new('--showdown', '--showdown', [CompletionResultType]::ParameterName, 'Play out every card when the draw pile runs out')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;tenstuff' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules (excommunication, three sixes, cheating)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;ten-stuff' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'Players in seating order, clockwise, separated by commas; whoever holds the lowest card starts each deal')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules (excommunication, three sixes, cheating)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;play;help' {
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;play;help;under10' {
            break
        }
        'tenscore;play;help;updown' {
            break
        }
        'tenscore;play;help;pig10' {
            break
        }
        'tenscore;play;help;krumme10' {
            break
        }
        'tenscore;play;help;tenstuff' {
            break
        }
        'tenscore;play;help;help' {
            break
        }
        'tenscore;bid' {
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit turned up (C, D, H, S, or clubs, harten, ...), or none for a round without trumps (geen, kein, ...), kept for the record')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;round' {
            [CompletionResult]::new('--call', '--call', [CompletionResultType]::ParameterName, 'Under the 10: who called "Under the 10!"')
            [CompletionResult]::new('--luck', '--luck', [CompletionResultType]::ParameterName, 'Under the 10: who emptied their hand (stroke of luck)')
            [CompletionResult]::new('--order', '--order', [CompletionResultType]::ParameterName, 'Tenstuff: the finishing order, first out first (the last player may be left out)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;undo' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;edit' {
            [CompletionResult]::new('--call', '--call', [CompletionResultType]::ParameterName, 'Under the 10: who called "Under the 10!"')
            [CompletionResult]::new('--luck', '--luck', [CompletionResultType]::ParameterName, 'Under the 10: who emptied their hand (stroke of luck)')
            [CompletionResult]::new('--order', '--order', [CompletionResultType]::ParameterName, 'Tenstuff: the finishing order, first out first (the last player may be left out)')
            [CompletionResult]::new('--bids', '--bids', [CompletionResultType]::ParameterName, '10 op en neer: the round''s bids, corrected (NAME=N,...) [default: the bids as recorded]')
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit turned up (C, D, H, S, or clubs, harten, ...), or none for a round without trumps (geen, kein, ...), kept for the record')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why the round changed (kept in the audit trail) [default: "no reason given", in the language spoken]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;finish' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--abandon', '--abandon', [CompletionResultType]::ParameterName, 'Stop without a winner')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;reopen' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;standings' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;show' {
            [CompletionResult]::new('--svg', '--svg', [CompletionResultType]::ParameterName, 'Also write the chart as an SVG picture to FILE, in a folder that exists (implies --chart)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Also the withdrawn and replaced rounds (the audit trail)')
            [CompletionResult]::new('--chart', '--chart', [CompletionResultType]::ParameterName, 'Instead of the table, every player''s running total over the rounds as a chart: in colour one line per player, without colour one chart per player on the same scale; halvings and outs listed under it (--json: the chart''s data)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;history' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Only matches of this game (its id or an alias)')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Only matches this player sat in')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only matches started on this day (YYYY-MM-DD, local time) or later')
            [CompletionResult]::new('--until', '--until', [CompletionResultType]::ParameterName, 'Only matches started on this day (YYYY-MM-DD, local time) or earlier')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'How many of the newest matches to list [default: 20]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Every match, however many')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;export' {
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'The format written')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Only this match')
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Only matches of this game (its id or an alias)')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only matches started on this day (YYYY-MM-DD, local time) or later')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write to FILE (whole or not at all) instead of standard output; with --json, print what was written as JSON')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write to FILE (whole or not at all) instead of standard output; with --json, print what was written as JSON')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;import' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Check everything and print the summary, but write nothing')
            [CompletionResult]::new('--no-name-match', '--no-name-match', [CompletionResultType]::ParameterName, 'Never take a player of the file as the player known here by the same name: add them as a new player (refused while the name is taken)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;stats' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'Only matches of this game (its id or an alias)')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Only this player (with their rivals)')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only matches started on this day (YYYY-MM-DD, local time) or later')
            [CompletionResult]::new('--vs', '--vs', [CompletionResultType]::ParameterName, 'Two players head to head: their matches together, who finished ahead how often, and each one''s rivals')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'How many players to list, most wins first [default: 20]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Every player, however many')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;player' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every player, by name: matches sat in and won, and when they last played')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Give a player another spelling, in every match (found by any case or accents)')
            [CompletionResult]::new('merge', 'merge', [CompletionResultType]::ParameterValue, 'Make two names of one person one player: FROM''s matches become INTO''s')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;player;list' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;player;rename' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;player;merge' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;player;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every player, by name: matches sat in and won, and when they last played')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Give a player another spelling, in every match (found by any case or accents)')
            [CompletionResult]::new('merge', 'merge', [CompletionResultType]::ParameterValue, 'Make two names of one person one player: FROM''s matches become INTO''s')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;player;help;list' {
            break
        }
        'tenscore;player;help;rename' {
            break
        }
        'tenscore;player;help;merge' {
            break
        }
        'tenscore;player;help;help' {
            break
        }
        'tenscore;check' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10: calls, combinations, strokes of luck')
            [CompletionResult]::new('onderde10', 'onderde10', [CompletionResultType]::ParameterValue, 'Under the 10: calls, combinations, strokes of luck')
            [CompletionResult]::new('under-the-10', 'under-the-10', [CompletionResultType]::ParameterValue, 'Under the 10: calls, combinations, strokes of luck')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer: who takes a trick, following suit, which bids are allowed')
            [CompletionResult]::new('10-op-en-neer', '10-op-en-neer', [CompletionResultType]::ParameterValue, '10 op en neer: who takes a trick, following suit, which bids are allowed')
            [CompletionResult]::new('oh-hell', 'oh-hell', [CompletionResultType]::ParameterValue, '10 op en neer: who takes a trick, following suit, which bids are allowed')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10: what a card makes of a pile, who takes it, a whole deal')
            [CompletionResult]::new('pig-10', 'pig-10', [CompletionResultType]::ParameterValue, 'Pig 10: what a card makes of a pile, who takes it, a whole deal')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10: how a display ends, who scores and draws, what a card''s back may show')
            [CompletionResult]::new('krumme-10', 'krumme-10', [CompletionResultType]::ParameterValue, 'Krumme10: how a display ends, who scores and draws, what a card''s back may show')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules')
            [CompletionResult]::new('ten-stuff', 'ten-stuff', [CompletionResultType]::ParameterValue, 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Every stored round replayed through its game''s rules: which no longer follow from them')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;under10' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('call', 'call', [CompletionResultType]::ParameterValue, 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why')
            [CompletionResult]::new('combo', 'combo', [CompletionResultType]::ParameterValue, 'Whether these cards form a combination, which one, or why not')
            [CompletionResult]::new('luck', 'luck', [CompletionResultType]::ParameterValue, 'Whether a drawn card is a stroke of luck')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;onderde10' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('call', 'call', [CompletionResultType]::ParameterValue, 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why')
            [CompletionResult]::new('combo', 'combo', [CompletionResultType]::ParameterValue, 'Whether these cards form a combination, which one, or why not')
            [CompletionResult]::new('luck', 'luck', [CompletionResultType]::ParameterValue, 'Whether a drawn card is a stroke of luck')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;under-the-10' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('call', 'call', [CompletionResultType]::ParameterValue, 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why')
            [CompletionResult]::new('combo', 'combo', [CompletionResultType]::ParameterValue, 'Whether these cards form a combination, which one, or why not')
            [CompletionResult]::new('luck', 'luck', [CompletionResultType]::ParameterValue, 'Whether a drawn card is a stroke of luck')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;under10;call' {
            [CompletionResult]::new('--call', '--call', [CompletionResultType]::ParameterName, 'Who called "Under the 10!"')
            [CompletionResult]::new('--luck', '--luck', [CompletionResultType]::ParameterName, 'Who emptied their hand (stroke of luck)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;onderde10;call' {
            [CompletionResult]::new('--call', '--call', [CompletionResultType]::ParameterName, 'Who called "Under the 10!"')
            [CompletionResult]::new('--luck', '--luck', [CompletionResultType]::ParameterName, 'Who emptied their hand (stroke of luck)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;under-the-10;call' {
            [CompletionResult]::new('--call', '--call', [CompletionResultType]::ParameterName, 'Who called "Under the 10!"')
            [CompletionResult]::new('--luck', '--luck', [CompletionResultType]::ParameterName, 'Who emptied their hand (stroke of luck)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;under10;combo' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;onderde10;combo' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;under-the-10;combo' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;under10;luck' {
            [CompletionResult]::new('--played', '--played', [CompletionResultType]::ParameterName, 'The card or cards just laid')
            [CompletionResult]::new('--drawn', '--drawn', [CompletionResultType]::ParameterName, 'The card drawn')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Where it was drawn from')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;onderde10;luck' {
            [CompletionResult]::new('--played', '--played', [CompletionResultType]::ParameterName, 'The card or cards just laid')
            [CompletionResult]::new('--drawn', '--drawn', [CompletionResultType]::ParameterName, 'The card drawn')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Where it was drawn from')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;under-the-10;luck' {
            [CompletionResult]::new('--played', '--played', [CompletionResultType]::ParameterName, 'The card or cards just laid')
            [CompletionResult]::new('--drawn', '--drawn', [CompletionResultType]::ParameterName, 'The card drawn')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Where it was drawn from')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;under10;help' {
            [CompletionResult]::new('call', 'call', [CompletionResultType]::ParameterValue, 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why')
            [CompletionResult]::new('combo', 'combo', [CompletionResultType]::ParameterValue, 'Whether these cards form a combination, which one, or why not')
            [CompletionResult]::new('luck', 'luck', [CompletionResultType]::ParameterValue, 'Whether a drawn card is a stroke of luck')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;under10;help;call' {
            break
        }
        'tenscore;check;under10;help;combo' {
            break
        }
        'tenscore;check;under10;help;luck' {
            break
        }
        'tenscore;check;under10;help;help' {
            break
        }
        'tenscore;check;onderde10;help' {
            [CompletionResult]::new('call', 'call', [CompletionResultType]::ParameterValue, 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why')
            [CompletionResult]::new('combo', 'combo', [CompletionResultType]::ParameterValue, 'Whether these cards form a combination, which one, or why not')
            [CompletionResult]::new('luck', 'luck', [CompletionResultType]::ParameterValue, 'Whether a drawn card is a stroke of luck')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;onderde10;help;call' {
            break
        }
        'tenscore;check;onderde10;help;combo' {
            break
        }
        'tenscore;check;onderde10;help;luck' {
            break
        }
        'tenscore;check;onderde10;help;help' {
            break
        }
        'tenscore;check;under-the-10;help' {
            [CompletionResult]::new('call', 'call', [CompletionResultType]::ParameterValue, 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why')
            [CompletionResult]::new('combo', 'combo', [CompletionResultType]::ParameterValue, 'Whether these cards form a combination, which one, or why not')
            [CompletionResult]::new('luck', 'luck', [CompletionResultType]::ParameterValue, 'Whether a drawn card is a stroke of luck')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;under-the-10;help;call' {
            break
        }
        'tenscore;check;under-the-10;help;combo' {
            break
        }
        'tenscore;check;under-the-10;help;luck' {
            break
        }
        'tenscore;check;under-the-10;help;help' {
            break
        }
        'tenscore;check;updown' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who takes a trick, and why')
            [CompletionResult]::new('follow', 'follow', [CompletionResultType]::ParameterValue, 'Whether a card may be played from a hand (follow suit when you can)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke')
            [CompletionResult]::new('bids', 'bids', [CompletionResultType]::ParameterValue, 'Which bids the next bidder may make, given the bids so far')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;10-op-en-neer' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who takes a trick, and why')
            [CompletionResult]::new('follow', 'follow', [CompletionResultType]::ParameterValue, 'Whether a card may be played from a hand (follow suit when you can)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke')
            [CompletionResult]::new('bids', 'bids', [CompletionResultType]::ParameterValue, 'Which bids the next bidder may make, given the bids so far')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;oh-hell' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who takes a trick, and why')
            [CompletionResult]::new('follow', 'follow', [CompletionResultType]::ParameterValue, 'Whether a card may be played from a hand (follow suit when you can)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke')
            [CompletionResult]::new('bids', 'bids', [CompletionResultType]::ParameterValue, 'Which bids the next bidder may make, given the bids so far')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;updown;trick' {
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit of the round; none for a round without trumps (left out: judged as one)')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise, to name the winner')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'Who led the trick (with --players) [default: the first player]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;10-op-en-neer;trick' {
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit of the round; none for a round without trumps (left out: judged as one)')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise, to name the winner')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'Who led the trick (with --players) [default: the first player]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;oh-hell;trick' {
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit of the round; none for a round without trumps (left out: judged as one)')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise, to name the winner')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'Who led the trick (with --players) [default: the first player]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;updown;follow' {
            [CompletionResult]::new('--led', '--led', [CompletionResultType]::ParameterName, 'The suit that was led')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'Every card in the player''s hand, the played one included')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;10-op-en-neer;follow' {
            [CompletionResult]::new('--led', '--led', [CompletionResultType]::ParameterName, 'The suit that was led')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'Every card in the player''s hand, the played one included')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;oh-hell;follow' {
            [CompletionResult]::new('--led', '--led', [CompletionResultType]::ParameterName, 'The suit that was led')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'Every card in the player''s hand, the played one included')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;updown;hand' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default with --match: the match''s seating]')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'Who led the first trick [default with --match: the round''s first bidder, who leads]')
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit of the round; none for a round without trumps [default: the trump card''s suit, else the trump recorded with the round''s bids, else none]')
            [CompletionResult]::new('--trump-card', '--trump-card', [CompletionResultType]::ParameterName, 'The card turned up for trump: it names the trump suit and is in nobody''s hand')
            [CompletionResult]::new('--bids', '--bids', [CompletionResultType]::ParameterName, 'Each player''s bid, to score the round [default: the bids recorded with --match]')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Compare with this match''s round (with --round), or its open round')
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'The recorded round to compare with [default: the open round, bid but not yet recorded]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;10-op-en-neer;hand' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default with --match: the match''s seating]')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'Who led the first trick [default with --match: the round''s first bidder, who leads]')
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit of the round; none for a round without trumps [default: the trump card''s suit, else the trump recorded with the round''s bids, else none]')
            [CompletionResult]::new('--trump-card', '--trump-card', [CompletionResultType]::ParameterName, 'The card turned up for trump: it names the trump suit and is in nobody''s hand')
            [CompletionResult]::new('--bids', '--bids', [CompletionResultType]::ParameterName, 'Each player''s bid, to score the round [default: the bids recorded with --match]')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Compare with this match''s round (with --round), or its open round')
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'The recorded round to compare with [default: the open round, bid but not yet recorded]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;oh-hell;hand' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default with --match: the match''s seating]')
            [CompletionResult]::new('--leader', '--leader', [CompletionResultType]::ParameterName, 'Who led the first trick [default with --match: the round''s first bidder, who leads]')
            [CompletionResult]::new('--trump', '--trump', [CompletionResultType]::ParameterName, 'The trump suit of the round; none for a round without trumps [default: the trump card''s suit, else the trump recorded with the round''s bids, else none]')
            [CompletionResult]::new('--trump-card', '--trump-card', [CompletionResultType]::ParameterName, 'The card turned up for trump: it names the trump suit and is in nobody''s hand')
            [CompletionResult]::new('--bids', '--bids', [CompletionResultType]::ParameterName, 'Each player''s bid, to score the round [default: the bids recorded with --match]')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Compare with this match''s round (with --round), or its open round')
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'The recorded round to compare with [default: the open round, bid but not yet recorded]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;updown;bids' {
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards dealt to each player this round')
            [CompletionResult]::new('--seats', '--seats', [CompletionResultType]::ParameterName, 'How many players bid')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;10-op-en-neer;bids' {
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards dealt to each player this round')
            [CompletionResult]::new('--seats', '--seats', [CompletionResultType]::ParameterName, 'How many players bid')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;oh-hell;bids' {
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'Cards dealt to each player this round')
            [CompletionResult]::new('--seats', '--seats', [CompletionResultType]::ParameterName, 'How many players bid')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;updown;help' {
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who takes a trick, and why')
            [CompletionResult]::new('follow', 'follow', [CompletionResultType]::ParameterValue, 'Whether a card may be played from a hand (follow suit when you can)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke')
            [CompletionResult]::new('bids', 'bids', [CompletionResultType]::ParameterValue, 'Which bids the next bidder may make, given the bids so far')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;updown;help;trick' {
            break
        }
        'tenscore;check;updown;help;follow' {
            break
        }
        'tenscore;check;updown;help;hand' {
            break
        }
        'tenscore;check;updown;help;bids' {
            break
        }
        'tenscore;check;updown;help;help' {
            break
        }
        'tenscore;check;10-op-en-neer;help' {
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who takes a trick, and why')
            [CompletionResult]::new('follow', 'follow', [CompletionResultType]::ParameterValue, 'Whether a card may be played from a hand (follow suit when you can)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke')
            [CompletionResult]::new('bids', 'bids', [CompletionResultType]::ParameterValue, 'Which bids the next bidder may make, given the bids so far')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;10-op-en-neer;help;trick' {
            break
        }
        'tenscore;check;10-op-en-neer;help;follow' {
            break
        }
        'tenscore;check;10-op-en-neer;help;hand' {
            break
        }
        'tenscore;check;10-op-en-neer;help;bids' {
            break
        }
        'tenscore;check;10-op-en-neer;help;help' {
            break
        }
        'tenscore;check;oh-hell;help' {
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who takes a trick, and why')
            [CompletionResult]::new('follow', 'follow', [CompletionResultType]::ParameterValue, 'Whether a card may be played from a hand (follow suit when you can)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke')
            [CompletionResult]::new('bids', 'bids', [CompletionResultType]::ParameterValue, 'Which bids the next bidder may make, given the bids so far')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;oh-hell;help;trick' {
            break
        }
        'tenscore;check;oh-hell;help;follow' {
            break
        }
        'tenscore;check;oh-hell;help;hand' {
            break
        }
        'tenscore;check;oh-hell;help;bids' {
            break
        }
        'tenscore;check;oh-hell;help;help' {
            break
        }
        'tenscore;check;pig10' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Every value the pile may take after a card, the rule behind each and what it leads to')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'Replay a pile play by play: its values, the choices each player had, and who takes it')
            [CompletionResult]::new('deal', 'deal', [CompletionResultType]::ParameterValue, 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;pig-10' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Every value the pile may take after a card, the rule behind each and what it leads to')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'Replay a pile play by play: its values, the choices each player had, and who takes it')
            [CompletionResult]::new('deal', 'deal', [CompletionResultType]::ParameterValue, 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;pig10;play' {
            [CompletionResult]::new('--pile', '--pile', [CompletionResultType]::ParameterName, 'The pile value before the card [default: 0, an empty middle]')
            [CompletionResult]::new('--previous', '--previous', [CompletionResultType]::ParameterName, 'The card just before it in the pile')
            [CompletionResult]::new('--says', '--says', [CompletionResultType]::ParameterName, 'The pile value the player called; exit 3 when no legal choice gives it')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;pig-10;play' {
            [CompletionResult]::new('--pile', '--pile', [CompletionResultType]::ParameterName, 'The pile value before the card [default: 0, an empty middle]')
            [CompletionResult]::new('--previous', '--previous', [CompletionResultType]::ParameterName, 'The card just before it in the pile')
            [CompletionResult]::new('--says', '--says', [CompletionResultType]::ParameterName, 'The pile value the player called; exit 3 when no legal choice gives it')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;pig10;pile' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default: read from the plays, see below]')
            [CompletionResult]::new('--skip', '--skip', [CompletionResultType]::ParameterName, 'Players who have no cards left (their turn is skipped; with --players)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;pig-10;pile' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default: read from the plays, see below]')
            [CompletionResult]::new('--skip', '--skip', [CompletionResultType]::ParameterName, 'Players who have no cards left (their turn is skipped; with --players)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;pig10;deal' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default with --round: the match''s seating]')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'The cards the deal was played with; every player must then play their share')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'The match whose deal --round names [default: the most recent unfinished match]')
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'Compare with this recorded deal, counted from 1')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;pig-10;deal' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default with --round: the match''s seating]')
            [CompletionResult]::new('--cards', '--cards', [CompletionResultType]::ParameterName, 'The cards the deal was played with; every player must then play their share')
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'The match whose deal --round names [default: the most recent unfinished match]')
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'Compare with this recorded deal, counted from 1')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;pig10;help' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Every value the pile may take after a card, the rule behind each and what it leads to')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'Replay a pile play by play: its values, the choices each player had, and who takes it')
            [CompletionResult]::new('deal', 'deal', [CompletionResultType]::ParameterValue, 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;pig10;help;play' {
            break
        }
        'tenscore;check;pig10;help;pile' {
            break
        }
        'tenscore;check;pig10;help;deal' {
            break
        }
        'tenscore;check;pig10;help;help' {
            break
        }
        'tenscore;check;pig-10;help' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Every value the pile may take after a card, the rule behind each and what it leads to')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'Replay a pile play by play: its values, the choices each player had, and who takes it')
            [CompletionResult]::new('deal', 'deal', [CompletionResultType]::ParameterValue, 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;pig-10;help;play' {
            break
        }
        'tenscore;check;pig-10;help;pile' {
            break
        }
        'tenscore;check;pig-10;help;deal' {
            break
        }
        'tenscore;check;pig-10;help;help' {
            break
        }
        'tenscore;check;krumme10' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('display', 'display', [CompletionResultType]::ParameterValue, 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'What the back of a card may show: one more or one less (0 and 5 are neighbours)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;krumme-10' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('display', 'display', [CompletionResultType]::ParameterValue, 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'What the back of a card may show: one more or one less (0 and 5 are neighbours)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;krumme10;display' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default: read from the plays, see below]')
            [CompletionResult]::new('--empty', '--empty', [CompletionResultType]::ParameterName, 'Players who have no cards left (they cannot play, be stolen from or score foul points; their turn is skipped)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--teams', '--teams', [CompletionResultType]::ParameterName, 'Teams follow the seating: ABAB, ABCAB or ABABAB (4 to 6 players, with --players)')
            [CompletionResult]::new('--counterclockwise', '--counterclockwise', [CompletionResultType]::ParameterName, 'Play starts counterclockwise: a pink 4 in an earlier display reversed it')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;krumme-10;display' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise [default: read from the plays, see below]')
            [CompletionResult]::new('--empty', '--empty', [CompletionResultType]::ParameterName, 'Players who have no cards left (they cannot play, be stolen from or score foul points; their turn is skipped)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--teams', '--teams', [CompletionResultType]::ParameterName, 'Teams follow the seating: ABAB, ABCAB or ABABAB (4 to 6 players, with --players)')
            [CompletionResult]::new('--counterclockwise', '--counterclockwise', [CompletionResultType]::ParameterName, 'Play starts counterclockwise: a pink 4 in an earlier display reversed it')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;krumme10;back' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;krumme-10;back' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;krumme10;help' {
            [CompletionResult]::new('display', 'display', [CompletionResultType]::ParameterValue, 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'What the back of a card may show: one more or one less (0 and 5 are neighbours)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;krumme10;help;display' {
            break
        }
        'tenscore;check;krumme10;help;back' {
            break
        }
        'tenscore;check;krumme10;help;help' {
            break
        }
        'tenscore;check;krumme-10;help' {
            [CompletionResult]::new('display', 'display', [CompletionResultType]::ParameterValue, 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'What the back of a card may show: one more or one less (0 and 5 are neighbours)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;krumme-10;help;display' {
            break
        }
        'tenscore;check;krumme-10;help;back' {
            break
        }
        'tenscore;check;krumme-10;help;help' {
            break
        }
        'tenscore;check;tenstuff' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam')
            [CompletionResult]::new('slam', 'slam', [CompletionResultType]::ParameterValue, 'Which cards a slam may hand over to the slammed player')
            [CompletionResult]::new('first', 'first', [CompletionResultType]::ParameterValue, 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with')
            [CompletionResult]::new('skip', 'skip', [CompletionResultType]::ParameterValue, 'Skipping a player with a 10: which cards they may hand back, and who plays next')
            [CompletionResult]::new('sixes', 'sixes', [CompletionResultType]::ParameterValue, 'Three sixes (an official rule): which way play passes next, and whether the piles swap')
            [CompletionResult]::new('shame', 'shame', [CompletionResultType]::ParameterValue, 'The Round of Shame (an official rule): what a player caught cheating draws')
            [CompletionResult]::new('excommunication', 'excommunication', [CompletionResultType]::ParameterValue, 'Excommunication (an official rule): the last set before a reshuffle, and the turns after')
            [CompletionResult]::new('unwin', 'unwin', [CompletionResultType]::ParameterValue, 'A slam on the set a player went out with: whether they unwin, back into the deal')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;ten-stuff' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam')
            [CompletionResult]::new('slam', 'slam', [CompletionResultType]::ParameterValue, 'Which cards a slam may hand over to the slammed player')
            [CompletionResult]::new('first', 'first', [CompletionResultType]::ParameterValue, 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with')
            [CompletionResult]::new('skip', 'skip', [CompletionResultType]::ParameterValue, 'Skipping a player with a 10: which cards they may hand back, and who plays next')
            [CompletionResult]::new('sixes', 'sixes', [CompletionResultType]::ParameterValue, 'Three sixes (an official rule): which way play passes next, and whether the piles swap')
            [CompletionResult]::new('shame', 'shame', [CompletionResultType]::ParameterValue, 'The Round of Shame (an official rule): what a player caught cheating draws')
            [CompletionResult]::new('excommunication', 'excommunication', [CompletionResultType]::ParameterValue, 'Excommunication (an official rule): the last set before a reshuffle, and the turns after')
            [CompletionResult]::new('unwin', 'unwin', [CompletionResultType]::ParameterValue, 'A slam on the set a player went out with: whether they unwin, back into the deal')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;tenstuff;play' {
            [CompletionResult]::new('--on', '--on', [CompletionResultType]::ParameterName, 'The set below (the last set played) [default: an empty pile]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;ten-stuff;play' {
            [CompletionResult]::new('--on', '--on', [CompletionResultType]::ParameterName, 'The set below (the last set played) [default: an empty pile]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;tenstuff;slam' {
            [CompletionResult]::new('--on', '--on', [CompletionResultType]::ParameterName, 'The set slammed on')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'The slamming set: the same value, more cards')
            [CompletionResult]::new('--give', '--give', [CompletionResultType]::ParameterName, 'The cards the slamming player wants to give')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;ten-stuff;slam' {
            [CompletionResult]::new('--on', '--on', [CompletionResultType]::ParameterName, 'The set slammed on')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'The slamming set: the same value, more cards')
            [CompletionResult]::new('--give', '--give', [CompletionResultType]::ParameterName, 'The cards the slamming player wants to give')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;tenstuff;first' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--restart', '--restart', [CompletionResultType]::ParameterName, 'The restart after three sixes (an official rule), not the start of a deal')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules: --restart is refused, as three sixes are off')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;ten-stuff;first' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--restart', '--restart', [CompletionResultType]::ParameterName, 'The restart after three sixes (an official rule), not the start of a deal')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules: --restart is refused, as three sixes are off')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;tenstuff;skip' {
            [CompletionResult]::new('--ten', '--ten', [CompletionResultType]::ParameterName, 'The 10 handed to the skipped player')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The skipped player''s hand')
            [CompletionResult]::new('--give', '--give', [CompletionResultType]::ParameterName, 'The cards they want to hand back; exit 3 when any of them may not go')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise, to name who plays next (with --skipped)')
            [CompletionResult]::new('--skipped', '--skipped', [CompletionResultType]::ParameterName, 'The player skipped (with --players)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--counterclockwise', '--counterclockwise', [CompletionResultType]::ParameterName, 'Play passes to the right, as while three sixes are in force (with --players)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;ten-stuff;skip' {
            [CompletionResult]::new('--ten', '--ten', [CompletionResultType]::ParameterName, 'The 10 handed to the skipped player')
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The skipped player''s hand')
            [CompletionResult]::new('--give', '--give', [CompletionResultType]::ParameterName, 'The cards they want to hand back; exit 3 when any of them may not go')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise, to name who plays next (with --skipped)')
            [CompletionResult]::new('--skipped', '--skipped', [CompletionResultType]::ParameterName, 'The player skipped (with --players)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--counterclockwise', '--counterclockwise', [CompletionResultType]::ParameterName, 'Play passes to the right, as while three sixes are in force (with --players)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;tenstuff;sixes' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise')
            [CompletionResult]::new('--by', '--by', [CompletionResultType]::ParameterName, 'Who played the set')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--swapped', '--swapped', [CompletionResultType]::ParameterName, 'Three sixes are already in force: the piles swapped, play passing to the right')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules: refused, as three sixes are off')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;ten-stuff;sixes' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise')
            [CompletionResult]::new('--by', '--by', [CompletionResultType]::ParameterName, 'Who played the set')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--swapped', '--swapped', [CompletionResultType]::ParameterName, 'Three sixes are already in force: the piles swapped, play passing to the right')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules: refused, as three sixes are off')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;tenstuff;shame' {
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The cards in hand when caught: how many, or the cards themselves')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules: refused, as cheating is then not part of the game')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;ten-stuff;shame' {
            [CompletionResult]::new('--hand', '--hand', [CompletionResultType]::ParameterName, 'The cards in hand when caught: how many, or the cards themselves')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules: refused, as cheating is then not part of the game')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;tenstuff;excommunication' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise')
            [CompletionResult]::new('--by', '--by', [CompletionResultType]::ParameterName, 'Who played the last set before the reshuffle')
            [CompletionResult]::new('--onto', '--onto', [CompletionResultType]::ParameterName, 'Where that set went: on the old play pile, or on the bare table')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules: refused, as excommunication is off')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;ten-stuff;excommunication' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise')
            [CompletionResult]::new('--by', '--by', [CompletionResultType]::ParameterName, 'Who played the last set before the reshuffle')
            [CompletionResult]::new('--onto', '--onto', [CompletionResultType]::ParameterName, 'Where that set went: on the old play pile, or on the bare table')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules: refused, as excommunication is off')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;tenstuff;unwin' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'The players out so far, first out first')
            [CompletionResult]::new('--by', '--by', [CompletionResultType]::ParameterName, 'Who slams: a player still in')
            [CompletionResult]::new('--on', '--on', [CompletionResultType]::ParameterName, 'The set slammed on: the set the last player out went out with')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'The slamming set: the same value, more cards')
            [CompletionResult]::new('--give', '--give', [CompletionResultType]::ParameterName, 'The cards given to the slammed player [default: none, so they stay out]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;ten-stuff;unwin' {
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players in seating order, clockwise')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'The players out so far, first out first')
            [CompletionResult]::new('--by', '--by', [CompletionResultType]::ParameterName, 'Who slams: a player still in')
            [CompletionResult]::new('--on', '--on', [CompletionResultType]::ParameterName, 'The set slammed on: the set the last player out went out with')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'The slamming set: the same value, more cards')
            [CompletionResult]::new('--give', '--give', [CompletionResultType]::ParameterName, 'The cards given to the slammed player [default: none, so they stay out]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;tenstuff;help' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam')
            [CompletionResult]::new('slam', 'slam', [CompletionResultType]::ParameterValue, 'Which cards a slam may hand over to the slammed player')
            [CompletionResult]::new('first', 'first', [CompletionResultType]::ParameterValue, 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with')
            [CompletionResult]::new('skip', 'skip', [CompletionResultType]::ParameterValue, 'Skipping a player with a 10: which cards they may hand back, and who plays next')
            [CompletionResult]::new('sixes', 'sixes', [CompletionResultType]::ParameterValue, 'Three sixes (an official rule): which way play passes next, and whether the piles swap')
            [CompletionResult]::new('shame', 'shame', [CompletionResultType]::ParameterValue, 'The Round of Shame (an official rule): what a player caught cheating draws')
            [CompletionResult]::new('excommunication', 'excommunication', [CompletionResultType]::ParameterValue, 'Excommunication (an official rule): the last set before a reshuffle, and the turns after')
            [CompletionResult]::new('unwin', 'unwin', [CompletionResultType]::ParameterValue, 'A slam on the set a player went out with: whether they unwin, back into the deal')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;tenstuff;help;play' {
            break
        }
        'tenscore;check;tenstuff;help;slam' {
            break
        }
        'tenscore;check;tenstuff;help;first' {
            break
        }
        'tenscore;check;tenstuff;help;skip' {
            break
        }
        'tenscore;check;tenstuff;help;sixes' {
            break
        }
        'tenscore;check;tenstuff;help;shame' {
            break
        }
        'tenscore;check;tenstuff;help;excommunication' {
            break
        }
        'tenscore;check;tenstuff;help;unwin' {
            break
        }
        'tenscore;check;tenstuff;help;help' {
            break
        }
        'tenscore;check;ten-stuff;help' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam')
            [CompletionResult]::new('slam', 'slam', [CompletionResultType]::ParameterValue, 'Which cards a slam may hand over to the slammed player')
            [CompletionResult]::new('first', 'first', [CompletionResultType]::ParameterValue, 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with')
            [CompletionResult]::new('skip', 'skip', [CompletionResultType]::ParameterValue, 'Skipping a player with a 10: which cards they may hand back, and who plays next')
            [CompletionResult]::new('sixes', 'sixes', [CompletionResultType]::ParameterValue, 'Three sixes (an official rule): which way play passes next, and whether the piles swap')
            [CompletionResult]::new('shame', 'shame', [CompletionResultType]::ParameterValue, 'The Round of Shame (an official rule): what a player caught cheating draws')
            [CompletionResult]::new('excommunication', 'excommunication', [CompletionResultType]::ParameterValue, 'Excommunication (an official rule): the last set before a reshuffle, and the turns after')
            [CompletionResult]::new('unwin', 'unwin', [CompletionResultType]::ParameterValue, 'A slam on the set a player went out with: whether they unwin, back into the deal')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;ten-stuff;help;play' {
            break
        }
        'tenscore;check;ten-stuff;help;slam' {
            break
        }
        'tenscore;check;ten-stuff;help;first' {
            break
        }
        'tenscore;check;ten-stuff;help;skip' {
            break
        }
        'tenscore;check;ten-stuff;help;sixes' {
            break
        }
        'tenscore;check;ten-stuff;help;shame' {
            break
        }
        'tenscore;check;ten-stuff;help;excommunication' {
            break
        }
        'tenscore;check;ten-stuff;help;unwin' {
            break
        }
        'tenscore;check;ten-stuff;help;help' {
            break
        }
        'tenscore;check;history' {
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Only this match [default: every match, oldest first]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;check;help' {
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10: calls, combinations, strokes of luck')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer: who takes a trick, following suit, which bids are allowed')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10: what a card makes of a pile, who takes it, a whole deal')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10: how a display ends, who scores and draws, what a card''s back may show')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Every stored round replayed through its game''s rules: which no longer follow from them')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;check;help;under10' {
            [CompletionResult]::new('call', 'call', [CompletionResultType]::ParameterValue, 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why')
            [CompletionResult]::new('combo', 'combo', [CompletionResultType]::ParameterValue, 'Whether these cards form a combination, which one, or why not')
            [CompletionResult]::new('luck', 'luck', [CompletionResultType]::ParameterValue, 'Whether a drawn card is a stroke of luck')
            break
        }
        'tenscore;check;help;under10;call' {
            break
        }
        'tenscore;check;help;under10;combo' {
            break
        }
        'tenscore;check;help;under10;luck' {
            break
        }
        'tenscore;check;help;updown' {
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who takes a trick, and why')
            [CompletionResult]::new('follow', 'follow', [CompletionResultType]::ParameterValue, 'Whether a card may be played from a hand (follow suit when you can)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke')
            [CompletionResult]::new('bids', 'bids', [CompletionResultType]::ParameterValue, 'Which bids the next bidder may make, given the bids so far')
            break
        }
        'tenscore;check;help;updown;trick' {
            break
        }
        'tenscore;check;help;updown;follow' {
            break
        }
        'tenscore;check;help;updown;hand' {
            break
        }
        'tenscore;check;help;updown;bids' {
            break
        }
        'tenscore;check;help;pig10' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Every value the pile may take after a card, the rule behind each and what it leads to')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'Replay a pile play by play: its values, the choices each player had, and who takes it')
            [CompletionResult]::new('deal', 'deal', [CompletionResultType]::ParameterValue, 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected')
            break
        }
        'tenscore;check;help;pig10;play' {
            break
        }
        'tenscore;check;help;pig10;pile' {
            break
        }
        'tenscore;check;help;pig10;deal' {
            break
        }
        'tenscore;check;help;krumme10' {
            [CompletionResult]::new('display', 'display', [CompletionResultType]::ParameterValue, 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'What the back of a card may show: one more or one less (0 and 5 are neighbours)')
            break
        }
        'tenscore;check;help;krumme10;display' {
            break
        }
        'tenscore;check;help;krumme10;back' {
            break
        }
        'tenscore;check;help;tenstuff' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam')
            [CompletionResult]::new('slam', 'slam', [CompletionResultType]::ParameterValue, 'Which cards a slam may hand over to the slammed player')
            [CompletionResult]::new('first', 'first', [CompletionResultType]::ParameterValue, 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with')
            [CompletionResult]::new('skip', 'skip', [CompletionResultType]::ParameterValue, 'Skipping a player with a 10: which cards they may hand back, and who plays next')
            [CompletionResult]::new('sixes', 'sixes', [CompletionResultType]::ParameterValue, 'Three sixes (an official rule): which way play passes next, and whether the piles swap')
            [CompletionResult]::new('shame', 'shame', [CompletionResultType]::ParameterValue, 'The Round of Shame (an official rule): what a player caught cheating draws')
            [CompletionResult]::new('excommunication', 'excommunication', [CompletionResultType]::ParameterValue, 'Excommunication (an official rule): the last set before a reshuffle, and the turns after')
            [CompletionResult]::new('unwin', 'unwin', [CompletionResultType]::ParameterValue, 'A slam on the set a player went out with: whether they unwin, back into the deal')
            break
        }
        'tenscore;check;help;tenstuff;play' {
            break
        }
        'tenscore;check;help;tenstuff;slam' {
            break
        }
        'tenscore;check;help;tenstuff;first' {
            break
        }
        'tenscore;check;help;tenstuff;skip' {
            break
        }
        'tenscore;check;help;tenstuff;sixes' {
            break
        }
        'tenscore;check;help;tenstuff;shame' {
            break
        }
        'tenscore;check;help;tenstuff;excommunication' {
            break
        }
        'tenscore;check;help;tenstuff;unwin' {
            break
        }
        'tenscore;check;help;history' {
            break
        }
        'tenscore;check;help;help' {
            break
        }
        'tenscore;event' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Create an evening: the game, its players, the rounds planned, the size of a table')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add players between rounds: a late arrival is seated from the next round drawn')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Take players out: an early leave is not seated in later rounds')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Draw the next round''s tables, create their matches and print the table cards')
            [CompletionResult]::new('seating', 'seating', [CompletionResultType]::ParameterValue, 'The table cards of a round again (the last one drawn unless --round)')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The evening''s ranking: each player''s share of the tables beaten, the last place')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'A full-screen view for the venue: the tables'' progress and the ranking (--follow redraws)')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Results to post: one self-contained HTML page, or CSV or JSON')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The events, newest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;event;new' {
            [CompletionResult]::new('--game', '--game', [CompletionResultType]::ParameterName, 'The game every table plays')
            [CompletionResult]::new('--players', '--players', [CompletionResultType]::ParameterName, 'The players, separated by commas (a new name is a new player)')
            [CompletionResult]::new('--players-file', '--players-file', [CompletionResultType]::ParameterName, 'The players, one a line; blank lines and lines starting with # are skipped')
            [CompletionResult]::new('--rounds', '--rounds', [CompletionResultType]::ParameterName, 'The rounds planned: 3 by default, a club evening''s usual count')
            [CompletionResult]::new('--table-size', '--table-size', [CompletionResultType]::ParameterName, 'The players a table aims for; as few tables one smaller as make the count work')
            [CompletionResult]::new('--series', '--series', [CompletionResultType]::ParameterName, 'A series the evening counts in (made with `tenscore series new`)')
            [CompletionResult]::new('--ranking', '--ranking', [CompletionResultType]::ParameterName, 'share: the sum of each table''s share beaten; points: the game''s own points (updown, pig10)')
            [CompletionResult]::new('--end', '--end', [CompletionResultType]::ParameterName, 'How the match ends')
            [CompletionResult]::new('--peak', '--peak', [CompletionResultType]::ParameterName, 'The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players) [default: 10, or 51 / players when fewer]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--bonus-cards', '--bonus-cards', [CompletionResultType]::ParameterName, 'Play with the bonus cards (trade-all, joker, trade-one)')
            [CompletionResult]::new('--hook', '--hook', [CompletionResultType]::ParameterName, 'The last bidder may not make the bids add up to the cards')
            [CompletionResult]::new('--no-trump', '--no-trump', [CompletionResultType]::ParameterName, '`play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)')
            [CompletionResult]::new('--referee', '--referee', [CompletionResultType]::ParameterName, '`play` offers to referee each hand card by card before it asks the tricks')
            [CompletionResult]::new('--teams', '--teams', [CompletionResultType]::ParameterName, 'Play in teams following the seating (ABAB, ABCAB, ABABAB; 4 to 6 players)')
            [CompletionResult]::new('--long', '--long', [CompletionResultType]::ParameterName, 'Reshuffle the discard pile once when the draw pile first runs out')
            [CompletionResult]::new('--showdown', '--showdown', [CompletionResultType]::ParameterName, 'Play out every card when the draw pile runs out')
            [CompletionResult]::new('--casual', '--casual', [CompletionResultType]::ParameterName, 'Without the official rules (excommunication, three sixes, cheating)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;add' {
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'The event, when its name could be taken for a player''s')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;remove' {
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'The event, when its name could be taken for a player''s')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;seat' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--by-standing', '--by-standing', [CompletionResultType]::ParameterName, 'Seat players of similar standing so far together, where that repeats no pair')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Draw although tables of the previous round still play: their players wait this round')
            [CompletionResult]::new('--redraw', '--redraw', [CompletionResultType]::ParameterName, 'Draw the last drawn round again with a new seed, while none of its tables has started')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;seating' {
            [CompletionResult]::new('--round', '--round', [CompletionResultType]::ParameterName, 'The round [default: the last one drawn]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;standings' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;board' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Take the whole terminal and redraw whenever something shown changes, until q or Ctrl-C (needs a terminal)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;report' {
            [CompletionResult]::new('--html', '--html', [CompletionResultType]::ParameterName, 'One self-contained page (ranking, every round''s tables, the standing after each round)')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'The results as CSV or JSON, on standard output or into -o FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The file --format writes (standard output when left out)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'The file --format writes (standard output when left out)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;list' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;event;help' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Create an evening: the game, its players, the rounds planned, the size of a table')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add players between rounds: a late arrival is seated from the next round drawn')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Take players out: an early leave is not seated in later rounds')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Draw the next round''s tables, create their matches and print the table cards')
            [CompletionResult]::new('seating', 'seating', [CompletionResultType]::ParameterValue, 'The table cards of a round again (the last one drawn unless --round)')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The evening''s ranking: each player''s share of the tables beaten, the last place')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'A full-screen view for the venue: the tables'' progress and the ranking (--follow redraws)')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Results to post: one self-contained HTML page, or CSV or JSON')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The events, newest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;event;help;new' {
            break
        }
        'tenscore;event;help;add' {
            break
        }
        'tenscore;event;help;remove' {
            break
        }
        'tenscore;event;help;seat' {
            break
        }
        'tenscore;event;help;seating' {
            break
        }
        'tenscore;event;help;standings' {
            break
        }
        'tenscore;event;help;board' {
            break
        }
        'tenscore;event;help;report' {
            break
        }
        'tenscore;event;help;list' {
            break
        }
        'tenscore;event;help;help' {
            break
        }
        'tenscore;series' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a series: each player''s best K evenings count, among players with at least N')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The series'' ranking: the average of each player''s best evenings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;series;new' {
            [CompletionResult]::new('--best', '--best', [CompletionResultType]::ParameterName, 'The evenings that count for each player: their best K')
            [CompletionResult]::new('--min', '--min', [CompletionResultType]::ParameterName, 'The evenings a player needs to be ranked (default: K)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;series;standings' {
            [CompletionResult]::new('--html', '--html', [CompletionResultType]::ParameterName, 'Also write the ranking as one self-contained HTML page')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;series;help' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a series: each player''s best K evenings count, among players with at least N')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The series'' ranking: the average of each player''s best evenings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;series;help;new' {
            break
        }
        'tenscore;series;help;standings' {
            break
        }
        'tenscore;series;help;help' {
            break
        }
        'tenscore;rules' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The database: a SQLite file, or a league''s PostgreSQL server as postgres://USER@HOST[:PORT]/DBNAME [default: tenscore.db in the platform data directory]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colours in tables and help: auto (when standard output is a terminal and NO_COLOR is not set), always (even when NO_COLOR is set) or never; --no-color means never, whatever --color says')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language to speak: en, nl or de [default: TENSCORE_LANG, else the system locale, else English]; --help, man pages and completions stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Machine-readable JSON on standard output')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'No colours (also when NO_COLOR is set)')
            [CompletionResult]::new('--plain', '--plain', [CompletionResultType]::ParameterName, 'Plain text for a screen reader or a braille display (also when TENSCORE_PLAIN=1): tables without their frames, arrows and ticks in words, no colours, and show --chart as a table of the standing after each round')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'tenscore;help' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a match (players in seating order, clockwise), or --rematch one that ended')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Play interactively: prompts round by round, shows the table after each; resumable')
            [CompletionResult]::new('bid', 'bid', [CompletionResultType]::ParameterValue, 'Open the next round with every player''s bid (10 op en neer)')
            [CompletionResult]::new('round', 'round', [CompletionResultType]::ParameterValue, 'Record one round (deal) without prompts')
            [CompletionResult]::new('undo', 'undo', [CompletionResultType]::ParameterValue, 'Withdraw the last round, or the open bids first (kept in the audit trail, see `show --all`)')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Replace a past round (the old one stays in the audit trail); later rounds are rescored')
            [CompletionResult]::new('finish', 'finish', [CompletionResultType]::ParameterValue, 'End a match now: the current ranking decides, or --abandon for no winner')
            [CompletionResult]::new('reopen', 'reopen', [CompletionResultType]::ParameterValue, 'Put a match that `finish` ended, or abandoned, back in progress (not one its rules ended)')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The table: rank, player, score, state; who starts next')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Round-by-round table with running totals and notes; --chart draws the totals')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'The matches played, newest first: when, which game, who played, who won')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the scores out: lossless JSON Lines (for import elsewhere), or CSV for a spreadsheet')
            [CompletionResult]::new('import', 'import', [CompletionResultType]::ParameterValue, 'Merge a JSON export into this database by UUID: all or nothing, idempotent; --dry-run writes nothing')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'A season per player: played, won, places, streaks, each game''s own figures and ratings; --vs A B head to head')
            [CompletionResult]::new('player', 'player', [CompletionResultType]::ParameterValue, 'One identity per person: list the players, rename one, merge two names of one person')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Referee a disputed situation, or replay every stored round (check history), without recording anything (exit 0 legal, 3 illegal, 2 unreadable)')
            [CompletionResult]::new('event', 'event', [CompletionResultType]::ParameterValue, 'Club nights: an evening of one game at several tables over several rounds; seat each round, rank the evening, show it at the venue, post the results')
            [CompletionResult]::new('series', 'series', [CompletionResultType]::ParameterValue, 'A season of evenings: each player''s best evenings averaged')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'The rules in our own words, with the house rulings marked')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'tenscore;help;new' {
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff')
            break
        }
        'tenscore;help;new;under10' {
            break
        }
        'tenscore;help;new;updown' {
            break
        }
        'tenscore;help;new;pig10' {
            break
        }
        'tenscore;help;new;krumme10' {
            break
        }
        'tenscore;help;new;tenstuff' {
            break
        }
        'tenscore;help;play' {
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff')
            break
        }
        'tenscore;help;play;under10' {
            break
        }
        'tenscore;help;play;updown' {
            break
        }
        'tenscore;help;play;pig10' {
            break
        }
        'tenscore;help;play;krumme10' {
            break
        }
        'tenscore;help;play;tenstuff' {
            break
        }
        'tenscore;help;bid' {
            break
        }
        'tenscore;help;round' {
            break
        }
        'tenscore;help;undo' {
            break
        }
        'tenscore;help;edit' {
            break
        }
        'tenscore;help;finish' {
            break
        }
        'tenscore;help;reopen' {
            break
        }
        'tenscore;help;standings' {
            break
        }
        'tenscore;help;show' {
            break
        }
        'tenscore;help;history' {
            break
        }
        'tenscore;help;export' {
            break
        }
        'tenscore;help;import' {
            break
        }
        'tenscore;help;stats' {
            break
        }
        'tenscore;help;player' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every player, by name: matches sat in and won, and when they last played')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Give a player another spelling, in every match (found by any case or accents)')
            [CompletionResult]::new('merge', 'merge', [CompletionResultType]::ParameterValue, 'Make two names of one person one player: FROM''s matches become INTO''s')
            break
        }
        'tenscore;help;player;list' {
            break
        }
        'tenscore;help;player;rename' {
            break
        }
        'tenscore;help;player;merge' {
            break
        }
        'tenscore;help;check' {
            [CompletionResult]::new('under10', 'under10', [CompletionResultType]::ParameterValue, 'Under the 10: calls, combinations, strokes of luck')
            [CompletionResult]::new('updown', 'updown', [CompletionResultType]::ParameterValue, '10 op en neer: who takes a trick, following suit, which bids are allowed')
            [CompletionResult]::new('pig10', 'pig10', [CompletionResultType]::ParameterValue, 'Pig 10: what a card makes of a pile, who takes it, a whole deal')
            [CompletionResult]::new('krumme10', 'krumme10', [CompletionResultType]::ParameterValue, 'Krumme10: how a display ends, who scores and draws, what a card''s back may show')
            [CompletionResult]::new('tenstuff', 'tenstuff', [CompletionResultType]::ParameterValue, 'Tenstuff: sets, slam hand-overs, who starts, skips, unwinning and the official rules')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Every stored round replayed through its game''s rules: which no longer follow from them')
            break
        }
        'tenscore;help;check;under10' {
            [CompletionResult]::new('call', 'call', [CompletionResultType]::ParameterValue, 'Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck; everyone''s round score and why')
            [CompletionResult]::new('combo', 'combo', [CompletionResultType]::ParameterValue, 'Whether these cards form a combination, which one, or why not')
            [CompletionResult]::new('luck', 'luck', [CompletionResultType]::ParameterValue, 'Whether a drawn card is a stroke of luck')
            break
        }
        'tenscore;help;check;under10;call' {
            break
        }
        'tenscore;help;check;under10;combo' {
            break
        }
        'tenscore;help;check;under10;luck' {
            break
        }
        'tenscore;help;check;updown' {
            [CompletionResult]::new('trick', 'trick', [CompletionResultType]::ParameterValue, 'Who takes a trick, and why')
            [CompletionResult]::new('follow', 'follow', [CompletionResultType]::ParameterValue, 'Whether a card may be played from a hand (follow suit when you can)')
            [CompletionResult]::new('hand', 'hand', [CompletionResultType]::ParameterValue, 'A whole hand, trick by trick: each trick''s winner, the tricks taken, and any revoke')
            [CompletionResult]::new('bids', 'bids', [CompletionResultType]::ParameterValue, 'Which bids the next bidder may make, given the bids so far')
            break
        }
        'tenscore;help;check;updown;trick' {
            break
        }
        'tenscore;help;check;updown;follow' {
            break
        }
        'tenscore;help;check;updown;hand' {
            break
        }
        'tenscore;help;check;updown;bids' {
            break
        }
        'tenscore;help;check;pig10' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Every value the pile may take after a card, the rule behind each and what it leads to')
            [CompletionResult]::new('pile', 'pile', [CompletionResultType]::ParameterValue, 'Replay a pile play by play: its values, the choices each player had, and who takes it')
            [CompletionResult]::new('deal', 'deal', [CompletionResultType]::ParameterValue, 'Replay a whole deal pile after pile: who takes each pile and the cards each player collected')
            break
        }
        'tenscore;help;check;pig10;play' {
            break
        }
        'tenscore;help;check;pig10;pile' {
            break
        }
        'tenscore;help;check;pig10;deal' {
            break
        }
        'tenscore;help;check;krumme10' {
            [CompletionResult]::new('display', 'display', [CompletionResultType]::ParameterValue, 'Replay a display card by card: the total and target after each card, how it ends, who scores, who may score foul points, and who draws in which order')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'What the back of a card may show: one more or one less (0 and 5 are neighbours)')
            break
        }
        'tenscore;help;check;krumme10;display' {
            break
        }
        'tenscore;help;check;krumme10;back' {
            break
        }
        'tenscore;help;check;tenstuff' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Whether a set may go on the set below, and whether it is a match, an attempt or a slam')
            [CompletionResult]::new('slam', 'slam', [CompletionResultType]::ParameterValue, 'Which cards a slam may hand over to the slammed player')
            [CompletionResult]::new('first', 'first', [CompletionResultType]::ParameterValue, 'Who starts a deal (the lowest card), or the restart after three sixes, and the sets they may open with')
            [CompletionResult]::new('skip', 'skip', [CompletionResultType]::ParameterValue, 'Skipping a player with a 10: which cards they may hand back, and who plays next')
            [CompletionResult]::new('sixes', 'sixes', [CompletionResultType]::ParameterValue, 'Three sixes (an official rule): which way play passes next, and whether the piles swap')
            [CompletionResult]::new('shame', 'shame', [CompletionResultType]::ParameterValue, 'The Round of Shame (an official rule): what a player caught cheating draws')
            [CompletionResult]::new('excommunication', 'excommunication', [CompletionResultType]::ParameterValue, 'Excommunication (an official rule): the last set before a reshuffle, and the turns after')
            [CompletionResult]::new('unwin', 'unwin', [CompletionResultType]::ParameterValue, 'A slam on the set a player went out with: whether they unwin, back into the deal')
            break
        }
        'tenscore;help;check;tenstuff;play' {
            break
        }
        'tenscore;help;check;tenstuff;slam' {
            break
        }
        'tenscore;help;check;tenstuff;first' {
            break
        }
        'tenscore;help;check;tenstuff;skip' {
            break
        }
        'tenscore;help;check;tenstuff;sixes' {
            break
        }
        'tenscore;help;check;tenstuff;shame' {
            break
        }
        'tenscore;help;check;tenstuff;excommunication' {
            break
        }
        'tenscore;help;check;tenstuff;unwin' {
            break
        }
        'tenscore;help;check;history' {
            break
        }
        'tenscore;help;event' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Create an evening: the game, its players, the rounds planned, the size of a table')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add players between rounds: a late arrival is seated from the next round drawn')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Take players out: an early leave is not seated in later rounds')
            [CompletionResult]::new('seat', 'seat', [CompletionResultType]::ParameterValue, 'Draw the next round''s tables, create their matches and print the table cards')
            [CompletionResult]::new('seating', 'seating', [CompletionResultType]::ParameterValue, 'The table cards of a round again (the last one drawn unless --round)')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The evening''s ranking: each player''s share of the tables beaten, the last place')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'A full-screen view for the venue: the tables'' progress and the ranking (--follow redraws)')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Results to post: one self-contained HTML page, or CSV or JSON')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The events, newest first')
            break
        }
        'tenscore;help;event;new' {
            break
        }
        'tenscore;help;event;add' {
            break
        }
        'tenscore;help;event;remove' {
            break
        }
        'tenscore;help;event;seat' {
            break
        }
        'tenscore;help;event;seating' {
            break
        }
        'tenscore;help;event;standings' {
            break
        }
        'tenscore;help;event;board' {
            break
        }
        'tenscore;help;event;report' {
            break
        }
        'tenscore;help;event;list' {
            break
        }
        'tenscore;help;series' {
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Start a series: each player''s best K evenings count, among players with at least N')
            [CompletionResult]::new('standings', 'standings', [CompletionResultType]::ParameterValue, 'The series'' ranking: the average of each player''s best evenings')
            break
        }
        'tenscore;help;series;new' {
            break
        }
        'tenscore;help;series;standings' {
            break
        }
        'tenscore;help;rules' {
            break
        }
        'tenscore;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
