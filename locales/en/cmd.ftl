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
cmd-undo-done = { $what } withdrawn from { $label } (kept in `tenscore show { $id } --all`).

cmd-edit-done = { $round } { $seq } replaced in { $label } (the old entry is kept in `tenscore show { $id } --all`).
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

cmd-reopen-done = Reopened { $label }.

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
cmd-import-dry-run = Nothing was written (--dry-run).
# An indicatif template: the words in braces are its own and stay as they are.
cmd-import-progress = Importing {"{"}bar:40{"}"} {"{"}bytes{"}"}/{"{"}total_bytes{"}"} ({"{"}eta{"}"} left)

# A `check` that finds a broken rule: what broke; what would be legal.
cmd-check-not-legal = Not legal: { $reason }.
