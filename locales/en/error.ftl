# Errors ("error: PROBLEM; HINT") and their hints. `$game` is a game's id: under10, updown,
# pig10, krumme10, tenstuff; `$status` is finished or abandoned.

# What starts the line on standard error.
error-label-error = error
error-label-warning = warning

error-output = the answer could not be written to standard output: { $reason }
error-saved = the change itself was saved
error-question = the question could not be asked: { $reason }

error-no-game = no game was named
error-no-game-hint = start a match with `tenscore new GAME --players Ann,Bob,Cy` (games: { $games }), or play one that ended again with `tenscore new --rematch [MATCH]`
error-no-players = no players were named
error-no-players-hint = name them in seating order with --players Ann,Bob,Cy
error-not-match-id = '{ $word }' is not a match id
error-not-entry = '{ $word }' is not an entry
error-not-entry-hint = write NAME=VALUE for each player, e.g. Ann=7

error-no-unfinished = there is no unfinished match
error-no-unfinished-hint = start one with `tenscore new GAME --players Ann,Bob,Cy`, or name a match by its id (`tenscore history` lists them)
error-no-match = there is no match { $id } in this database
error-no-match-hint = leave MATCH out for the most recent unfinished match, or check --db

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
error-start-new-or-undo = start a new match with `tenscore new`, or reopen this one with `tenscore undo { $id }`
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
error-same-name-hint = give each player a different name, e.g. Ann and Ann B
# `$hidden` describes an invisible character.
error-look-alike = the names '{ $first }' and '{ $second }' differ only by invisible characters such as { $hidden }, so they look the same
error-new-name-empty = the new name is empty
error-new-name-empty-hint = write the spelling the player gets, e.g. `tenscore player rename ann Ann`
error-name-taken = there is already a player called '{ $name }'
error-name-taken-hint = choose another name; if they are one person, `tenscore player merge '{ $old }' '{ $new }'`
error-one-player = '{ $from }' and '{ $into }' are one player already
error-one-player-hint = name two different players: `tenscore player merge FROM INTO`
error-two-people = '{ $from }' and '{ $into }' both played in match { $id }, so they are two people
error-two-people-hint = merge only two names of one person; to tell them apart, `tenscore player rename '{ $from }' NEW`
error-unknown-player = no player named '{ $name }' has played in this database
error-unknown-player-hint = check the spelling; `tenscore history` lists the matches and who played them

error-import-unreadable = cannot read { $file }: { $reason }
error-import-unreadable-hint = nothing was imported; name a file written by `tenscore export`
