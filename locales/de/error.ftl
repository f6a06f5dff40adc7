error-label-error = Fehler
error-label-warning = Warnung

error-output = die Antwort konnte nicht auf die Standardausgabe geschrieben werden: { $reason }
error-saved = die Änderung selbst wurde gespeichert
error-question = die Frage konnte nicht gestellt werden: { $reason }

error-no-game = kein Spiel genannt
error-no-game-hint = beginne eine Partie mit `tenscore new GAME --players Ann,Bob,Cy` (Spiele: { $games }) oder spiele eine beendete noch einmal mit `tenscore new --rematch [MATCH]`
error-no-players = keine Spieler genannt
error-no-players-hint = nenne sie in Sitzreihenfolge mit --players Ann,Bob,Cy
error-not-match-id = '{ $word }' ist keine Partienummer
error-not-entry = '{ $word }' ist kein Eintrag
error-not-entry-hint = schreibe NAME=WERT für jeden Spieler, zum Beispiel Ann=7

error-no-unfinished = es gibt keine laufende Partie
error-no-unfinished-hint = beginne eine mit `tenscore new GAME --players Ann,Bob,Cy` oder nenne eine Partie bei ihrer Nummer (`tenscore history` listet sie auf)
error-no-match = Partie { $id } gibt es in dieser Datenbank nicht
error-no-match-hint = lass MATCH weg für die zuletzt begonnene laufende Partie, oder prüfe --db

error-opened-already = { $round } { $seq } der Partie { $id } hat ihre { $opening } schon
error-opened-already-hint = trage die { $entry } mit `tenscore round` ein, oder nimm die { $opening } mit `tenscore undo { $id }` zurück
error-match-ended = Partie { $id } ist { $status ->
    [abandoned] abgebrochen
   *[finished] beendet
  }; sie nimmt keine { $game ->
    [pig10] Spiele
    [tenstuff] Spiele
    [krumme10] Partien
   *[other] Runden
  } mehr an
error-start-new = beginne eine neue Partie mit `tenscore new`
error-start-new-or-undo = beginne eine neue Partie mit `tenscore new` oder öffne diese wieder mit `tenscore undo { $id }`
error-abandoned-stays = Partie { $id } wurde abgebrochen; ihre { $game ->
    [pig10] Spiele
    [tenstuff] Spiele
    [krumme10] Partien
   *[other] Runden
  } bleiben, wie sie waren
error-nothing-to-undo = Partie { $id } hat { $game ->
    [pig10] kein Spiel
    [tenstuff] kein Spiel
    [krumme10] keine Partie
   *[other] keine Runde
  } zum Zurücknehmen
error-open-first = eröffne zuerst { $game ->
    [pig10] ein Spiel
    [tenstuff] ein Spiel
    [krumme10] eine Partie
   *[other] eine Runde
  } mit `tenscore bid`
error-record-first = trage zuerst { $game ->
    [pig10] ein Spiel
    [tenstuff] ein Spiel
    [krumme10] eine Partie
   *[other] eine Runde
  } mit `tenscore round` ein
error-ended-already = Partie { $id } ist schon { $status ->
    [abandoned] abgebrochen
   *[finished] beendet
  }
error-see-it = sieh sie dir mit `tenscore show { $id }` an
error-nothing-to-rank = Partie { $id } hat noch { $game ->
    [pig10] keine Spiele
    [tenstuff] keine Spiele
    [krumme10] keine Partien
   *[other] keine Runden
  }, also gibt es keine Rangfolge
error-nothing-to-rank-hint = trage zuerst eine ein oder beende sie ohne Sieger mit `tenscore finish --abandon`

error-player-count = { $title } spielen { $low } bis { $high } Spieler, nicht { $count }
error-player-count-hint = nenne { $low } bis { $high } Spieler, durch Kommas getrennt
error-same-name = zwei Spieler heißen '{ $name }'
error-same-name-hint = gib jedem Spieler einen anderen Namen, zum Beispiel Ann und Ann B
error-look-alike = die Namen '{ $first }' und '{ $second }' unterscheiden sich nur durch unsichtbare Zeichen wie { $hidden } und sehen daher gleich aus
error-new-name-empty = der neue Name ist leer
error-new-name-empty-hint = schreibe den Namen so, wie der Spieler ihn bekommt, zum Beispiel `tenscore player rename ann Ann`
error-name-taken = es gibt schon einen Spieler namens '{ $name }'
error-name-taken-hint = wähle einen anderen Namen; ist es dieselbe Person, dann `tenscore player merge '{ $old }' '{ $new }'`
error-one-player = '{ $from }' und '{ $into }' sind schon ein Spieler
error-one-player-hint = nenne zwei verschiedene Spieler: `tenscore player merge FROM INTO`
error-two-people = '{ $from }' und '{ $into }' haben beide in Partie { $id } gespielt, es sind also zwei Menschen
error-two-people-hint = lege nur zwei Namen derselben Person zusammen; um sie zu unterscheiden: `tenscore player rename '{ $from }' NEW`
error-unknown-player = in dieser Datenbank hat kein Spieler namens '{ $name }' gespielt
error-unknown-player-hint = prüfe die Schreibweise; `tenscore history` listet die Partien und wer sie gespielt hat
error-import-unreadable = { $file } kann nicht gelesen werden: { $reason }
error-import-unreadable-hint = nichts wurde importiert; nenne eine Datei, die `tenscore export` geschrieben hat
