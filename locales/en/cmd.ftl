# What the commands print. `$label` is a match's label (cmd-match-label); `$game` a game's id:
# under10, updown, pig10, krumme10, tenstuff; `$abandon` and `$dry` are yes or no.

# A match in a sentence: "match 2, Under the 10: Ann, Bob, Cy".
cmd-match-label = match { $id }, { $title }: { $players }

cmd-rematch-of = Rematch of match { $id }: { $label }.

# What undo withdraws, within a sentence: "the bids of round 3", "deal 3".
cmd-undone-opening = the { $opening } of { $round } { $seq }
cmd-undone-round = { $round } { $seq }
cmd-undo-ask = Withdraw { $what } from { $label }?
cmd-undo-declined = Nothing withdrawn.
# `$what` starts the sentence: "The bids of round 3", "Deal 3".
# `$kind`: opening (the bids, a plural in Dutch) or round.
cmd-undo-done = { $kind ->
   *[other] { $what }
  } withdrawn from { $label } (kept in `tenscore show { $id } --all`).

cmd-undo-reopened = The match had ended: it is open again.

cmd-edit-done = { $round } { $seq } replaced in { $label } (the old entry is kept in `tenscore show { $id } --all`).
# What an edit keeps as its reason when --reason is left out (as play keeps play-fix-reason);
# show --all reads it after table-edited-note's "edited: ".
cmd-edit-reason-default = no reason given
# `edit 1 Ann=2 ...`: an entry where the round number stands (the match left out).
cmd-edit-round-number = a round is a number from 1, as `tenscore show MATCH` numbers them
cmd-edit-round-entry = an edit names the match, then the round: `tenscore edit MATCH ROUND NAME=VALUE ...` (round 2 of match 1: `tenscore edit 1 2 ...`)
cmd-edit-rescored = { $count ->
    [one] { $count } later { $game ->
        [pig10] deal
        [tenstuff] deal
        [krumme10] game
       *[other] round
      } rescored.
   *[other] { $count } later { $game ->
        [pig10] deals
        [tenstuff] deals
        [krumme10] games
       *[other] rounds
      } rescored.
  }
cmd-edit-reopened = The rules no longer end the match: it is open again.
cmd-edit-ended = With this change the rules end the match: it is over.
cmd-edit-unchanged = { $round } { $seq } of match { $id } already reads so: nothing was written.

cmd-bid-done = Bids for round { $seq } recorded in { $label }.

cmd-finish-ask = { $abandon ->
    [yes] Abandon
   *[no] Finish
  } { $label }?
cmd-finish-declined = { $abandon ->
    [yes] Nothing abandoned.
   *[no] Nothing finished.
  }
cmd-finish-done = { $abandon ->
    [yes] Abandoned
   *[no] Finished
  } { $label }.
cmd-finish-bids-withdrawn = The { $opening } of round { $seq }, never played, were withdrawn (`tenscore show { $id } --all` keeps them).

cmd-reopen-done = Reopened { $label }.

cmd-player-renamed-same = { $was } is called { $now } already; nothing changed.
cmd-player-renamed = { $was } is called { $now } now, in every match.
cmd-player-merged = { $from } is merged into { $into }: { $count ->
    [one] { $count } match is
   *[other] { $count } matches are
  } { $into }'s now.

# Asked before undo or finish act on the most recent of several unfinished matches.
cmd-confirm-unfinished = { $question } ({ $count } matches are unfinished)

cmd-import-summary = { $dry ->
    [yes] Would import
   *[no] Imported
  } { $file }: matches: { $matches_added } added, { $matches_extended } extended, { $matches_present } already present; rounds: { $rounds_added } added, { $rounds_present } already present; players: { $players_added } added, { $players_present } already present, { $matched } matched by name.
cmd-import-matched = '{ $name }' of the file is taken as '{ $player }', known here by that name.
# A player renamed at one table: the file does not say which name is the later one. `$rename_here` and `$rename_there` are the names as words of a shell command.
cmd-import-named-otherwise = '{ $here }' is called '{ $there }' in { $file }; to use that name here too: `tenscore player rename { $rename_here } { $rename_there }`
cmd-import-renamed = '{ $was }' is called '{ $now }' here now, as { $file } renamed them later.
cmd-import-dry-run = Nothing was written (--dry-run).
# An indicatif template: the words in braces are its own and stay as they are.
cmd-import-progress = Importing {"{"}bar:40{"}"} {"{"}bytes{"}"}/{"{"}total_bytes{"}"} ({"{"}eta{"}"} left)

# A `check` that finds a broken rule: what broke; what would be legal.
cmd-check-not-legal = Not legal: { $reason }.
# A check compared with a recorded round; $round: the game's word for it ("Deal"), $seq its number, $id the match.
cmd-check-recorded-agrees = { $round } { $seq } of match { $id } as recorded agrees.
# $recorded: each player with their recorded count, "Ann 5, Bob 3".
cmd-check-recorded-differs = { $round } { $seq } of match { $id } as recorded differs: it says { $recorded }.

# `check history`: what a stored round or match does not follow. `$stored` is what is stored,
# `$rules` what the rules give; `$rules` in cmd-audit-late, -ended and -not-ended is the match's
# options in words.
cmd-audit-options = its stored options cannot be read: { $refused }
cmd-audit-points = { $name }'s score is stored as { $stored } but the rules give { $rules }
# `$from` is the running total before the round.
cmd-audit-total = { $name }'s running total is stored as { $stored } but the rules give { $rules } from { $from } before this { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  }
# `$out` is yes when the player is stored as out.
cmd-audit-out = { $out ->
    [yes] { $name } is stored as out but the rules keep them in
   *[no] { $name } is stored as still in but the rules put them out
  }
cmd-audit-notes = { $name }'s notes are stored as { $stored } but the rules give { $rules }
# No notes, within cmd-audit-notes.
cmd-audit-no-notes = none
# `$key` is a figure's id (bids_hit), which stays as it is.
cmd-audit-counter = { $name }'s { $key } is stored as { $stored } but the rules give { $rules }
# No figure, within cmd-audit-counter.
cmd-audit-nothing = nothing
cmd-audit-no-longer-scores = its stored entry no longer scores: { $problem }; { $legal }
cmd-audit-unreadable = what is stored for it cannot be read as { $game ->
    [under10] an
   *[other] a
  } { $title } { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  }: { $refused }
# `$more` is empty or a space and cmd-audit-late-more.
cmd-audit-late = the rules ended the match after { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $last }, so { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq } should not have been played{ $more }; its rules: { $rules }
cmd-audit-late-more = { $count ->
    [one] (nor the { $game ->
        [pig10] deal
        [tenstuff] deal
        [krumme10] game
       *[other] round
      } after it)
   *[other] (nor the { $count } { $game ->
        [pig10] deals
        [tenstuff] deals
        [krumme10] games
       *[other] rounds
      } after it)
  }
cmd-audit-not-ended = it is stored as ended by its rules after { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $last }, but its rules do not end it there ({ $rules })
cmd-audit-ended = it is stored as in progress, but its rules end it after { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $last } ({ $rules })

# `check history`'s lines: "match 3 (Under the 10), round 4: REASON".
cmd-history-finding = match { $id } ({ $title }): { $reason }
cmd-history-finding-at = match { $id } ({ $title }), { $place }: { $reason }
cmd-history-in = { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq }
# A take of a round that undo withdrew or edit replaced: "deal 2, take 1, withdrawn (...)".
cmd-history-in-take = { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq }, take { $take }, withdrawn (kept in `tenscore show { $id } --all`)
cmd-history-after = after { $game ->
    [pig10] deal
    [tenstuff] deal
    [krumme10] game
   *[other] round
  } { $seq }
# The summary: "12 matches, 431 rounds checked: every round follows from the rules".
cmd-history-checked = { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
  }, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
  } checked
cmd-history-clean = { $checked }: every round follows from the rules
# `$faults` is a list of cmd-history-fault; `$count` how many they are together.
cmd-history-faults = { $checked }: { $faults } { $count ->
    [one] does
   *[other] do
  } not follow from the rules
cmd-history-fault = { $kind ->
    [rounds] { $count ->
        [one] { $count } round
       *[other] { $count } rounds
      }
    [ends] { $count ->
        [one] { $count } match's end
       *[other] { $count } matches' ends
      }
   *[options] { $count ->
        [one] { $count } match's options
       *[other] { $count } matches' options
      }
  }
cmd-history-replayed-from = Each round was replayed from the standing stored before it, and right after a reported round also from the one the rules gave for it; fix a round with `tenscore edit MATCH ROUND ...`, which rescores the rounds after it.

# `export -o FILE`: "Exported 2 matches to tenscore.jsonl: 14 rounds, 5 players."
cmd-export-summary = Exported { $matches ->
    [one] { $matches } match
   *[other] { $matches } matches
  } to { $file }: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
  }, { $players ->
    [one] { $players } player
   *[other] { $players } players
  }.
# What is written, in error-write-*: `$format` is json or csv.
cmd-export-what = { $format ->
    [csv] the CSV export
   *[json] the export
  }
# An indicatif template: the words in braces are its own and stay as they are.
cmd-export-progress = Exporting {"{"}bar:40{"}"} {"{"}pos{"}"}/{"{"}len{"}"} rounds ({"{"}eta{"}"} left)
# Said once, on standard error, when the first write creates the default database file.
cmd-scores-kept-in = Scores are kept in { $path } (created now; --db or TENSCORE_DB chooses another file).

# `check updown hand --match M [--round R]`: the recorded round it compares with.
cmd-check-recorded-no-open = match { $id } has no open round (bids waiting for their tricks)
cmd-check-recorded-no-open-hint = name a recorded round with --round R
# After an edit: a note a later round gained, lost or changed when it was rescored.
# $said is yes when the note names the total itself ("out (156)"): the total is not said twice.
cmd-edit-later-gone = { $round } { $seq }, { $name }: no longer { $note } (total { $total })
cmd-edit-later-new = { $round } { $seq }, { $name }: now { $note }{ $said ->
    [yes] {""}
   *[no] {" "}(total { $total })
  }
cmd-edit-later-changed = { $round } { $seq }, { $name }: { $now } instead of { $was }{ $said ->
    [yes] {""}
   *[no] {" "}(total { $total })
  }
cmd-edit-later-more = … and { $count } more { $count ->
    [one] change
   *[other] changes
  } (`tenscore show { $id }`)
