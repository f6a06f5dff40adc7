# Errors ("error: PROBLEM; HINT") and their hints. `$game` is a game's id: under10, updown,
# pig10, krumme10, tenstuff; `$status` is finished or abandoned.

# What starts the line on standard error.
error-label-error = error
error-label-warning = warning

error-output = the answer could not be written to standard output: { $reason }
error-saved = the change itself was saved
error-file-written = { $file } itself was written whole
error-question = the question could not be asked: { $reason }

error-no-game = no game was named
error-no-game-hint = start a match with `tenscore new GAME --players Ann,Bob,Cy` (games: { $games }), or play one that ended again with `tenscore new --rematch [MATCH]`
error-no-players = no players were named
error-no-players-hint = name them in seating order with --players Ann,Bob,Cy
error-not-match-id = '{ $word }' is not a match id
error-not-entry = '{ $word }' is not an entry
error-not-entry-hint = write NAME=VALUE for each player, e.g. Ann=7

error-no-unfinished = there is no unfinished match
error-no-unfinished-ended-hint = name a match by its id: { $id } is the one that ended last (`tenscore history` lists them), or start one with `tenscore new GAME --players Ann,Bob,Cy`
error-no-unfinished-hint = start one with `tenscore new GAME --players Ann,Bob,Cy`, or name a match by its id (`tenscore history` lists them)
error-no-match = there is no match { $id } in this database
error-no-match-hint = leave MATCH out for the most recent unfinished match, or check --db
error-match-not-a-number = '{ $text }' is not a match id: a match is named by its number, as `tenscore history` lists them
error-match-withdrawn = match { $id } is no longer here: its table was withdrawn when its club night's round was drawn again
error-match-withdrawn-hint = `tenscore event seating` shows the tables as drawn now

# "Round 3 of match 2 already has its bids".
error-opened-already = { $round } { $seq } of match { $id } already has its { $opening }
error-opened-already-hint = record its { $entry } with `tenscore round`, or withdraw the { $opening } with `tenscore undo { $id }`
error-match-ended = match { $id } is { $status ->
    [abandoned] abandoned
   *[finished] finished
  }; it takes no more { $game ->
    [pig10] deals
    [tenstuff] deals
    [krumme10] games
   *[other] rounds
  }
error-start-new = start a new match with `tenscore new`
# A match `finish` ended, or abandoned: `reopen` puts it back as it was.
error-start-new-or-reopen = start a new match with `tenscore{ $db } new`, or reopen this one with `tenscore{ $db } reopen { $id }`
# A match its rules ended: `undo` withdraws round `$seq`, the one that ended it.
error-start-new-or-undo = start a new match with `tenscore new`, or play on: `tenscore undo { $id }` withdraws { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq }, the one that ended it
error-abandoned-stays = match { $id } was abandoned; its { $game ->
    [pig10] deals
    [tenstuff] deals
    [krumme10] games
   *[other] rounds
  } stay as they were
error-nothing-to-undo = match { $id } has no { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } to undo
error-open-first = open a { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } first with `tenscore bid`
error-record-first = record a { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } first with `tenscore round`
error-ended-already = match { $id } is { $status ->
    [abandoned] abandoned
   *[finished] finished
  } already
error-see-it = see it with `tenscore show { $id }`
error-see-it-or-reopen = see it with `tenscore show { $id }`; to end it another way, reopen it first with `tenscore reopen { $id }`
error-nothing-to-rank = match { $id } has no { $game ->
    [pig10] deals
    [tenstuff] deals
    [krumme10] games
   *[other] rounds
  } yet, so there is nothing to rank
error-nothing-to-rank-hint = record one first, or stop it without a winner with `tenscore finish --abandon`

error-player-count = { $title } is played by { $low } to { $high } players, not { $count }
error-player-count-hint = name { $low } to { $high } players, separated by commas
error-same-name = two players are called '{ $name }'
error-same-name-spelt = '{ $first }' and '{ $second }' are the same name typed twice ({ $why ->
    [case] case does not tell players apart
    [encoding] they differ only in how a letter is encoded
    [apostrophe] they differ only in the kind of apostrophe, ’ or '
   *[other] case, how a letter is encoded and the kind of apostrophe do not tell players apart
  })
error-same-name-hint = give each player a different name, e.g. { $name } and { $name } B
error-merged-name-twice = '{ $merged }' was merged into { $player }, who is already at this table
error-merged-name-twice-evening = '{ $merged }' was merged into { $player }, who is already on this evening's list
error-merged-name-twice-hint = name { $player } once; if { $merged } is someone else, give them a name of their own, e.g. { $merged } B
# `$hidden` describes an invisible character.
error-look-alike = the names '{ $first }' and '{ $second }' differ only by invisible characters such as { $hidden }, so they look the same
error-new-name-empty = the new name is empty
error-new-name-empty-hint = write the spelling the player gets, e.g. `tenscore{ $db } player rename ann Ann`
error-name-taken = there is already a player called '{ $name }'
error-name-taken-merged = '{ $name }' was merged into { $player }, so it is { $player }'s name
error-name-taken-hint = choose another name; if they are one person, `tenscore{ $db } player merge { $old } { $new }`
error-name-taken-two-hint = choose another name: they both played in match { $id }, so they are two people, not one to merge; e.g. `tenscore{ $db } player rename { $old } NEW`
error-name-taken-two-event-hint = choose another name: they are both players of the club night { $event }, so they are two people, not one to merge; e.g. `tenscore{ $db } player rename { $old } NEW`
error-name-mixed-script = the name '{ $name }' mixes alphabets in one word: { $char } is a { $script ->
    [cyrillic] Cyrillic
    [greek] Greek
   *[latin] Latin
  } letter among { $among ->
    [cyrillic] Cyrillic
    [greek] Greek
   *[latin] Latin
  } ones, so the name can pass for another
error-name-mixed-script-hint = type every letter of a word in one alphabet (a player already known by such a name keeps it)
error-one-player = '{ $from }' and '{ $into }' are one player already
error-one-player-hint = name two different players: `tenscore{ $db } player merge FROM INTO`
error-two-people = '{ $from }' and '{ $into }' both played in match { $id }, so they are two people
error-two-people-hint = merge only two names of one person; to tell them apart, `tenscore{ $db } player rename { $from } NEW`
error-two-people-event = '{ $from }' and '{ $into }' are both players of the club night { $event }, so they are two people
error-unknown-player = no player named '{ $name }' has played in this database
error-unknown-player-hint = check the spelling; `tenscore{ $db } history` lists the matches and who played them

error-import-folder = { $file } is a folder, not an export file
error-import-folder-hint = nothing was imported; name a file written by `tenscore export` instead, e.g. { $example }
# A tenscore database (an SQLite file) named instead of an export. `$file` and `$export` are paths as words of a shell command;
# `$db`: " --db PATH" of the database imported into, when the command was given one, else empty.
error-import-database = { $file } is a database (an SQLite file), not an export
error-import-database-hint = nothing was imported; to pool its matches, export them first with `tenscore --db { $file } export -o { $export }`, then `tenscore{ $db } import { $export }`
error-import-unreadable = cannot read { $file }: { $reason }
error-import-unreadable-hint = nothing was imported; name a file written by `tenscore export`

# The database file. `$path` is a file or folder; `$reason` is the system's or SQLite's own
# words, which stay in English.
error-store-missing = no tenscore database at { $path }
error-store-missing-hint = start a match with `tenscore new GAME --players A,B,C`, or choose another file with --db PATH or TENSCORE_DB
error-import-dry-run-missing-hint = a dry run creates nothing: import without --dry-run makes the database and takes the file into it, or choose another with --db PATH or TENSCORE_DB
error-store-open = cannot open the database { $path }: { $reason }
error-store-open-hint = choose a writable path with --db PATH or TENSCORE_DB
error-store-not-ours = { $path } is not a tenscore database
error-store-not-ours-hint = it was left untouched; choose another file with --db PATH or TENSCORE_DB
# What --db names is not a file. `$file` is a file inside the folder.
error-store-a-folder = { $path } is a folder, not a database file
error-store-a-folder-hint = choose a file inside it, e.g. --db { $file }
error-store-not-a-file = { $path } is { $kind ->
    [fifo] a named pipe (FIFO)
    [socket] a socket
    [block-device] a block device
   *[character-device] a character device
  }, not a file
error-store-not-a-file-hint = nothing was opened; choose a database file with --db PATH or TENSCORE_DB
# A part of the path given with --db is a file where a folder should be: `$file` is that part.
error-store-file-in-the-way = { $file } is a file, not a folder, so { $path } cannot be in it
error-store-file-in-the-way-hint = nothing was opened; choose a database file in an existing folder with --db PATH or TENSCORE_DB
error-store-version-lost = { $path } is a tenscore database whose schema version was reset to 0, so this tenscore cannot tell which schema it has
error-store-version-lost-hint = it was left untouched; restore it from a backup, or choose another file with --db PATH or TENSCORE_DB
error-store-empty-path = the database path is empty
error-store-empty-path-hint = give a file with --db PATH, or unset TENSCORE_DB
# `$found` is the file's schema version, `$known` the newest this tenscore reads.
error-store-newer = { $path } was written by a newer tenscore (schema { $found }; this one knows up to { $known })
error-store-newer-hint = it was left untouched; use a newer tenscore, or another file with --db
error-store-read-only = { $path } is read-only
error-store-read-only-hint = choose a writable file with --db PATH or TENSCORE_DB
error-store-older-read-only = { $path } was written by an older tenscore and is read-only: this one upgrades a file once before reading it, which writes to it (and its folder)
error-store-older-read-only-hint = make the file and its folder writable for one command, or copy the file somewhere writable and use the copy with --db
error-store-disk-full = the disk holding { $path } is full
error-store-disk-full-hint = nothing was written; free some space on that disk and try again
error-store-locked = { $path } is locked by another program
error-store-locked-hint = close it and try again
error-store-io = an I/O error on { $path }: { $reason }
error-store-io-hint = nothing was written; check the disk, or copy the file elsewhere and use that copy with --db
error-store-permission = permission denied: { $path }
error-store-permission-hint = give yourself access to it, or choose another file with --db PATH or TENSCORE_DB
error-store-replaced = the database { $path } was replaced or removed while tenscore had it open; nothing was written
error-store-replaced-hint = start tenscore again to use the file now at { $path }
error-store-folder = cannot create the folder { $path }: { $reason }
error-store-no-data-dir = no folder for application data was found on this system
error-store-no-data-dir-hint = choose a file with --db PATH or TENSCORE_DB
error-store-database = database error: { $reason }
# A write lock held past the wait: by another tenscore, or any other program (a backup, a
# database browser); tenscore cannot tell which.
error-store-busy = the database is locked by another program (another tenscore, a backup or a database browser), so nothing was written
error-store-busy-hint = try again once it is done
error-store-migration = database migration failed: { $reason }
error-store-migration-hint = the file was left untouched; the tenscore that wrote it still reads it
error-store-damaged = stored data is damaged: { $reason }
error-store-damaged-hint = nothing was written; put back a copy of the file from before it was damaged, or keep on in a new file (--db) and bring an earlier export into it with `tenscore import`
error-store-series-taken = there is already a series named { $name }
error-store-series-taken-hint = give the new series another name, or add the evening to { $name } with --series
# Within error-store-damaged.
error-store-corrupt = { $path } is corrupt ({ $reason })
# Within error-store-open: why the file cannot be made.
error-store-no-folder = there is no folder { $folder }

# reopen and new --rematch.
error-reopen-which-hint = `tenscore{ $db } history` lists the matches and their ids
error-reopen-in-progress = match { $id } is in progress, so there is nothing to reopen
error-reopen-in-progress-hint = record its next { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } with `tenscore round { $id } ...`
error-reopen-won = match { $id } was won under its rules (its last { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } ended it), not ended by `tenscore finish`
error-reopen-won-hint = to play on, `tenscore{ $db } undo { $id }` withdraws { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq }, the one that ended it
error-rematch-none = no match has ended yet, so there is none to play again
error-rematch-none-hint = start one with `tenscore{ $db } new GAME --players Ann,Bob,Cy`
error-rematch-which-hint = leave MATCH out for the match that ended last (`tenscore{ $db } history` lists them)
error-rematch-in-progress = match { $id } is still in progress; a rematch repeats a match that ended
error-rematch-in-progress-hint = finish it first with `tenscore{ $db } finish { $id }`, or name one that ended (`tenscore{ $db } history` lists them)
error-new-unread = the new match could not be read back

# edit. `$seq` is the round edited, `$last` the round the match would end after.
error-edit-open-round = { $round } { $seq } of match { $id } has only its { $opening } so far: there is nothing played to edit
error-edit-open-round-hint = record it with `tenscore{ $db } round { $id } ...`, or withdraw the { $opening } with `tenscore{ $db } undo { $id }`
error-edit-no-round = match { $id } has no { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq }
error-edit-no-round-hint = its { $game ->
    [pig10] deals
    [tenstuff] deals
    [krumme10] games
   *[other] rounds
  } are numbered 1 to { $rounds } (see `tenscore show { $id }`)
# `check ... --match M --round R`: the match is of another game; $game and $wanted are game titles.
# $game_id picks the article: "an Under the 10 match", "a Pig 10 match".
error-check-other-game = match { $id } is { $game_id ->
    [under10] an
   *[other] a
  } { $game } match, not { $wanted }
error-check-other-game-hint = give --match the number of a match of this game (see `tenscore{ $db } history`)
# $players: the match's seating, "Ann, Bob, Cy".
error-check-other-players = match { $id } seats other players: { $players }
error-check-other-players-hint = give --players exactly the players of match { $id }, or another --match
error-check-other-seating = match { $id } seats its players in the order { $seated }, not { $players }
error-check-other-seating-hint = leave out --players to take the match's seating
# $game: the game's id, for its word for a round.
error-check-no-round = match { $id } has no recorded { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq }
error-check-no-round-hint = { $rounds ->
    [0] it has none recorded yet (see `tenscore show { $id }`)
    [one] only number 1 is recorded (see `tenscore show { $id }`)
   *[other] they are numbered 1 to { $rounds } (see `tenscore show { $id }`)
  }
error-edit-ends-earlier = with this change the match ends after round { $last }, but round { $seq } was played
error-edit-ends-earlier-hint = undo the later rounds first (`tenscore{ $db } undo { $id }`, once for each), then make this edit
# `$problem` is the rule the later round `$later` breaks now.
error-edit-no-longer-fits = with this change round { $seq } no longer fits: { $problem }
error-edit-no-longer-fits-hint = undo the rounds after round { $seq } (`tenscore{ $db } undo { $id }`, once for each), make this edit, then record them again

# A round (or bids) without MATCH that fits another unfinished match: `$command` is round or
# bid; `$other` and `$picked` are error-elsewhere-match; `$problem` why the picked one refused.
error-elsewhere = { $command ->
    [bid] these { $opening } fit
   *[other] this { $game ->
        [pig10] deal
        [tenstuff] deal
        [krumme10] game
       *[other] round
      } fits
  } { $other }, not { $picked }, the most recent unfinished match ({ $problem })
error-elsewhere-match = match { $id } ({ $title }: { $players })
# `$words` is the start of what was typed: Ann=5 ...
error-elsewhere-hint = name the match: `tenscore{ $db } { $command } { $id } { $words }`
error-not-seated-here = { $picked }, the most recent unfinished match, does not seat { $names }
error-not-seated-here-hint = name their match: `tenscore{ $db } { $command } MATCH { $words }`; `tenscore{ $db } history --player { $first }` lists their matches

error-export-which-hint = leave --match out to export every match; `tenscore{ $db } history --all` lists them
error-check-which-hint = leave --match out to check every match, or check --db
# `$until` and `$since` are days, YYYY-MM-DD.
error-until-before-since = --until { $until } is before --since { $since }
error-until-before-since-hint = give the first day with --since and the last day with --until
error-vs-one-player = '{ $name }' is one player; --vs compares two
error-vs-one-player-hint = name two different players: --vs Ann Bob

# A file that cannot be written: `$what` is cmd-export-what or error-write-chart.
error-json = the answer could not be written as JSON: { $reason }
error-list-spool = the list could not be laid out in a temporary file in { $folder }: { $reason }
error-list-spool-hint = make room there, or name another folder with TMPDIR
error-write-chart = the chart
error-write-no-folder = cannot write { $what } to { $path }: there is no folder { $folder }
error-write-no-folder-hint = choose an existing folder
# `$file` is the part of `$path` that is a file where a folder should be.
error-write-file-in-the-way = cannot write { $what } to { $path }: { $file } is a file, not a folder
error-write-file-in-the-way-hint = nothing was written; choose a path in an existing folder
error-write-denied = cannot write { $what } to { $path }: permission denied
error-write-denied-hint = choose a folder you may write to
error-write-folder = cannot write { $what } to { $path }: it is a folder
error-write-folder-hint = name a file in it, e.g. { $example }
error-write-database = { $path } is a SQLite database (or the log beside one), not a file for { $what }: writing there would destroy it
error-write-database-hint = choose another file name, e.g. { $example }
error-write-other = cannot write { $what } to { $path }: { $reason }
error-write-other-hint = nothing was written

# The command line, where clap leaves the words to tenscore. `$problem` is game-unknown.
error-knows = { $problem }; tenscore knows { $games }
error-see-help = see `tenscore { $command } --help`
error-rematch-game = a rematch takes its game from the match it repeats: name a match that ended, or leave MATCH out for the last one
# `$example` is empty or a space and the option.
error-flag-after-game = { $flag } goes after a game: `tenscore new GAME --players Ann,Bob,Cy{ $example }`
error-flag-after-game-hint = a rematch (--rematch) takes its players and options from the match it repeats
error-rematch-with-game = --rematch does not go with a game ({ $game })
error-rematch-with-game-hint = a rematch takes its game, players and options from the match it repeats: `tenscore new --rematch [MATCH]`
error-not-a-date = { $flag } '{ $text }' is not a date
error-not-a-date-hint = write a day as YYYY-MM-DD, e.g. 2026-11-23
# `$year` is a year as typed; `$days` the days of that month; `$last` its last day, YYYY-MM-DD.
error-no-such-day = { $flag } '{ $text }' is not a day of the calendar: that month of { $year } has { $days } days
error-no-such-day-hint = write a day that exists, e.g. { $last }, the last of that month
error-no-such-day-first-hint = write a day that exists, e.g. { $first }, the first of that month
# Within error-store-damaged. `$status`, `$ending`, `$key` are stored words, as they are.
error-store-unknown-status = unknown match status '{ $status }'
error-store-unknown-ending = unknown match ending '{ $ending }'
error-store-no-seat = a score in match { $id } has no seat
error-store-unknown-figure = unknown match figure '{ $key }'
error-store-note-kind = a score note without its kind: { $note }
error-store-in-match = match { $id }: { $problem }

# import. `$file` is the file as named; `$uuid` a match's UUID; `$problem` is one of the
# error-import-* sentences that start lowercase.
error-import-stopped = { $file } stopped being read before its end
error-import-again = the import of { $file } was broken off before it was saved (the connection to the league server broke, or another table wrote at the same moment), and the file is read only once; nothing was written
error-import-again-hint = import the file again
error-import-empty = { $file } is empty
error-import-empty-hint = nothing was imported; import a file made with `tenscore export`
error-import-cut-short = { $file } ends before its end record: it was cut short
error-import-cut-short-hint = nothing was imported; export it again, and copy the whole file
error-import-line = line { $number } of { $file } cannot be imported: { $problem }
error-moved-meanwhile = match { $id } was changed at another terminal while this was typed: it now has { $counted }{ $open ->
    [1] {" "}and { $opening } open
   *[other] {""}
  }{ $same ->
    [1] {" "}(as many as before, but recorded otherwise)
   *[other] {""}
  }
error-moved-meanwhile-hint = nothing was written here; ask again from where it stands now
error-import-whole-hint = nothing was imported; import a file written by `tenscore export` (JSON), whole
error-import-not-utf8 = it is not UTF-8 text
error-import-too-long = it is longer than { $most }, more than any record of an export holds
error-import-time = its { $field } '{ $text }' is not a time in RFC 3339 (such as 2026-01-02T03:04:05Z)
error-import-text-long = its { $field } has { $length } characters; at most { $most } are taken
# `$code` is a character's code point, U+0000.
error-import-text-control = its { $field } holds a control character ({ $code }), which no text of tenscore's holds
error-import-text-unshown = its { $field } holds a character that does not show as it is ({ $code }): a direction, line or invisible character
error-import-options = its options do not fit { $title } ({ $problem })
# A key of a match's or event's options in an import that the game has no option for.
error-import-options-key = its options hold a key { $title } does not know ('{ $key }'), as no option of `tenscore new` writes
error-import-seats = { $title } is played by { $least } to { $most } players, and it seats { $count }
error-import-options-table = its options ({ $options }) do not fit a table of { $count }, as `tenscore new` would say
error-import-rules-no-rounds = it says the rules ended it, but it has no rounds
error-import-unreadable-round = its round { $seq } cannot be read as a round of { $title } ({ $problem })
error-import-after-end = there is more after the end record
# `$reason` is the JSON reader's own words.
error-import-not-a-record = it is not a record of a tenscore export ({ $reason })
error-import-csv = it looks like a CSV export (for spreadsheets), not the JSON export `tenscore export -o FILE` writes
error-import-merged-there = { $file } has { $other } merged into { $name }, but here they are two players
error-import-merged-there-hint = nothing was imported; merge them here too with `tenscore{ $db } player merge { $other } { $name }`, then import again
error-import-no-header = it does not start with the header of a tenscore export
error-import-second-header = a second header
error-import-late-player = a player record after the matches began
# `$round` is a round's UUID, `$match_uuid` its match's.
error-import-round-astray = round { $round } does not follow the record of its match { $match_uuid }
error-import-counts = its end record counts { $players ->
    [one] 1 player
   *[other] { $players } players
  }, { $matches ->
    [one] 1 match
   *[other] { $matches } matches
  } and { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
  }, but the file holds { $players_held }, { $matches_held } and { $rounds_held }
error-import-format = its format is '{ $format }', not '{ $expected }'
error-import-newer = { $file } was exported by a newer tenscore (schema { $schema }; this one reads up to schema { $known })
# `$version` is the version of tenscore that exported the file.
error-import-newer-hint = nothing was imported; import it with a tenscore that reads schema { $schema } (the file was written by tenscore { $version })
error-import-player = player { $uuid }: { $problem }
# A name of a player new here that mixes alphabets (error-name-mixed-script says which).
error-import-name-mixed-hint = nothing was imported; at the table that wrote the file, rename the player with every letter of a word in one alphabet (`tenscore player rename OLD NEW`) and export again
# `$local` is the player of this database with the same name.
error-import-name-taken = player '{ $name }' of { $file } is not known here by UUID, and this database has another player called '{ $local }'; with --no-name-match they cannot both be kept
error-import-name-taken-hint = nothing was imported; rename the player here first with `tenscore{ $db } player rename { $local } NEW`, or import without --no-name-match to take them as one
error-import-rename-taken = { $file } renames '{ $here }' to '{ $there }', later than this database named them, but another player here is called '{ $other }'
error-import-rename-taken-hint = nothing was imported; two players cannot share a name: rename the other player here first with `tenscore{ $db } player rename { $other } NEW` (or merge the two with `tenscore{ $db } player merge` when they are one person), then import again
# `$game` is the game as the file names it.
error-import-unknown-game = match { $uuid } of { $file } is a game this tenscore does not know ({ $game })
error-import-unknown-game-hint = nothing was imported; import it with the tenscore that exported it, or a newer one
error-import-match = match { $uuid }: { $problem }
error-import-round-records = it counts { $counted } round records, but { $held } follow it
error-import-unseated = it seats { $uuid }, who has no player record before it
error-import-one-player = match { $uuid } of { $file } seats two players who are one player in this database
error-import-one-player-hint = nothing was imported; import with --no-name-match, or rename one of them first with `tenscore{ $db } player rename`
error-import-uuid-taken = match { $uuid } of { $file } ({ $title }) has the UUID of another match here ({ $label })
error-import-uuid-taken-hint = nothing was imported; one UUID cannot name two matches: import into another database
error-import-rounds = it counts { $counted ->
    [one] 1 round
   *[other] { $counted } rounds
  }, but its round records hold { $held }
# `$status` and `$ending` are the file's words: finished, abandoned; rules, finish, abandoned.
error-import-no-end = it is { $status } but does not say how or when it ended
error-import-end-differs = it is { $status } but ended_by says { $ending }
error-import-kept-end = it is { $status } but has kept_finished_at, which only a match in progress again has
error-import-round = round { $seq } of match { $uuid } in { $file } cannot be imported: { $problem }
error-import-not-uuid = '{ $text }' is not a UUID
error-import-round-zero = rounds are numbered from 1
error-import-scores = its scores are not one per seat, in seating order
# Another table played this match on differently.
error-import-conflict = { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq } of { $label } (UUID { $uuid }) cannot be imported: { $problem }
error-import-conflict-hint = nothing was imported; the two tables played on differently: import the file into another database, or have the other table undo its rounds from there on and export again
error-import-conflict-undo-hint = nothing was imported; the two tables played on differently: to take the file's rounds, withdraw this table's from { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq } on with `tenscore undo { $id }` ({ $count ->
    [one] once
   *[other] { $count } times
  }) and import again; or import the file into another database
error-import-withdrawn-there = withdrawn in the file (undone or corrected at the other table), but still counted here
error-import-withdrawn-here = withdrawn here (undone or corrected), but still counted in the file
error-import-withdrawn-here-hint = nothing was imported; the other table has to withdraw it too (`tenscore undo` there) and export again, or import the file into another database
error-import-round-elsewhere = its UUID { $uuid } is a round of another match here (match { $id })
error-import-round-moved = its UUID { $uuid } is { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq } here
error-import-replaces = it replaces { $replaced }, which is not a round at its position
error-import-round-differs = this database holds its UUID { $uuid } with another entry (here: { $here }; in the file: { $there })
error-import-round-differs-opening = this database holds its UUID { $uuid } with other { $opening }
error-import-round-differs-hint = nothing was imported; one UUID cannot name two different rounds: export the file again at the table that recorded it (a file changed by hand does not import), or import it into another database
# A match of the file found here by its UUID, made with other options. `$label` is the match
# here (cmd-match-label); `$here` and `$there` its options here and in the file.
error-import-match-differs = { $label } (UUID { $uuid }) in { $file } cannot be imported: this database holds it with other options (here: { $here }; in the file: { $there })
error-import-match-differs-hint = nothing was imported; one UUID cannot name two different matches: export the file again at the table that started it (a file changed by hand does not import), or import it into another database
error-import-taken-place = this database has another live { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } there
error-import-ended-here = it was { $ending ->
    [abandoned] abandoned
   *[other] ended with `tenscore finish`
  } here, and the file has it played on after that
error-import-ended-here-hint = nothing was imported; to take what was played on, reopen it here with `tenscore{ $db } reopen { $id }` and import again
error-import-own-gap = the file has no round { $seq } of this match before it
error-import-gap = this database has { $counted } of it, so it would leave a gap
error-import-other-open = this database has other { $opening } open there
error-import-same-open = this database has the same { $opening } open there, typed at this table as well: two records of them
# `$which` is error-import-new-match or error-import-known-match.
error-import-new-match = match { $uuid } ({ $title })
error-import-known-match = { $label } (UUID { $uuid })
error-import-against-rules = { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq } of { $which } in { $file } does not follow from the rules: { $reason }
error-import-against-rules-hint = nothing was imported; correct that round where the file was exported (`tenscore check history` finds it there), then export again
error-import-unread = match { $id } could not be read back
error-edit-reason-empty = the reason is empty
error-edit-reason-empty-hint = say why the round changed with --reason TEXT
error-edit-reason-long = the reason has { $length } characters; at most { $most } are kept
error-edit-reason-long-hint = say why the round changed in at most { $most } characters
error-edit-reason-control = the reason holds { $char }, which { $effect ->
    [breaks] breaks the line it is printed on
    [reorders] changes how the text around it reads
    [hidden] does not show, so the reason would not read as stored
   *[control] is a control character
  }
error-edit-reason-control-hint = say why the round changed in plain text on one line

## The league server (`--db postgres://...`). `$server` is "HOST:PORT as USER" (or a socket folder).

error-server-unreachable = cannot reach the league server { $server }: { $reason }
error-server-unreachable-hint = check that the server is running and reachable, or choose another database with --db / TENSCORE_DB
# A league server. `$path` is its URL (no password), `$form` postgres://USER@HOST[:PORT]/DBNAME.
error-server-no-database = the server has no database of the name in { $path }
error-server-no-database-hint = tenscore creates no database on a server: ask the server's admin to create it, or name one that exists as { $form }
error-server-missing-hint = start a match with `tenscore new GAME --players A,B,C`, which makes tenscore's tables in this database, or name another database as { $form }
error-server-not-ours-hint = it was left untouched; name another database as { $form }, or ask the server's admin to create one for tenscore
error-server-version-lost-hint = it was left untouched; restore it from a backup, or name another database as { $form }
error-server-permission-hint = ask the server's admin to give your user access to this database, or name another database as { $form }
error-server-login = the league server { $server } refused to log in { $user }
error-server-login-hint = check the user and its password (in the URL, PGPASSWORD or ~/.pgpass), or choose another database with --db / TENSCORE_DB
error-server-login-passfile-hint = { $file } was ignored: the group or others can read it; make it yours alone with chmod 600 { $file }, or give the password in PGPASSWORD
error-server-as-user = { $hosts } as { $user }
error-server-lost = lost the connection to the league server { $server }: { $reason }
error-server-lost-hint = nothing was written; check that the server is running and reachable, then try again
error-server-unsettled = lost the connection to the league server { $server } just after sending it the change, and could not ask it again whether it kept it ({ $reason }): the change may have been recorded
error-server-unsettled-hint-match = once the server is back, see whether it was with `tenscore{ $db } standings { $id }` before you enter it again
error-server-unsettled-hint = once the server is back, see whether it was with `tenscore{ $db } history` before you enter it again
error-server-unsettled-hint-look = once the server is back, see whether it was with `{ $command }` before you enter it again
error-server-unsettled-hint-again = once the server is back, give the same command again: if it was recorded, tenscore says so and changes nothing
error-server-contended = the league server kept refusing the write because other tables wrote at the same moment ({ $tries } tries); nothing was written
error-server-contended-hint = try again

## A server URL (`--db postgres://...`). `$url` is the URL as shown, its password hidden; `$form`
## is "postgres://USER@HOST[:PORT]/DBNAME".

error-url-form = write the server as { $form }
error-url-scheme-typo = the scheme '{ $scheme }' in { $url } is neither postgres nor postgresql, and a file name holds no '://'
error-url-scheme-typo-hint = did you mean { $url }?
error-url-separator-typo = { $url } is neither a server URL nor a file name: a server URL's scheme is followed by '://'
error-url-not-a-file = { $url } looks like a server address with a user, not a file name
error-url-not-a-file-hint = write a league server as { $form }, and a file with such a name as ./NAME
error-url-no-user = { $url } names no user, and none of PGUSER, USER and LOGNAME is set
error-url-no-user-hint = name one: { $form }
error-url-port = the port '{ $port }' in { $url } { $why ->
    [number] is not a number
   *[range] is not between 1 and 65535
  }
error-url-at-after-host = { $url } has an '@' after the host
error-url-at-after-host-hint = percent-encode a '/', '?' or '@' in a user or password as %2F, %3F or %40
error-url-empty-user = the user before '@' in { $url } is empty
error-url-empty-user-hint = write the server as { $form }, or leave 'USER@' out to log in as PGUSER or yourself
error-url-dbname-parts = the database name '{ $name }' in { $url } has more than one part
error-url-dbname-parts-hint = name one database: { $form }, with a '/' in its name as %2F
error-url-ampersand = the password in { $url } holds an '&' that is not percent-encoded
error-url-ampersand-hint = write it as %26
error-url-parameter = the query parameter '{ $name }' in { $url } is not one tenscore knows
error-url-parameter-hint = write NAME=VALUE with NAME one of { $names }
error-url-bracket-open = the host '{ $host }' in { $url } opens '[' without closing it
error-url-bracket-after = the host '{ $host }' in { $url } goes on after ']'
error-url-ipv6-hint = write an IPv6 address in brackets: postgres://USER@[::1]:5432/DBNAME
error-url-timeout = the connect_timeout '{ $value }' in { $url } is not a whole number of seconds from 1
error-url-timeout-hint = write it as connect_timeout=5 for five seconds
error-url-tls = the sslmode '{ $mode }' in { $url } asks for TLS, which this tenscore does not speak
error-url-tls-hint = use sslmode=disable on a network you trust, or reach the server through an SSH tunnel
error-url-sslmode = the sslmode '{ $mode }' in { $url } is not one of disable, allow, prefer, require, verify-ca and verify-full
error-url-sslmode-hint = write sslmode=disable
error-url-encoding = the { $part ->
    [host] host
    [user] user
    [password] password
    [dbname] database name
   *[parameter] query parameter
  } '{ $value }' in { $url } has a bad percent-encoding
error-url-encoding-hint = write a character the URL reserves as % and two hexadecimal digits of its UTF-8 bytes: %40 for '@', %2F for '/'
