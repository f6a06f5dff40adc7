use dialoguer::console::Key;

use super::*;

/// A Tab after a name starts the next one; after a comma it adds nothing (as `NextName`).
fn next(head: &str) -> Option<String> {
    let head = head.trim_end();
    (!head.is_empty() && !head.ends_with(',')).then(|| format!("{head}, "))
}

fn typed(keys: Vec<Key>) -> (Line, Vec<Edited>) {
    let mut line = Line::default();
    let edits = keys.into_iter().map(|key| line.key(key, &next)).collect();
    (line, edits)
}

fn chars(text: &str) -> Vec<Key> {
    text.chars().map(Key::Char).collect()
}

#[test]
fn the_right_arrow_at_the_end_of_the_line_adds_nothing_a_tab_starts_the_next_name() {
    let mut keys = chars("Ann");
    keys.push(Key::ArrowRight);
    let (line, edits) = typed(keys);
    assert_eq!(line.text(), "Ann");
    assert_eq!(edits.last(), Some(&Edited::Unchanged));
    let mut keys = chars("Ann");
    keys.extend([Key::Tab, Key::Tab]);
    keys.extend(chars("Bob"));
    let (line, _) = typed(keys);
    assert_eq!(line.text(), "Ann, Bob");
}

#[test]
fn the_arrows_home_and_end_move_the_cursor_where_typing_and_backspace_edit() {
    // "Ann, Bo" then ← twice, Backspace (the space goes), End, "b", Home, "Dee, ".
    let mut keys = chars("Ann, Bo");
    keys.extend([Key::ArrowLeft, Key::ArrowLeft, Key::Backspace, Key::End]);
    keys.push(Key::Char('b'));
    keys.push(Key::Home);
    keys.extend(chars("Dee,"));
    keys.extend([Key::ArrowRight, Key::ArrowLeft, Key::Char(' ')]);
    let (line, edits) = typed(keys);
    assert_eq!(line.text(), "Dee, Ann,Bob");
    // Typed at the end, a character is only written; elsewhere the line is drawn again.
    assert_eq!(edits[11], Edited::Appended('b'));
    assert_eq!(edits[13], Edited::Changed);
    // Delete takes the character under the cursor.
    let mut keys = chars("Axnn");
    keys.extend([Key::Home, Key::ArrowRight, Key::Del]);
    assert_eq!(typed(keys).0.text(), "Ann");
}

#[test]
fn a_tab_inside_the_line_completes_what_stands_before_the_cursor() {
    let mut keys = chars("AnnBob");
    keys.extend([Key::ArrowLeft, Key::ArrowLeft, Key::ArrowLeft, Key::Tab]);
    let (line, _) = typed(keys);
    assert_eq!(line.text(), "Ann, Bob");
    assert_eq!(line.cursor, 5);
}

#[test]
fn enter_answers_and_esc_goes_back() {
    let mut line = Line::default();
    assert_eq!(line.key(Key::Enter, &next), Edited::Enter);
    assert_eq!(line.key(Key::Escape, &next), Edited::Back);
    assert_eq!(line.key(Key::Backspace, &next), Edited::Unchanged);
    assert_eq!(line.key(Key::ArrowUp, &next), Edited::Unchanged);
}
