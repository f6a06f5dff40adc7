# `tenscore play`: the questions, the menu and what the session says between them. `$round` is
# a game's word for one round (round, deal, game), `$game` a game's id (under10, updown, pig10,
# krumme10, tenstuff), `$label` a match's label (cmd-match-label), `$error` a refusal's reason.
# Commands in backticks stay as they are.

play-needs-terminal = `tenscore play` asks questions and needs a terminal
play-needs-terminal-hint = record rounds without prompts with `tenscore round`
play-id-and-setup = a match id resumes that match; --players and the game options start a new one
play-id-and-setup-hint = leave out the match id to start a new match, e.g. `tenscore play under10 --players Ann,Bob,Cy`
# The hint after an unknown game named on the command line.
play-name-a-game = name a game or a match id
# In `play`, a name never seen in this file that is close to a known player's.
play-new-name-meant = { $typed } has not played here before; did you mean { $meant }?
# A damaged database: what could not be read.
play-stored-data = stored match data: { $error }
play-no-questions = no questions for { $game }

## The start: which match, a new one.

play-no-match-started = No match started.
play-resuming = Resuming match { $id }.
play-match-is = Match { $id } is { $status ->
    [abandoned] abandoned
   *[finished] finished
  }.
play-start-which = Which match?
# $line: play-resumable.
play-start-resume = Resume { $line }
play-start-new = New match
# $line: play-rematch-line.
play-start-rematch = Rematch: { $line }
# An unfinished match on the start screen; $rounds is the count of rounds in words ("4 rounds"),
# $time when a round was last recorded.
play-resumable = match { $id } · { $title } · { $players } · { $count ->
    [0] no { $game ->
        [pig10] deals
        [tenstuff] deals
        [krumme10] games
       *[other] rounds
      } yet
   *[other] { $rounds }
  } · last played { $time }
play-rematch-line = a new { $title } with { $players }, seated as in match { $id }
play-rematch = Rematch of match { $id }.
play-which-game = Which game?
# $game: the game's id. Pig 10, Krumme10 and Tenstuff say by their own rules who starts; Under the
# 10 asks it after the options (how the match ends, the bonus cards); in 10 op en neer the first player bids first and leads.
play-players = { $game ->
    [under10] Players, clockwise; who starts is asked after the options
    [pig10] Players, clockwise
    [krumme10] Players, clockwise
    [tenstuff] Players, clockwise
   *[other] Players, clockwise, the first one starts
  } (e.g. Ann, Bob, Cy)
play-name-empty-hint = separate names with single commas, e.g. Ann, Bob, Cy

## The menu between rounds.

play-menu-next = What next?
play-menu-over = The match is over. What now?
play-menu-record = Record { $round } { $seq }
# 10 op en neer, once the bids of the round are in.
play-menu-record-tricks = Record the tricks of round { $seq }
# 10 op en neer without --referee: the next round refereed from the cards of every trick.
play-menu-referee = Referee this hand (type the cards of every trick)
play-menu-withdraw-bids = Withdraw the bids of round { $seq }
play-menu-undo = Undo { $round } { $seq }
play-menu-undo-reopens = Undo { $round } { $seq } (reopens the match)
play-menu-fix = Fix a past { $round }
play-menu-show = Show the whole match
play-menu-reopen = Reopen the match (it was ended from the menu or with `finish`)
play-menu-finish = Finish the match now (the table ranks as it stands)
play-menu-abandon = Abandon the match (no winner)
play-menu-quit = Quit (everything recorded is saved)
# Esc or back at the menu of a match `play` was not started from the start screen for:
# nothing to go back to; Esc again leaves, as Quit does.
play-menu-no-back = Nothing comes before this menu to go back to: choose Quit, or press Esc again, to leave (everything recorded is saved).
# The last item once the match is over: leave.
play-menu-done = Done

## Recording a round.

play-round-left = { $round } { $seq } not recorded.
play-round-left-kept = { $round } { $seq } not recorded (its { $opening } are kept).
play-round-refused = { $round } { $seq } was not recorded: { $error }
play-round-dropped = { $round } { $seq } not recorded: what was typed is dropped.
play-round-dropped-kept = { $round } { $seq } not recorded: what was typed is dropped (its { $opening } are kept).
play-open-left = { $round } { $seq } not opened.
play-open-refused = { $round } { $seq } was not opened: { $error }
play-open-dropped = { $round } { $seq } not opened: the { $opening } typed are dropped.
# What a player types at a typed question to go back one answer; "back" is understood in every
# language too.
play-back = back
# Under a list once something is typed (and as an error after a word that does not go back);
# $back is the word that goes back (play-back).
play-list-back = type { $back } and Enter, or press Esc, to go back; choose with ↑ ↓ and Enter
# A word typed at a list that is not a way back, then Enter: $typed is the word, $back the word
# that goes back (play-back).
play-list-refused = '{ $typed }' is not one of the choices; type { $back } and Enter, or press Esc, to go back; choose with ↑ ↓ and Enter
# A word typed at a list that starts several choices and is none of them whole, then Enter:
# $typed is the word.
play-list-several = '{ $typed }' fits more than one choice; type more of it and Enter, or choose with ↑ ↓ and Enter
# A line above or below a list that does not fit the terminal: how many choices are not shown
# there ($count).
play-list-more-above = ↑ { $count } more
play-list-more-below = ↓ { $count } more
# Plain mode (--plain): under a list printed once, its choices numbered; $number is the one
# Enter alone takes, $back the word that goes back (play-back).
play-plain-list-hint = Type a number or a name and Enter; Enter alone takes { $number }, { $back } goes back.
# Plain mode: a line typed at a list that is no choice's number or name; $count is how many
# choices there are.
play-plain-list-refused = '{ $typed }' is not one of the choices; type a number from 1 to { $count } or a name, or { $back } to go back
# Plain mode: a word that starts several choices' names and is none of them whole.
play-plain-list-several = '{ $typed }' fits more than one choice; type more of its name, or its number from 1 to { $count }

## Undo, finish, abandon, reopen, fix.

play-confirm-undo = Withdraw { $what }? It stays in the audit trail.
# $what starts the sentence: "Round 3", "The bids of round 3".
# `$kind`: opening (the bids, a plural in Dutch) or round.
play-undo-done = { $kind ->
   *[other] { $what }
  } withdrawn from { $label } (kept in the audit trail).
play-open-again = The match is open again.
play-confirm-finish = Finish match { $id } now? The table as it stands decides the winners.
play-confirm-abandon = Abandon match { $id }? It ends with no winner; its rounds stay in the history.
play-goes-on = The match goes on.
play-reopen-refused = Match { $id } was not reopened: { $error }
play-stays = The match stays as it was.
play-fix-which = Which { $round } to fix?
# The last item of the list of rounds to fix.
play-fix-back = Back
play-nothing-changed = Nothing changed.
play-keep-opening = Keep the { $opening } of { $round } { $seq } as recorded?
# The same, with what was recorded by name: "Ann 1, Bob 0, Cy 2".
play-keep-opening-said = Keep the { $opening } of { $round } { $seq } as recorded ({ $recorded })?
play-fix-refused = { $round } { $seq } was not changed: { $error }
play-fix-why = Why the change? (kept in the audit trail; Enter to skip)
# The reason kept in the audit trail when none was typed.
play-fix-reason = fixed in play
play-fix-done = { $round } { $seq } fixed in { $label } (the old entry is kept in the audit trail).
# Fix with every old answer kept (Enter each time): nothing is written.
play-fix-unchanged = { $round } { $seq } is unchanged: every answer was kept, so nothing was written.

## A busy file.

play-busy = The file is busy: another program has held it locked for over { $seconds } seconds.
play-retry = Try again?
play-undo-refused = Nothing was withdrawn: { $error }
play-changed-meanwhile = Match { $id } was changed by another tenscore in the meantime; nothing was written here.
play-kept-after-all = The league server had kept it after all; nothing more was written.
play-start-more = The { $listed } newest unfinished matches are listed; `tenscore play MATCH` resumes an older one (`tenscore history` lists them all).
play-end-refused = Match { $id } goes on: { $error }
# Finish with no rounds yet, refused before asking: the menu's own way to stop without a winner.
play-nothing-to-rank-hint = record one first, or pick "Abandon the match" in the menu to stop it without a winner
play-line-down-kept = Nothing was written; what you typed is kept.
# After the full disk's error (which says to free space and try again).
play-disk-full-kept = What you typed is kept.
play-line-down = Back to the menu: choose again once the league server answers (only what was said to be recorded is kept).
# In play, after the league server's error, in place of the command line's hint (another --db).
play-server-away-hint = check that the server is running and reachable
# The league server out of reach at the start screen or as a match is opened.
play-away-saved = Nothing was written, and everything recorded is saved.
play-away-resume-id = Resume match { $id } with `tenscore{ $db } play { $id }` once the league server answers.
play-away-come-back = Come back with `tenscore{ $db } play` once the league server answers.

## Leaving: what is saved and how to come back.

# Ctrl-C: "Match 2: round 4 was not recorded; rounds 1-3 are saved. Resume with ..."
play-interrupted = Match { $id }: { $saved }. { $way_back }
play-interrupted-lost = Match { $id }: { $lost }; { $saved }. { $way_back }
play-lost-round = { $round } { $seq } was not recorded
play-lost-round-kept = { $round } { $seq } was not recorded (its { $opening } are kept)
play-lost-nothing = nothing was changed
# Ctrl-C while the league server does not answer: whether the step under way landed is not known.
play-lost-unknown = the league server does not answer, so whether the change under way was recorded cannot be told yet (once it answers, `tenscore{ $db } standings { $id }` shows it)
play-saved = { $count ->
    [0] no { $game ->
        [pig10] deals
        [tenstuff] deals
        [krumme10] games
       *[other] rounds
      } are recorded yet
    [one] { $round } 1 is saved
   *[other] { $game ->
        [pig10] deals
        [tenstuff] deals
        [krumme10] games
       *[other] rounds
      } 1-{ $count } are saved
  }
# Quit: "Match 2 saved after 3 rounds. Resume with ..."; $rounds is the count in words.
play-farewell = Match { $id } { $count ->
    [0] saved, no { $game ->
        [pig10] deals
        [tenstuff] deals
        [krumme10] games
       *[other] rounds
      } yet
   *[other] saved after { $rounds }
  }. { $way_back }
# $db: " --db PATH" when the session was started with --db, else empty.
play-farewell-ended = Match { $id } is { $status ->
    [abandoned] abandoned
   *[finished] finished
  }; see it again with `tenscore{ $db } show { $id }`.
# $db: " --db PATH" when the session was started with --db, else empty.
play-see-again = See it again with `tenscore{ $db } show { $id }`.
play-resume = Resume with `tenscore{ $db } play`.
play-resume-id = Resume with `tenscore{ $db } play { $id }`.
# After a hint whose --db names a league server by a URL with a password (never printed).
play-password-hidden = (*** stands for your password: type it in its place.)

## Pig 10 and Krumme10: one count per player, with a limit on the total.

play-counts-pig10-intro = Cards each player collected in deal { $deal } (the box holds { $cards }); type { $back } to go back one answer.
play-counts-krumme10-intro = Victory points of each player in game { $seq }; type { $back } to go back one answer.
# The question after a player's name: "Ann: cards collected".
play-counts-ask = { $name }: { $question }
play-counts-cards-collected = cards collected
play-counts-victory-points = victory points
# Why a count is too many: $why is one of the two below.
play-counts-box = the box holds { $cards } cards
play-counts-most-points = a game gives at most { $points } points (54 cards of at most 5)
play-counts-too-many = { $n } is too many: { $why }
# $so_far: the counts typed before, "Ann 50, Bob 20"; $unit: cards or points.
play-counts-sum = { $so_far } and { $name } { $n } make { $sum } { $unit ->
    [cards] cards
   *[points] points
  }, but { $why }: which count is wrong? Type { $name }'s again, or { $back } to go back one answer
play-counts-all-counted = all { $limit } { $unit ->
    [cards] cards
   *[points] points
  } are counted already, so this is 0
play-counts-whole = give a whole number of { $unit ->
    [cards] cards
   *[points] points
  }, 0 to { $left }
# A yes/no question: the answers as shown, and the key that gives each (y answers yes in every
# language, n no).
play-yes = yes
play-no = no
play-yes-key = y
play-no-key = n
# Under a yes/no question answered with neither (e.g. 4): what to type.
play-confirm-neither = type y for yes or n for no

# An answer to a number question that is not read; $typed: as typed; $digits: the number without
# its sign; $wanted: the question's own range ("give a whole number of cards, 0 to 5").
play-number-refused = { $why ->
    [empty] nothing was typed
    [signed] '{ $typed }' has a sign: type { $digits } without it
    [negative] '{ $typed }' is below 0, and a count cannot be negative
    [large] '{ $typed }' is more than any count
   *[digits] '{ $typed }' is not a whole number: only the digits 0 to 9 are read
  }; { $wanted }
