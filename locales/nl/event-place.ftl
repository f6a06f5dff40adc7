# Een partij die een tafel van een clubavond is, waar een partij genoemd wordt.
# De kopregel van `show` en `standings` begint ermee: "Vrijdagclub — ronde 2, tafel 3 · ...".
event-place-heading = { $event } — ronde { $round }, tafel { $table }
# De partij van een tafel op het beginscherm van `play` (zoals play-resumable).
event-place-resumable = Tafel { $table }, ronde { $round } van { $event }: { $players } · partij { $id } · { $count ->
    [0] nog geen { $game ->
        [pig10] potjes
        [tenstuff] potjes
        [krumme10] potjes
       *[other] rondes
      }
   *[other] { $rounds }
  } · laatst gespeeld { $time }
