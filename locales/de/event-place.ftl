# Eine Partie, die ein Tisch eines Klubabends ist, wo eine Partie genannt wird.
# Die Kopfzeile von `show` und `standings` beginnt damit: "Freitagsklub — Runde 2, Tisch 3 · ...".
event-place-heading = { $event } — Runde { $round }, Tisch { $table }
# Die Partie eines Tisches auf dem Startbildschirm von `play` (wie play-resumable).
event-place-resumable = Tisch { $table }, Runde { $round } von { $event }: { $players } · Partie { $id } · { $count ->
    [0] noch keine { $game ->
        [pig10] Durchgänge
        [tenstuff] Durchgänge
        [krumme10] Durchgänge
       *[other] Runden
      }
   *[other] { $rounds }
  } · zuletzt gespielt { $time }
