error-label-error = Fehler
error-label-warning = Warnung

error-output = die Antwort konnte nicht auf die Standardausgabe geschrieben werden: { $reason }
error-saved = die Änderung selbst wurde gespeichert
error-file-written = { $file } wurde trotzdem vollständig geschrieben
error-question = die Frage konnte nicht gestellt werden: { $reason }

error-no-game = kein Spiel genannt
error-no-game-hint = beginne eine Partie mit `tenscore new GAME --players Ann,Bob,Cy` (Spiele: { $games }) oder spiele eine beendete noch einmal mit `tenscore new --rematch [MATCH]`
error-no-players = keine Spieler genannt
error-no-players-hint = nenne sie in Sitzreihenfolge mit --players Ann,Bob,Cy
error-not-match-id = '{ $word }' ist keine Partienummer
error-not-entry = '{ $word }' ist kein Eintrag
error-not-entry-hint = schreibe NAME=WERT für jeden Spieler, zum Beispiel Ann=7

error-no-unfinished = es gibt keine laufende Partie
error-no-unfinished-ended-hint = nenne eine Partie bei ihrer Nummer: { $id } ist die zuletzt beendete (`tenscore history` zeigt sie), oder beginne eine mit `tenscore new GAME --players Ann,Bob,Cy`
error-no-unfinished-hint = beginne eine mit `tenscore new GAME --players Ann,Bob,Cy` oder nenne eine Partie bei ihrer Nummer (`tenscore history` listet sie auf)
error-no-match = Partie { $id } gibt es in dieser Datenbank nicht
error-no-match-hint = lass MATCH weg für die zuletzt begonnene laufende Partie, oder prüfe --db
error-match-not-a-number = '{ $text }' ist keine Partienummer: eine Partie wird mit ihrer Nummer genannt, wie `tenscore history` sie auflistet
error-match-withdrawn = Partie { $id } gibt es nicht mehr: ihr Tisch entfiel, als die Runde des Clubabends neu ausgelost wurde
error-match-withdrawn-hint = `tenscore event seating` zeigt die Tische, wie sie jetzt ausgelost sind

error-opened-already = { $round } { $seq } der Partie { $id } hat ihre { $opening } schon
error-opened-already-hint = trage die { $entry } mit `tenscore round` ein, oder nimm die { $opening } mit `tenscore undo { $id }` zurück
error-match-ended = Partie { $id } ist { $status ->
    [abandoned] abgebrochen
   *[finished] beendet
  }; sie nimmt keine { $game ->
    [pig10] Durchgänge
    [tenstuff] Durchgänge
    [krumme10] Durchgänge
   *[other] Runden
  } mehr an
error-start-new = beginne eine neue Partie mit `tenscore new`
error-start-new-or-reopen = beginne eine neue Partie mit `tenscore{ $db } new` oder öffne diese wieder mit `tenscore{ $db } reopen { $id }`
error-start-new-or-undo = beginne eine neue Partie mit `tenscore new` oder spiele weiter: `tenscore undo { $id }` nimmt { $game ->
    [pig10] Durchgang { $seq } zurück, der
    [tenstuff] Durchgang { $seq } zurück, der
    [krumme10] Durchgang { $seq } zurück, der
   *[other] Runde { $seq } zurück, die
  } die Partie entschieden hat
error-abandoned-stays = Partie { $id } wurde abgebrochen; ihre { $game ->
    [pig10] Durchgänge
    [tenstuff] Durchgänge
    [krumme10] Durchgänge
   *[other] Runden
  } bleiben, wie sie waren
error-nothing-to-undo = Partie { $id } hat { $game ->
    [pig10] keinen Durchgang
    [tenstuff] keinen Durchgang
    [krumme10] keinen Durchgang
   *[other] keine Runde
  } zum Zurücknehmen
error-open-first = eröffne zuerst { $game ->
    [pig10] einen Durchgang
    [tenstuff] einen Durchgang
    [krumme10] einen Durchgang
   *[other] eine Runde
  } mit `tenscore bid`
error-record-first = trage zuerst { $game ->
    [pig10] einen Durchgang
    [tenstuff] einen Durchgang
    [krumme10] einen Durchgang
   *[other] eine Runde
  } mit `tenscore round` ein
error-ended-already = Partie { $id } ist schon { $status ->
    [abandoned] abgebrochen
   *[finished] beendet
  }
error-see-it = sieh sie dir mit `tenscore show { $id }` an
error-see-it-or-reopen = sieh sie dir mit `tenscore show { $id }` an; um sie anders zu beenden, öffne sie zuerst wieder mit `tenscore reopen { $id }`
error-nothing-to-rank = Partie { $id } hat noch { $game ->
    [pig10] keine Durchgänge
    [tenstuff] keine Durchgänge
    [krumme10] keine Durchgänge
   *[other] keine Runden
  }, also gibt es keine Rangfolge
error-nothing-to-rank-hint = trage zuerst eine ein oder beende sie ohne Sieger mit `tenscore finish --abandon`

error-player-count = { $title } spielen { $low } bis { $high } Spieler, nicht { $count }
error-player-count-hint = nenne { $low } bis { $high } Spieler, durch Kommas getrennt
error-same-name = zwei Spieler heißen '{ $name }'
error-same-name-spelt = '{ $first }' und '{ $second }' sind derselbe Name, zweimal eingegeben ({ $why ->
    [case] Groß- und Kleinschreibung macht keinen anderen Spieler
    [encoding] sie unterscheiden sich nur darin, wie ein Buchstabe codiert ist
    [apostrophe] sie unterscheiden sich nur in der Art des Apostrophs, ’ oder '
   *[other] Groß- und Kleinschreibung, die Codierung eines Buchstabens und die Art des Apostrophs machen keinen anderen Spieler
  })
error-same-name-hint = gib jedem Spieler einen anderen Namen, zum Beispiel { $name } und { $name } B
error-merged-name-twice = '{ $merged }' wurde mit { $player } zusammengeführt, der schon an diesem Tisch sitzt
error-merged-name-twice-evening = '{ $merged }' wurde mit { $player } zusammengeführt, der schon auf der Liste dieses Abends steht
error-merged-name-twice-hint = nenne { $player } nur einmal; ist { $merged } jemand anderes, gib ihm einen eigenen Namen, zum Beispiel { $merged } B
error-look-alike = die Namen '{ $first }' und '{ $second }' unterscheiden sich nur durch unsichtbare Zeichen wie { $hidden } und sehen daher gleich aus
error-new-name-empty = der neue Name ist leer
error-new-name-empty-hint = schreibe den Namen so, wie der Spieler ihn bekommt, zum Beispiel `tenscore{ $db } player rename ann Ann`
error-name-taken = es gibt schon einen Spieler namens '{ $name }'
error-name-taken-merged = '{ $name }' wurde mit { $player } zusammengeführt, der Name gehört also { $player }
error-name-taken-hint = wähle einen anderen Namen; ist es dieselbe Person, dann `tenscore{ $db } player merge { $old } { $new }`
error-name-taken-two-hint = wähle einen anderen Namen: beide haben in Partie { $id } gespielt, es sind also zwei Personen, nicht eine zum Zusammenführen; z. B. `tenscore{ $db } player rename { $old } NEW`
error-name-taken-two-event-hint = wähle einen anderen Namen: beide spielen beim Clubabend { $event } mit, es sind also zwei Personen, nicht eine zum Zusammenführen; z. B. `tenscore{ $db } player rename { $old } NEW`
error-name-mixed-script = der Name '{ $name }' mischt Alphabete in einem Wort: { $char } ist ein { $script ->
    [cyrillic] kyrillischer
    [greek] griechischer
   *[latin] lateinischer
  } Buchstabe unter { $among ->
    [cyrillic] kyrillischen
    [greek] griechischen
   *[latin] lateinischen
  }, sodass der Name als ein anderer durchgehen kann
error-name-mixed-script-hint = tippe alle Buchstaben eines Wortes in einem Alphabet (wer schon so heißt, behält den Namen)
error-one-player = '{ $from }' und '{ $into }' sind schon ein Spieler
error-one-player-hint = nenne zwei verschiedene Spieler: `tenscore{ $db } player merge FROM INTO`
error-two-people = '{ $from }' und '{ $into }' haben beide in Partie { $id } gespielt, es sind also zwei Menschen
error-two-people-hint = lege nur zwei Namen derselben Person zusammen; um sie zu unterscheiden: `tenscore{ $db } player rename { $from } NEW`
error-two-people-event = '{ $from }' und '{ $into }' spielen beide beim Klubabend { $event } mit, es sind also zwei Menschen
error-unknown-player = in dieser Datenbank hat kein Spieler namens '{ $name }' gespielt
error-unknown-player-hint = prüfe die Schreibweise; `tenscore{ $db } history` listet die Partien und wer sie gespielt hat
error-import-folder = { $file } ist ein Ordner, keine Exportdatei
error-import-folder-hint = es wurde nichts importiert; nenne stattdessen eine Datei, die `tenscore export` geschrieben hat, zum Beispiel { $example }
error-import-database = { $file } ist eine Datenbank (eine SQLite-Datei), kein Export
error-import-database-hint = es wurde nichts importiert; um ihre Partien zu übernehmen, exportiere sie zuerst mit `tenscore --db { $file } export -o { $export }`, dann `tenscore{ $db } import { $export }`
error-import-unreadable = { $file } kann nicht gelesen werden: { $reason }
error-import-unreadable-hint = nichts wurde importiert; nenne eine Datei, die `tenscore export` geschrieben hat

error-store-missing = keine tenscore-Datenbank unter { $path }
error-store-missing-hint = beginne eine Partie mit `tenscore new GAME --players A,B,C`, oder wähle eine andere Datei mit --db PATH oder TENSCORE_DB
error-import-dry-run-missing-hint = ein Probelauf legt nichts an: importiere ohne --dry-run, um die Datenbank anzulegen und die Datei aufzunehmen, oder wähle eine andere mit --db PATH oder TENSCORE_DB
error-store-open = die Datenbank { $path } lässt sich nicht öffnen: { $reason }
error-store-open-hint = wähle einen beschreibbaren Pfad mit --db PATH oder TENSCORE_DB
error-store-not-ours = { $path } ist keine tenscore-Datenbank
error-store-not-ours-hint = die Datei blieb unverändert; wähle eine andere Datei mit --db PATH oder TENSCORE_DB
error-store-a-folder = { $path } ist ein Ordner, keine Datenbankdatei
error-store-a-folder-hint = wähle eine Datei darin, z. B. --db { $file }
error-store-not-a-file = { $path } ist { $kind ->
    [fifo] eine benannte Pipe (FIFO)
    [socket] ein Socket
    [block-device] ein Blockgerät
   *[character-device] ein Zeichengerät
  }, keine Datei
error-store-not-a-file-hint = es wurde nichts geöffnet; wähle eine Datenbankdatei mit --db PATH oder TENSCORE_DB
error-store-file-in-the-way = { $file } ist eine Datei, kein Ordner, also kann { $path } nicht darin liegen
error-store-file-in-the-way-hint = es wurde nichts geöffnet; wähle eine Datenbankdatei in einem vorhandenen Ordner mit --db PATH oder TENSCORE_DB
error-store-version-lost = { $path } ist eine tenscore-Datenbank, deren Schemanummer auf 0 zurückgesetzt wurde, daher kann dieses tenscore nicht erkennen, welches Schema sie hat
error-store-version-lost-hint = die Datei blieb unverändert; spiele eine Sicherung zurück, oder wähle eine andere Datei mit --db PATH oder TENSCORE_DB
error-store-empty-path = der Pfad der Datenbank ist leer
error-store-empty-path-hint = gib eine Datei mit --db PATH an, oder entferne TENSCORE_DB mit `unset TENSCORE_DB`
error-store-newer = { $path } wurde von einem neueren tenscore geschrieben (Schema { $found }; dieses kennt bis Schema { $known })
error-store-newer-hint = die Datei blieb unverändert; nimm ein neueres tenscore oder eine andere Datei mit --db
error-store-read-only = { $path } ist schreibgeschützt
error-store-read-only-hint = wähle eine beschreibbare Datei mit --db PATH oder TENSCORE_DB
error-store-older-read-only = { $path } wurde von einem älteren tenscore geschrieben und ist schreibgeschützt: dieses aktualisiert eine Datei einmal, bevor es sie liest, und schreibt dabei (auch in ihren Ordner)
error-store-older-read-only-hint = mach die Datei und ihren Ordner für einen Befehl beschreibbar, oder kopiere die Datei an einen beschreibbaren Ort und nimm die Kopie mit --db
error-store-disk-full = der Datenträger mit { $path } ist voll
error-store-disk-full-hint = es wurde nichts geschrieben; schaffe Platz auf diesem Datenträger und versuche es erneut
error-store-locked = { $path } ist von einem anderen Programm gesperrt
error-store-locked-hint = schließe es und versuche es erneut
error-store-io = ein E/A-Fehler bei { $path }: { $reason }
error-store-io-hint = es wurde nichts geschrieben; prüfe den Datenträger, oder kopiere die Datei woandershin und nimm diese Kopie mit --db
error-store-permission = Zugriff verweigert: { $path }
error-store-permission-hint = verschaffe dir Zugriff darauf, oder wähle eine andere Datei mit --db PATH oder TENSCORE_DB
error-store-replaced = die Datenbank { $path } wurde ersetzt oder entfernt, während tenscore sie offen hatte; es wurde nichts geschrieben
error-store-replaced-hint = starte tenscore neu, um die Datei zu nehmen, die jetzt unter { $path } liegt
error-store-folder = der Ordner { $path } lässt sich nicht anlegen: { $reason }
error-store-no-data-dir = auf diesem System wurde kein Ordner für Programmdaten gefunden
error-store-no-data-dir-hint = wähle eine Datei mit --db PATH oder TENSCORE_DB
error-store-database = Datenbankfehler: { $reason }
error-store-busy = die Datenbank ist von einem anderen Programm gesperrt (einem anderen tenscore, einer Sicherung oder einem Datenbank-Browser), daher wurde nichts geschrieben
error-store-busy-hint = versuche es erneut, sobald es fertig ist
error-store-migration = die Aktualisierung der Datenbank ist fehlgeschlagen: { $reason }
error-store-migration-hint = die Datei blieb unverändert; das tenscore, das sie geschrieben hat, liest sie weiterhin
error-store-damaged = gespeicherte Daten sind beschädigt: { $reason }
error-store-damaged-hint = es wurde nichts geschrieben; lege eine Kopie der Datei von vor der Beschädigung zurück, oder mach in einer neuen Datei weiter (--db) und hol einen früheren Export mit `tenscore import` hinein
error-store-series-taken = es gibt schon eine Serie namens { $name }
error-store-series-taken-hint = gib der neuen Serie einen anderen Namen, oder nimm den Abend mit --series in { $name } auf
error-store-corrupt = { $path } ist beschädigt ({ $reason })
error-store-no-folder = es gibt keinen Ordner { $folder }

error-reopen-which-hint = `tenscore{ $db } history` listet die Partien und ihre Nummern auf
error-reopen-in-progress = Partie { $id } läuft noch, es gibt also nichts wieder zu öffnen
error-reopen-in-progress-hint = trage { $game ->
    [pig10] den nächsten Durchgang
    [tenstuff] den nächsten Durchgang
    [krumme10] den nächsten Durchgang
   *[other] die nächste Runde
  } mit `tenscore round { $id } ...` ein
error-reopen-won = Partie { $id } wurde nach ihren Regeln gewonnen ({ $game ->
    [pig10] der letzte Durchgang
    [tenstuff] der letzte Durchgang
    [krumme10] der letzte Durchgang
   *[other] die letzte Runde
  } hat sie entschieden), nicht mit `tenscore finish` beendet
error-reopen-won-hint = zum Weiterspielen nimmt `tenscore{ $db } undo { $id }` { $game ->
    [pig10] Durchgang { $seq } zurück, der
    [tenstuff] Durchgang { $seq } zurück, der
    [krumme10] Durchgang { $seq } zurück, der
   *[other] Runde { $seq } zurück, die
  } die Partie entschieden hat
error-rematch-none = es ist noch keine Partie zu Ende, also gibt es keine zum Wiederholen
error-rematch-none-hint = beginne eine mit `tenscore{ $db } new GAME --players Ann,Bob,Cy`
error-rematch-which-hint = lass MATCH weg für die zuletzt beendete Partie (`tenscore{ $db } history` listet sie auf)
error-rematch-in-progress = Partie { $id } läuft noch; eine Revanche wiederholt eine beendete Partie
error-rematch-in-progress-hint = beende sie zuerst mit `tenscore{ $db } finish { $id }`, oder nenne eine beendete (`tenscore{ $db } history` listet sie auf)
error-new-unread = die neue Partie ließ sich nicht zurücklesen

error-edit-open-round = { $round } { $seq } von Partie { $id } hat bisher nur ihre { $opening }: es ist noch nichts gespielt, das sich ändern ließe
error-edit-open-round-hint = trage sie mit `tenscore{ $db } round { $id } ...` ein, oder nimm die { $opening } mit `tenscore{ $db } undo { $id }` zurück
error-edit-no-round = Partie { $id } hat { $game ->
    [pig10] keinen Durchgang
    [tenstuff] keinen Durchgang
    [krumme10] keinen Durchgang
   *[other] keine Runde
  } { $seq }
error-edit-no-round-hint = die { $game ->
    [pig10] Durchgänge
    [tenstuff] Durchgänge
    [krumme10] Durchgänge
   *[other] Runden
  } sind von 1 bis { $rounds } nummeriert (siehe `tenscore show { $id }`)
error-check-other-game = Partie { $id } ist { $game_id ->
   *[other] eine
  } Partie { $game }, nicht { $wanted }
error-check-other-game-hint = bei --match die Nummer einer Partie dieses Spiels angeben (siehe `tenscore{ $db } history`)
error-check-other-players = an Partie { $id } sitzen andere Spieler: { $players }
error-check-other-players-hint = bei --players genau die Spieler von Partie { $id } angeben, oder eine andere --match
error-check-other-seating = an Partie { $id } sitzen die Spieler in der Reihenfolge { $seated }, nicht { $players }
error-check-other-seating-hint = --players weglassen, um die Sitzordnung der Partie zu übernehmen
error-check-no-round = Partie { $id } hat { $game ->
    [pig10] keinen eingetragenen Durchgang
    [tenstuff] keinen eingetragenen Durchgang
    [krumme10] keinen eingetragenen Durchgang
   *[other] keine eingetragene Runde
  } { $seq }
error-check-no-round-hint = { $rounds ->
    [0] es ist noch nichts eingetragen (siehe `tenscore show { $id }`)
    [one] nur Nummer 1 ist eingetragen (siehe `tenscore show { $id }`)
   *[other] sie sind von 1 bis { $rounds } nummeriert (siehe `tenscore show { $id }`)
  }
error-edit-ends-earlier = mit dieser Änderung endet die Partie nach Runde { $last }, aber Runde { $seq } wurde gespielt
error-edit-ends-earlier-hint = nimm zuerst die späteren Runden zurück (`tenscore{ $db } undo { $id }`, einmal je Runde) und ändere dann diese
error-edit-no-longer-fits = mit dieser Änderung passt Runde { $seq } nicht mehr: { $problem }
error-edit-no-longer-fits-hint = nimm die Runden nach Runde { $seq } zurück (`tenscore{ $db } undo { $id }`, einmal je Runde), ändere diese und trage sie danach wieder ein

error-elsewhere = { $command ->
    [bid] diese { $opening } passen
   *[other] { $game ->
        [pig10] dieser Durchgang passt
        [tenstuff] dieser Durchgang passt
        [krumme10] dieser Durchgang passt
       *[other] diese Runde passt
      }
  } zu { $other }, nicht zu { $picked }, der zuletzt begonnenen laufenden Partie ({ $problem })
error-elsewhere-match = Partie { $id } ({ $title }: { $players })
error-elsewhere-hint = nenne die Partie: `tenscore{ $db } { $command } { $id } { $words }`
error-not-seated-here = { $picked }, die zuletzt begonnene laufende Partie, hat { $names } nicht am Tisch
error-not-seated-here-hint = nenne ihre Partie: `tenscore{ $db } { $command } MATCH { $words }`; `tenscore{ $db } history --player { $first }` zeigt ihre Partien

error-export-which-hint = lass --match weg, um alle Partien zu exportieren; `tenscore{ $db } history --all` listet sie auf
error-check-which-hint = lass --match weg, um alle Partien zu prüfen, oder prüfe --db
error-until-before-since = --until { $until } liegt vor --since { $since }
error-until-before-since-hint = gib den ersten Tag mit --since und den letzten Tag mit --until an
error-vs-one-player = '{ $name }' ist ein einziger Spieler; --vs vergleicht zwei
error-vs-one-player-hint = nenne zwei verschiedene Spieler: --vs Ann Bob

error-json = die Antwort ließ sich nicht als JSON schreiben: { $reason }
error-list-spool = die Liste ließ sich nicht in einer temporären Datei in { $folder } aufbauen: { $reason }
error-list-spool-hint = schaffe dort Platz oder nenne mit TMPDIR einen anderen Ordner
error-write-chart = das Diagramm
error-write-no-folder = { $what } lässt sich nicht nach { $path } schreiben: es gibt keinen Ordner { $folder }
error-write-no-folder-hint = wähle einen vorhandenen Ordner
error-write-file-in-the-way = { $what } lässt sich nicht nach { $path } schreiben: { $file } ist eine Datei, kein Ordner
error-write-file-in-the-way-hint = es wurde nichts geschrieben; wähle einen Pfad in einem vorhandenen Ordner
error-write-denied = { $what } lässt sich nicht nach { $path } schreiben: Zugriff verweigert
error-write-denied-hint = wähle einen Ordner, in den du schreiben darfst
error-write-folder = { $what } lässt sich nicht nach { $path } schreiben: das ist ein Ordner
error-write-folder-hint = nenne eine Datei darin, z. B. { $example }
error-write-database = { $path } ist eine SQLite-Datenbank (oder das Protokoll daneben), keine Datei für { $what }: dorthin zu schreiben würde sie zerstören
error-write-database-hint = wähle einen anderen Dateinamen, zum Beispiel { $example }
error-write-other = { $what } lässt sich nicht nach { $path } schreiben: { $reason }
error-write-other-hint = es wurde nichts geschrieben

error-knows = { $problem }; tenscore kennt { $games }
error-see-help = siehe `tenscore { $command } --help`
error-rematch-game = eine Revanche übernimmt das Spiel der Partie, die sie wiederholt: nenne eine beendete Partie, oder lass MATCH weg für die letzte
error-flag-after-game = { $flag } gehört hinter ein Spiel: `tenscore new GAME --players Ann,Bob,Cy{ $example }`
error-flag-after-game-hint = eine Revanche (--rematch) übernimmt Spieler und Optionen der Partie, die sie wiederholt
error-rematch-with-game = --rematch geht nicht zusammen mit einem Spiel ({ $game })
error-rematch-with-game-hint = eine Revanche übernimmt Spiel, Spieler und Optionen der Partie, die sie wiederholt: `tenscore new --rematch [MATCH]`
error-not-a-date = { $flag } '{ $text }' ist kein Datum
error-not-a-date-hint = schreibe einen Tag als JJJJ-MM-TT, z. B. 2026-11-23
error-no-such-day = { $flag } '{ $text }' ist kein Tag des Kalenders: dieser Monat hat { $year } { $days } Tage
error-no-such-day-hint = schreibe einen Tag, den es gibt, z. B. { $last }, den letzten dieses Monats
error-no-such-day-first-hint = schreibe einen Tag, den es gibt, z. B. { $first }, den ersten dieses Monats
error-store-unknown-status = unbekannter Partiestatus '{ $status }'
error-store-unknown-ending = unbekanntes Partieende '{ $ending }'
error-store-no-seat = ein Punktestand in Partie { $id } gehört zu keinem Platz
error-store-unknown-figure = unbekannte Partiekennzahl '{ $key }'
error-store-note-kind = ein Vermerk zu einem Punktestand ohne seine Art: { $note }
error-store-in-match = Partie { $id }: { $problem }

error-import-stopped = { $file } wurde vor seinem Ende nicht mehr gelesen
error-import-again = der Import von { $file } wurde abgebrochen, bevor er gespeichert war (die Verbindung zum Ligaserver ist abgebrochen, oder ein anderer Tisch hat gleichzeitig geschrieben), und die Datei wird nur einmal gelesen; es wurde nichts geschrieben
error-import-again-hint = importiere die Datei noch einmal
error-import-empty = { $file } ist leer
error-import-empty-hint = es wurde nichts importiert; importiere eine Datei, die mit `tenscore export` erstellt wurde
error-import-cut-short = { $file } endet vor seinem Schlussdatensatz: die Datei wurde abgeschnitten
error-import-cut-short-hint = es wurde nichts importiert; exportiere erneut und kopiere die ganze Datei
error-import-line = Zeile { $number } von { $file } lässt sich nicht importieren: { $problem }
error-moved-meanwhile = Partie { $id } wurde an einem anderen Terminal geändert, während dies eingetippt wurde: sie hat jetzt { $counted }{ $open ->
    [1] {" "}und offene { $opening }
   *[other] {""}
  }{ $same ->
    [1] {" "}(so viele wie zuvor, aber anders eingetragen)
   *[other] {""}
  }
error-moved-meanwhile-hint = hier wurde nichts geschrieben; frage neu ab dem Stand, an dem sie jetzt steht
error-import-whole-hint = es wurde nichts importiert; importiere eine vollständige Datei, die `tenscore export` (JSON) geschrieben hat
error-import-not-utf8 = sie ist kein UTF-8-Text
error-import-too-long = die Zeile ist länger als { $most }, mehr als ein Datensatz eines Exports je enthält
error-import-time = { $field } '{ $text }' ist keine Zeit nach RFC 3339 (etwa 2026-01-02T03:04:05Z)
error-import-text-long = { $field } hat { $length } Zeichen; übernommen werden höchstens { $most }
error-import-text-control = { $field } enthält ein Steuerzeichen ({ $code }), und kein Text von tenscore enthält eins
error-import-text-unshown = { $field } enthält ein Zeichen, das nicht so erscheint, wie es ist ({ $code }): ein Richtungs-, Zeilen- oder unsichtbares Zeichen
error-import-options = die Optionen passen nicht zu { $title } ({ $problem })
# A key of a match's or event's options in an import that the game has no option for.
error-import-options-key = die Optionen enthalten einen Schlüssel, den { $title } nicht kennt ('{ $key }'), wie ihn keine Option von `tenscore new` schreibt
error-import-seats = { $title } wird von { $least } bis { $most } Spielern gespielt, und sie hat { $count }
error-import-options-table = ihre Optionen ({ $options }) passen nicht zu einem Tisch mit { $count }, wie `tenscore new` sagen würde
error-import-rules-no-rounds = laut Datei haben die Regeln sie beendet, aber sie hat keine Runden
error-import-unreadable-round = Runde { $seq } lässt sich nicht als Runde von { $title } lesen ({ $problem })
error-import-after-end = nach dem Schlussdatensatz folgt noch etwas
error-import-not-a-record = sie ist kein Datensatz eines tenscore-Exports ({ $reason })
error-import-csv = es sieht nach einem CSV-Export aus (für Tabellenkalkulationen), nicht nach dem JSON-Export, den `tenscore export -o FILE` schreibt
error-import-merged-there = in { $file } ist { $other } mit { $name } zusammengeführt, aber hier sind es zwei Spieler
error-import-merged-there-hint = es wurde nichts importiert; führe sie hier auch zusammen mit `tenscore{ $db } player merge { $other } { $name }` und importiere dann erneut
error-import-no-header = die Datei beginnt nicht mit dem Kopf eines tenscore-Exports
error-import-second-header = ein zweiter Kopf
error-import-late-player = ein Spielerdatensatz, nachdem die Partien begonnen haben
error-import-round-astray = Runde { $round } folgt nicht auf den Datensatz ihrer Partie { $match_uuid }
error-import-counts = ihr Schlussdatensatz zählt { $players } Spieler, { $matches ->
    [one] 1 Partie
   *[other] { $matches } Partien
  } und { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
  }, aber die Datei enthält { $players_held }, { $matches_held } und { $rounds_held }
error-import-format = ihr Format ist '{ $format }', nicht '{ $expected }'
error-import-newer = { $file } wurde von einem neueren tenscore exportiert (Schema { $schema }; dieses liest bis Schema { $known })
error-import-newer-hint = es wurde nichts importiert; importiere sie mit einem tenscore, das Schema { $schema } liest (die Datei hat tenscore { $version } geschrieben)
error-import-player = Spieler { $uuid }: { $problem }
# A name of a player new here that mixes alphabets (error-name-mixed-script says which).
error-import-name-mixed-hint = es wurde nichts importiert; benenne den Spieler am Tisch, der die Datei geschrieben hat, so um, dass jedes Wort in einem Alphabet steht (`tenscore player rename OLD NEW`), und exportiere neu
error-import-name-taken = Spieler '{ $name }' aus { $file } ist hier nicht unter seiner UUID bekannt, und diese Datenbank hat einen anderen Spieler namens '{ $local }'; mit --no-name-match können nicht beide bleiben
error-import-name-taken-hint = es wurde nichts importiert; benenne den Spieler hier zuerst mit `tenscore{ $db } player rename { $local } NEW` um, oder importiere ohne --no-name-match, um beide als einen zu nehmen
error-import-rename-taken = { $file } benennt '{ $here }' in '{ $there }' um, später als diese Datenbank den Namen vergab, aber hier heißt schon ein anderer Spieler '{ $other }'
error-import-rename-taken-hint = es wurde nichts importiert; zwei Spieler können nicht denselben Namen tragen: benenne zuerst den anderen Spieler hier mit `tenscore{ $db } player rename { $other } NEW` um (oder führe beide mit `tenscore{ $db } player merge` zusammen, wenn es dieselbe Person ist) und importiere dann erneut
error-import-unknown-game = Partie { $uuid } aus { $file } ist ein Spiel, das dieses tenscore nicht kennt ({ $game })
error-import-unknown-game-hint = es wurde nichts importiert; importiere sie mit dem tenscore, das sie exportiert hat, oder einem neueren
error-import-match = Partie { $uuid }: { $problem }
error-import-round-records = sie zählt { $counted } Rundendatensätze, aber es folgen { $held }
error-import-unseated = an ihrem Tisch sitzt { $uuid }, für den davor kein Spielerdatensatz steht
error-import-one-player = Partie { $uuid } aus { $file } setzt zwei Spieler an den Tisch, die in dieser Datenbank ein Spieler sind
error-import-one-player-hint = es wurde nichts importiert; importiere mit --no-name-match, oder benenne zuerst einen von ihnen mit `tenscore{ $db } player rename` um
error-import-uuid-taken = Partie { $uuid } aus { $file } ({ $title }) hat die UUID einer anderen Partie hier ({ $label })
error-import-uuid-taken-hint = es wurde nichts importiert; eine UUID kann nicht zwei Partien bezeichnen: importiere in eine andere Datenbank
error-import-rounds = sie zählt { $counted ->
    [one] 1 Runde
   *[other] { $counted } Runden
  }, aber ihre Rundendatensätze enthalten { $held }
error-import-no-end = sie ist { $status }, sagt aber nicht, wie oder wann sie endete
error-import-end-differs = sie ist { $status }, aber ended_by sagt { $ending }
error-import-kept-end = sie ist { $status }, hat aber kept_finished_at, das nur eine wieder laufende Partie hat
error-import-round = Runde { $seq } von Partie { $uuid } in { $file } lässt sich nicht importieren: { $problem }
error-import-not-uuid = '{ $text }' ist keine UUID
error-import-round-zero = Runden werden ab 1 gezählt
error-import-scores = die Punktestände sind nicht einer pro Platz in Sitzreihenfolge
error-import-conflict = { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $seq } von { $label } (UUID { $uuid }) lässt sich nicht importieren: { $problem }
error-import-conflict-hint = es wurde nichts importiert; die beiden Tische haben unterschiedlich weitergespielt: importiere die Datei in eine andere Datenbank, oder lass den anderen Tisch seine Runden ab dort zurücknehmen und neu exportieren
error-import-conflict-undo-hint = es wurde nichts importiert; die beiden Tische haben unterschiedlich weitergespielt: um die Runden der Datei zu übernehmen, nimm die dieses Tisches ab { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $seq } mit `tenscore undo { $id }` zurück ({ $count ->
    [one] einmal
   *[other] { $count }-mal
  }) und importiere erneut; oder importiere die Datei in eine andere Datenbank
error-import-withdrawn-there = in der Datei zurückgenommen (am anderen Tisch rückgängig gemacht oder berichtigt), hier aber noch gültig
error-import-withdrawn-here = hier zurückgenommen (rückgängig gemacht oder berichtigt), in der Datei aber noch gültig
error-import-withdrawn-here-hint = es wurde nichts importiert; der andere Tisch muss das ebenfalls zurücknehmen (`tenscore undo` dort) und neu exportieren, oder importiere die Datei in eine andere Datenbank
error-import-round-elsewhere = ihre UUID { $uuid } ist hier eine Runde einer anderen Partie (Partie { $id })
error-import-round-moved = ihre UUID { $uuid } ist hier { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $seq }
error-import-replaces = sie ersetzt { $replaced }, das aber keine Runde an ihrer Stelle ist
error-import-round-differs = diese Datenbank hat ihre UUID { $uuid } mit einer anderen Eingabe (hier: { $here }; in der Datei: { $there })
error-import-round-differs-opening = diese Datenbank hat ihre UUID { $uuid } mit anderen { $opening }
error-import-round-differs-hint = es wurde nichts importiert; eine UUID kann nicht zwei verschiedene Runden bezeichnen: exportiere die Datei neu an dem Tisch, der die Runde eingetragen hat (eine von Hand geänderte Datei lässt sich nicht importieren), oder importiere sie in eine andere Datenbank
error-import-match-differs = { $label } (UUID { $uuid }) aus { $file } lässt sich nicht importieren: diese Datenbank hat die Partie mit anderen Optionen (hier: { $here }; in der Datei: { $there })
error-import-match-differs-hint = es wurde nichts importiert; eine UUID kann nicht zwei verschiedene Partien bezeichnen: exportiere die Datei neu an dem Tisch, an dem die Partie begann (eine von Hand geänderte Datei lässt sich nicht importieren), oder importiere sie in eine andere Datenbank
error-import-taken-place = diese Datenbank hat dort schon { $game ->
    [pig10] einen anderen gültigen Durchgang
    [tenstuff] einen anderen gültigen Durchgang
    [krumme10] einen anderen gültigen Durchgang
   *[other] eine andere gültige Runde
  }
error-import-ended-here = sie wurde hier { $ending ->
    [abandoned] abgebrochen
   *[other] mit `tenscore finish` beendet
  }, und die Datei hat sie danach weitergespielt
error-import-ended-here-hint = es wurde nichts importiert; um zu übernehmen, was weitergespielt wurde, öffne sie hier wieder mit `tenscore{ $db } reopen { $id }` und importiere erneut
error-import-own-gap = die Datei hat davor keine Runde { $seq } dieser Partie
error-import-gap = diese Datenbank hat davon { $counted }, es entstünde also eine Lücke
error-import-other-open = diese Datenbank hat dort andere { $opening } offen
error-import-same-open = diese Datenbank hat dort dieselben { $opening } offen, auch an diesem Tisch eingegeben: zweimal festgehalten
error-import-new-match = Partie { $uuid } ({ $title })
error-import-known-match = { $label } (UUID { $uuid })
error-import-against-rules = { $game ->
    [pig10] Durchgang
    [tenstuff] Durchgang
    [krumme10] Durchgang
   *[other] Runde
  } { $seq } von { $which } in { $file } folgt nicht aus den Regeln: { $reason }
error-import-against-rules-hint = es wurde nichts importiert; berichtige diese Runde dort, wo die Datei exportiert wurde (`tenscore check history` findet sie dort), und exportiere erneut
error-import-unread = Partie { $id } ließ sich nicht zurücklesen
error-edit-reason-empty = der Grund ist leer
error-edit-reason-empty-hint = sag mit --reason TEXT, warum sich die Runde geändert hat
error-edit-reason-long = der Grund hat { $length } Zeichen; gespeichert werden höchstens { $most }
error-edit-reason-long-hint = sag in höchstens { $most } Zeichen, warum sich die Runde geändert hat
error-edit-reason-control = der Grund enthält { $char }, { $effect ->
    [breaks] das die Zeile umbricht, in der es steht
    [reorders] das verändert, wie der Text darum herum gelesen wird
    [hidden] das unsichtbar ist, sodass der Grund anders aussieht, als er gespeichert ist
   *[control] ein Steuerzeichen
  }
error-edit-reason-control-hint = sag in einfachem Text auf einer Zeile, warum sich die Runde geändert hat

error-server-unreachable = der Ligaserver { $server } ist nicht erreichbar: { $reason }
error-server-unreachable-hint = prüfe, ob der Server läuft und erreichbar ist, oder wähle eine andere Datenbank mit --db / TENSCORE_DB
error-server-no-database = der Server hat keine Datenbank mit dem Namen in { $path }
error-server-no-database-hint = tenscore legt auf einem Server keine Datenbank an: bitte den Administrator des Servers, sie anzulegen, oder nenne eine, die es gibt, als { $form }
error-server-missing-hint = beginne eine Partie mit `tenscore new GAME --players A,B,C`, das die Tabellen von tenscore in dieser Datenbank anlegt, oder nenne eine andere Datenbank als { $form }
error-server-not-ours-hint = sie blieb unverändert; nenne eine andere Datenbank als { $form }, oder bitte den Administrator des Servers, eine für tenscore anzulegen
error-server-version-lost-hint = sie blieb unverändert; stelle sie aus einer Sicherung wieder her, oder nenne eine andere Datenbank als { $form }
error-server-permission-hint = bitte den Administrator des Servers, deinem Benutzer Zugriff auf diese Datenbank zu geben, oder nenne eine andere Datenbank als { $form }
error-server-login = der Ligaserver { $server } hat die Anmeldung von { $user } abgelehnt
error-server-login-hint = prüfe den Benutzer und sein Passwort (in der URL, PGPASSWORD oder ~/.pgpass), oder wähle eine andere Datenbank mit --db / TENSCORE_DB
error-server-login-passfile-hint = { $file } wurde ignoriert: die Gruppe oder andere können sie lesen; mach sie mit chmod 600 { $file } nur für dich lesbar, oder gib das Passwort in PGPASSWORD an
error-server-as-user = { $hosts } als { $user }
error-server-lost = die Verbindung zum Ligaserver { $server } ist abgebrochen: { $reason }
error-server-lost-hint = es wurde nichts geschrieben; prüfe, ob der Server läuft und erreichbar ist, und versuch es dann noch einmal
error-server-unsettled = die Verbindung zum Ligaserver { $server } ist gleich nach dem Absenden der Änderung abgebrochen, und der Server ließ sich nicht mehr fragen, ob er sie übernommen hat ({ $reason }): die Änderung wurde möglicherweise gespeichert
error-server-unsettled-hint-match = sobald der Server wieder erreichbar ist, sieh mit `tenscore{ $db } standings { $id }` nach, ob sie gespeichert wurde, bevor du sie noch einmal eingibst
error-server-unsettled-hint = sobald der Server wieder erreichbar ist, sieh mit `tenscore{ $db } history` nach, ob sie gespeichert wurde, bevor du sie noch einmal eingibst
error-server-unsettled-hint-look = sobald der Server wieder erreichbar ist, sieh mit `{ $command }` nach, ob sie gespeichert wurde, bevor du sie noch einmal eingibst
error-server-unsettled-hint-again = sobald der Server wieder erreichbar ist, gib denselben Befehl noch einmal: wurde die Änderung gespeichert, sagt tenscore das und ändert nichts
error-server-contended = der Ligaserver hat das Schreiben immer wieder abgelehnt, weil andere Tische gleichzeitig schrieben ({ $tries } Versuche); es wurde nichts geschrieben
error-server-contended-hint = versuch es noch einmal

error-url-form = schreib den Server als { $form }
error-url-scheme-typo = das Schema '{ $scheme }' in { $url } ist weder postgres noch postgresql, und ein Dateiname enthält kein '://'
error-url-scheme-typo-hint = meintest du { $url }?
error-url-separator-typo = { $url } ist weder eine Server-URL noch ein Dateiname: auf das Schema einer Server-URL folgt '://'
error-url-not-a-file = { $url } sieht aus wie eine Serveradresse mit Benutzer, nicht wie ein Dateiname
error-url-not-a-file-hint = schreib einen Ligaserver als { $form } und eine Datei mit so einem Namen als ./NAME
error-url-no-user = { $url } nennt keinen Benutzer, und weder PGUSER noch USER noch LOGNAME ist gesetzt
error-url-no-user-hint = nenne einen: { $form }
error-url-port = der Port '{ $port }' in { $url } { $why ->
    [number] ist keine Zahl
   *[range] liegt nicht zwischen 1 und 65535
  }
error-url-at-after-host = { $url } hat ein '@' nach dem Host
error-url-at-after-host-hint = schreib ein '/', '?' oder '@' in Benutzer oder Passwort als %2F, %3F oder %40
error-url-empty-user = der Benutzer vor '@' in { $url } ist leer
error-url-empty-user-hint = schreib den Server als { $form }, oder lass 'USER@' weg, um dich als PGUSER oder als du selbst anzumelden
error-url-dbname-parts = der Datenbankname '{ $name }' in { $url } hat mehr als einen Teil
error-url-dbname-parts-hint = nenne eine Datenbank: { $form }, mit einem '/' im Namen als %2F
error-url-ampersand = das Passwort in { $url } enthält ein '&', das nicht als %-Code geschrieben ist
error-url-ampersand-hint = schreib es als %26
error-url-parameter = den Parameter '{ $name }' in { $url } kennt tenscore nicht
error-url-parameter-hint = schreib NAME=WERT mit NAME aus { $names }
error-url-bracket-open = der Host '{ $host }' in { $url } öffnet '[' und schließt sie nicht
error-url-bracket-after = der Host '{ $host }' in { $url } geht nach ']' weiter
error-url-ipv6-hint = schreib eine IPv6-Adresse in eckigen Klammern: postgres://USER@[::1]:5432/DBNAME
error-url-timeout = das connect_timeout '{ $value }' in { $url } ist keine ganze Zahl von Sekunden ab 1
error-url-timeout-hint = schreib connect_timeout=5 für fünf Sekunden
error-url-tls = der sslmode '{ $mode }' in { $url } verlangt TLS, und das spricht dieses tenscore nicht
error-url-tls-hint = nimm sslmode=disable in einem Netz, dem du traust, oder erreiche den Server über einen SSH-Tunnel
error-url-sslmode = der sslmode '{ $mode }' in { $url } ist keiner von disable, allow, prefer, require, verify-ca und verify-full
error-url-sslmode-hint = schreib sslmode=disable
error-url-encoding = { $part ->
    [host] der Host
    [user] der Benutzer
    [password] das Passwort
    [dbname] der Datenbankname
   *[parameter] der Parameter
  } '{ $value }' in { $url } hat einen falschen %-Code
error-url-encoding-hint = schreib ein Zeichen, das die URL vorbehält, als % und zwei Hexadezimalziffern seiner UTF-8-Bytes: %40 für '@', %2F für '/'
