play-needs-terminal = `tenscore play` stellt Fragen und braucht dafür ein Terminal
play-needs-terminal-hint = trage Runden ohne Fragen mit `tenscore round` ein
play-id-and-setup = eine Partienummer setzt diese Partie fort; --players und die Spieloptionen beginnen eine neue
play-id-and-setup-hint = lass die Partienummer weg, um eine neue Partie zu beginnen, z. B. `tenscore play under10 --players Ann,Bob,Cy`
play-name-a-game = nenne ein Spiel oder eine Partienummer
play-new-name-meant = { $typed } hat hier noch nicht gespielt; meinst du { $meant }?
play-stored-data = die gespeicherten Partiedaten sind unlesbar: { $error }
play-no-questions = keine Fragen für { $game }

play-no-match-started = Keine Partie begonnen.
play-resuming = Partie { $id } wird fortgesetzt.
play-match-is = Partie { $id } ist { $status ->
    [abandoned] abgebrochen
   *[finished] beendet
  }.
play-start-which = Welche Partie?
play-start-resume = Fortsetzen: { $line }
play-start-new = Neue Partie
play-start-rematch = Revanche: { $line }
play-resumable = Partie { $id } · { $title } · { $players } · { $count ->
    [0] noch keine { $game ->
        [pig10] Durchgänge
        [tenstuff] Durchgänge
        [krumme10] Durchgänge
       *[other] Runden
      }
   *[other] { $rounds }
  } · zuletzt gespielt { $time }
play-rematch-line = eine neue Partie { $title } mit { $players }, in derselben Sitzordnung wie in Partie { $id }
play-rematch = Revanche von Partie { $id }.
play-which-game = Welches Spiel?
# $game: das Spiel. Bei Pig 10, Krumme10 und Tenstuff legen die Regeln selbst fest, wer beginnt; bei
# Unter der 10 wird danach gefragt.
play-players = { $game ->
    [under10] Spieler im Uhrzeigersinn; wer anfängt, fragen wir nach den Spieloptionen
    [pig10] Spieler im Uhrzeigersinn
    [krumme10] Spieler im Uhrzeigersinn
    [tenstuff] Spieler im Uhrzeigersinn
   *[other] Spieler im Uhrzeigersinn, der erste beginnt
  } (z. B. Ann, Bob, Cy)
play-name-empty-hint = trenne Namen mit einzelnen Kommas, z. B. Ann, Bob, Cy

play-menu-next = Wie geht es weiter?
play-menu-over = Die Partie ist vorbei. Was nun?
play-menu-record = { $round } { $seq } eintragen
play-menu-record-tricks = Stiche von Runde { $seq } eintragen
# 10 op en neer ohne --referee: die nächste Runde anhand der Karten jedes Stichs geprüft.
play-menu-referee = Diese Runde prüfen (die Karten jedes Stichs eingeben)
play-menu-withdraw-bids = Gebote von Runde { $seq } zurücknehmen
play-menu-undo = { $round } { $seq } zurücknehmen
play-menu-undo-reopens = { $round } { $seq } zurücknehmen (öffnet die Partie wieder)
play-menu-fix = { $round } nachträglich korrigieren
play-menu-show = Ganze Partie zeigen
play-menu-reopen = Partie wieder öffnen (sie wurde im Menü oder mit `finish` beendet)
play-menu-finish = Partie jetzt beenden (der aktuelle Stand entscheidet)
play-menu-abandon = Partie abbrechen (kein Sieger)
play-menu-quit = Aufhören (alles Eingetragene bleibt gespeichert)
play-menu-no-back = Vor diesem Menü kommt nichts, wohin es zurückginge: wähle Aufhören oder drücke noch einmal Esc, um zu gehen (alles Eingetragene bleibt gespeichert).
play-menu-done = Fertig

play-round-left = { $round } { $seq } nicht eingetragen.
play-round-left-kept = { $round } { $seq } nicht eingetragen (die { $opening } bleiben stehen).
play-round-refused = { $round } { $seq } wurde nicht eingetragen: { $error }
play-round-dropped = { $round } { $seq } nicht eingetragen: das Getippte wird verworfen.
play-round-dropped-kept = { $round } { $seq } nicht eingetragen: das Getippte wird verworfen (die { $opening } bleiben stehen).
play-open-left = { $round } { $seq } nicht eröffnet.
play-open-refused = { $round } { $seq } wurde nicht eröffnet: { $error }
play-open-dropped = { $round } { $seq } nicht eröffnet: die getippten { $opening } werden verworfen.
play-back = zurück
play-list-back = tippe { $back } und Enter oder drücke Esc, um zurückzugehen; wähle mit ↑ ↓ und Enter
play-list-refused = '{ $typed }' steht nicht zur Wahl; tippe { $back } und Enter oder drücke Esc, um zurückzugehen; wähle mit ↑ ↓ und Enter
play-list-several = '{ $typed }' passt zu mehreren Einträgen; tippe weiter und Enter oder wähle mit ↑ ↓ und Enter
play-list-more-above = ↑ { $count } weitere
play-list-more-below = ↓ { $count } weitere
play-plain-list-hint = Tippe eine Nummer oder einen Namen und Enter; Enter allein wählt { $number }, { $back } geht zurück.
play-plain-list-refused = '{ $typed }' steht nicht zur Wahl; tippe eine Nummer von 1 bis { $count } oder einen Namen, oder { $back }, um zurückzugehen
play-plain-list-several = '{ $typed }' passt zu mehreren Einträgen; tippe mehr vom Namen oder seine Nummer von 1 bis { $count }

play-confirm-undo = Wirklich { $what } zurücknehmen? Es bleibt im Protokoll erhalten.
play-undo-done = { $kind ->
   *[other] { $what }
  } aus { $label } zurückgenommen (bleibt im Protokoll erhalten).
play-open-again = Die Partie läuft wieder.
play-confirm-finish = Partie { $id } jetzt beenden? Der aktuelle Stand entscheidet über die Sieger.
play-confirm-abandon = Partie { $id } abbrechen? Sie endet ohne Sieger; was gespielt wurde, bleibt im Verlauf.
play-goes-on = Die Partie geht weiter.
play-reopen-refused = Partie { $id } wurde nicht wieder geöffnet: { $error }
play-stays = Die Partie bleibt, wie sie war.
play-fix-which = { $round } zum Korrigieren wählen
play-fix-back = Zurück
play-nothing-changed = Nichts geändert.
play-keep-opening = Die { $opening } von { $round } { $seq } so lassen, wie sie eingetragen sind?
play-keep-opening-said = Die { $opening } von { $round } { $seq } so lassen, wie sie eingetragen sind ({ $recorded })?
play-fix-refused = { $round } { $seq } wurde nicht geändert: { $error }
play-fix-why = Warum die Änderung? (bleibt im Protokoll; Enter zum Überspringen)
play-fix-reason = in play korrigiert
play-fix-done = { $round } { $seq } in { $label } korrigiert (der alte Eintrag bleibt im Protokoll erhalten).
play-fix-unchanged = { $round } { $seq } ist unverändert: es wurde nichts gespeichert.

play-busy = Die Datei ist belegt: ein anderes Programm hält sie seit über { $seconds } Sekunden gesperrt.
play-retry = Noch einmal versuchen?
play-undo-refused = Es wurde nichts zurückgenommen: { $error }
play-changed-meanwhile = Partie { $id } wurde inzwischen von einem anderen tenscore geändert; hier wurde nichts geschrieben.
play-line-down-kept = Es wurde nichts geschrieben; was du eingegeben hast, bleibt erhalten.
play-disk-full-kept = Was du eingegeben hast, bleibt erhalten.
play-line-down = Zurück zum Menü: wähle erneut, sobald der Ligaserver antwortet (erhalten ist nur, was als eingetragen gemeldet wurde).
# In play, nach dem Fehler des Ligaservers, statt des Hinweises der Befehlszeile (eine andere --db).
play-server-away-hint = prüfe, ob der Server läuft und erreichbar ist
# Der Ligaserver nicht erreichbar auf dem Startbildschirm oder beim Öffnen einer Partie.
play-away-saved = Es wurde nichts geschrieben, und alles Eingetragene bleibt gespeichert.
play-away-resume-id = Sobald der Ligaserver antwortet, geht es mit Partie { $id } weiter: `tenscore{ $db } play { $id }`.
play-away-come-back = Sobald der Ligaserver antwortet, geht es mit `tenscore{ $db } play` weiter.
play-kept-after-all = Der Ligaserver hatte es doch gespeichert; es wurde nichts weiter geschrieben.
play-start-more = Die { $listed } neuesten laufenden Partien stehen unten; `tenscore play MATCH` setzt eine ältere fort (`tenscore history` zeigt alle).
play-end-refused = Partie { $id } geht weiter: { $error }
# Beenden ohne Runden, abgelehnt, bevor gefragt wird: die eigene Wahl im Menü, um ohne Sieger aufzuhören.
play-nothing-to-rank-hint = trage zuerst eine ein oder wähle im Menü „Partie abbrechen“, um ohne Sieger aufzuhören

play-interrupted = Partie { $id }: { $saved }. { $way_back }
play-interrupted-lost = Partie { $id }: { $lost }; { $saved }. { $way_back }
play-lost-round = { $round } { $seq } wurde nicht eingetragen
play-lost-round-kept = { $round } { $seq } wurde nicht eingetragen (die { $opening } bleiben stehen)
play-lost-nothing = es wurde nichts geändert
play-lost-unknown = der Ligaserver antwortet nicht, daher lässt sich noch nicht sagen, ob die laufende Änderung eingetragen wurde (sobald er antwortet, zeigt es `tenscore{ $db } standings { $id }`)
play-saved = { $count ->
    [0] noch ist { $game ->
        [pig10] kein Durchgang
        [tenstuff] kein Durchgang
        [krumme10] kein Durchgang
       *[other] keine Runde
      } gespeichert
    [one] { $round } 1 ist gespeichert
   *[other] { $game ->
        [pig10] Durchgänge
        [tenstuff] Durchgänge
        [krumme10] Durchgänge
       *[other] Runden
      } 1 bis { $count } sind gespeichert
  }
play-farewell = Partie { $id } ist { $count ->
    [0] gespeichert, noch ohne { $game ->
        [pig10] Durchgänge
        [tenstuff] Durchgänge
        [krumme10] Durchgänge
       *[other] Runden
      }
   *[other] gespeichert: { $rounds } eingetragen
  }. { $way_back }
play-farewell-ended = Partie { $id } ist { $status ->
    [abandoned] abgebrochen
   *[finished] beendet
  }; sieh sie dir mit `tenscore{ $db } show { $id }` wieder an.
play-see-again = Sieh sie dir mit `tenscore{ $db } show { $id }` wieder an.
play-resume = Weiter mit `tenscore{ $db } play`.
play-resume-id = Weiter mit `tenscore{ $db } play { $id }`.
# Nach einem Hinweis, dessen --db einen Ligaserver per URL mit Passwort nennt (nie angezeigt).
play-password-hidden = (*** steht für dein Passwort: gib es an seiner Stelle ein.)

play-counts-pig10-intro = Gesammelte Karten jedes Spielers in Durchgang { $deal } (in der Schachtel sind { $cards }); tippe { $back }, um eine Antwort zurückzugehen.
play-counts-krumme10-intro = Siegpunkte jedes Spielers in Durchgang { $seq }; tippe { $back }, um eine Antwort zurückzugehen.
play-counts-ask = { $name }: { $question }
play-counts-cards-collected = gesammelte Karten
play-counts-victory-points = Siegpunkte
play-counts-box = in der Schachtel sind { $cards } Karten
play-counts-most-points = eine Partie bringt höchstens { $points } Punkte (54 Karten zu höchstens 5)
play-counts-too-many = { $n } sind zu viele: { $why }
play-counts-sum = { $so_far } und { $name } { $n } ergeben { $sum } { $unit ->
    [cards] Karten
   *[points] Punkte
  }, aber { $why }: welche Zahl stimmt nicht? Tippe die von { $name } noch einmal, oder { $back }, um eine Antwort zurückzugehen
play-counts-all-counted = alle { $limit } { $unit ->
    [cards] Karten
   *[points] Punkte
  } sind schon gezählt, also ist es hier 0
play-counts-whole = gib die { $unit ->
    [cards] Karten
   *[points] Punkte
  } als ganze Zahl an, 0 bis { $left }
play-yes = ja
play-no = nein
play-yes-key = j
play-no-key = n
# Unter einer Ja/Nein-Frage, die mit keinem von beiden beantwortet wurde (z. B. 4): was einzugeben ist.
play-confirm-neither = tippe j für ja oder n für nein

play-number-refused = { $why ->
    [empty] es wurde nichts eingegeben
    [signed] '{ $typed }' hat ein Vorzeichen: tippe { $digits } ohne Vorzeichen
    [negative] '{ $typed }' ist kleiner als 0, und eine Anzahl kann nicht negativ sein
    [large] '{ $typed }' ist mehr als jede Anzahl
   *[digits] '{ $typed }' ist keine ganze Zahl: nur die Ziffern 0 bis 9 werden gelesen
  }; { $wanted }
