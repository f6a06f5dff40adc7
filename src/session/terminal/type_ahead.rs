//! Keys typed while no question reads them (as a round is written, the table drawn, the league
//! server waited for) are kept, as typed, for the question that reads them next. The terminal
//! library behind dialoguer puts the terminal in raw mode for each key it reads and back after
//! it, so a key that arrived between two reads met the terminal's own line editing: it was
//! echoed where the cursor stood ("^[[C", rows the question did not know to clear), and a
//! Backspace rubbed out the byte before it unseen by `play` (the "D" of an ←), so "Bi", ←,
//! Backspace, "o" stayed "Bi" on a busy machine. While `play` runs the terminal neither echoes
//! nor edits lines; Ctrl-C still interrupts, as before. `event board --follow` reads its keys
//! as pressed the same way.

use nix::sys::termios::{self, LocalFlags, SetArg, SpecialCharacterIndices, Termios};

/// The terminal's settings as they were found, put back when this is dropped.
pub(crate) struct TypeAhead {
    saved: Option<Termios>,
}

impl TypeAhead {
    /// Keys kept from now on; nothing changes when standard input is no terminal.
    pub(crate) fn keep() -> TypeAhead {
        let stdin = std::io::stdin();
        let saved = termios::tcgetattr(&stdin).ok();
        if let Some(saved) = &saved {
            let mut keys = saved.clone();
            keys.local_flags
                .remove(LocalFlags::ICANON | LocalFlags::ECHO);
            keys.control_chars[SpecialCharacterIndices::VMIN as usize] = 1;
            keys.control_chars[SpecialCharacterIndices::VTIME as usize] = 0;
            // A terminal that refuses is left as it is: keys are read as before.
            let _ = termios::tcsetattr(&stdin, SetArg::TCSANOW, &keys);
        }
        TypeAhead { saved }
    }
}

impl Drop for TypeAhead {
    fn drop(&mut self) {
        if let Some(saved) = &self.saved {
            // Nothing more can be done about a terminal that is gone.
            let _ = termios::tcsetattr(std::io::stdin(), SetArg::TCSANOW, saved);
        }
    }
}
