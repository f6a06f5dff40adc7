//! What `play` has printed lately, so that a question asked again because the table went back
//! takes its earlier answered line (and everything printed after it) off the screen: "How did
//! round 2 end?: Someone called…" stood above the same question asked again after `back` at
//! "Who called…".

/// The most recent things printed, newest last; older ones are never cleared (they have
/// scrolled far up), so only a few are kept.
const KEPT: usize = 64;

/// One thing printed: a question answered (its prompt) or text said (`None`), and the rows it
/// took on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Printed {
    question: Option<String>,
    rows: usize,
}

/// The trail of what was printed since the last question answered, and whether the question
/// just asked was left with back (Esc): then the next one asked, when it is the question
/// answered last, is that question asked again.
#[derive(Debug, Default)]
pub(super) struct Trail {
    printed: Vec<Printed>,
    /// A question was left with back and taken off the screen, and nothing was printed since.
    went_back: bool,
}

impl Trail {
    /// Text said between questions, `rows` rows of it.
    pub(super) fn said(&mut self, rows: usize) {
        self.went_back = false;
        self.push(None, rows);
    }

    /// `question` answered, its question's lines and its answer taking `rows` rows.
    pub(super) fn answered(&mut self, question: &str, rows: usize) {
        self.went_back = false;
        self.push(Some(question.to_string()), rows);
    }

    /// The question asked was left with back (or Esc) and taken off the screen.
    pub(super) fn left(&mut self) {
        self.went_back = true;
    }

    /// How many rows above the cursor to clear before `question` is asked: when the table just
    /// went back and `question` is the one answered last, its answered lines and all printed
    /// after them (the text said before the question gone back from), when they stand within
    /// the `screen`'s rows; none otherwise. The trail forgets what is cleared.
    pub(super) fn asked_again(&mut self, question: &str, screen: usize) -> usize {
        let went_back = std::mem::take(&mut self.went_back);
        let last = (self.printed.iter()).rposition(|printed| printed.question.is_some());
        let Some(last) = last.filter(|_| went_back) else {
            return 0;
        };
        if self.printed[last].question.as_deref() != Some(question) {
            return 0;
        }
        let rows: usize = self.printed[last..].iter().map(|p| p.rows).sum();
        if rows >= screen {
            return 0;
        }
        self.printed.truncate(last);
        rows
    }

    /// The rows said since the last question was answered: what stands between it and the
    /// next question (a hint said before it).
    pub(super) fn said_lately(&self) -> usize {
        (self.printed.iter().rev())
            .take_while(|printed| printed.question.is_none())
            .map(|printed| printed.rows)
            .sum()
    }

    fn push(&mut self, question: Option<String>, rows: usize) {
        if self.printed.len() >= KEPT {
            self.printed.remove(0);
        }
        self.printed.push(Printed { question, rows });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_asked_again_after_back_clears_its_answer_and_what_followed_it() {
        let mut trail = Trail::default();
        trail.answered("What next?", 1);
        trail.answered("How did round 2 end?", 1);
        trail.answered("Who called?", 1);
        trail.said(1);
        // Back at Ann's points: Who called is asked again, the line said after it cleared too.
        trail.left();
        assert_eq!(trail.asked_again("Who called?", 24), 2);
        // Back there too: the question before it.
        trail.left();
        assert_eq!(trail.asked_again("How did round 2 end?", 24), 1);
        trail.answered("How did round 2 end?", 2);
        assert_eq!(trail.asked_again("Who called?", 24), 0);
    }

    #[test]
    fn nothing_is_cleared_without_back_for_another_question_or_after_text_said() {
        let mut trail = Trail::default();
        trail.answered("What next?", 1);
        // Asked again without back (the menu after a round): kept.
        assert_eq!(trail.asked_again("What next?", 24), 0);
        // Back leading to a question not answered last (tricks as numbers): kept.
        trail.left();
        assert_eq!(trail.asked_again("Ann's tricks", 24), 0);
        // Back, then text said ("Round 1 not recorded."): the menu after it stays below.
        trail.left();
        trail.said(1);
        assert_eq!(trail.asked_again("What next?", 24), 0);
        // More rows than the screen holds: left as they are.
        trail.answered("Who called?", 30);
        trail.left();
        assert_eq!(trail.asked_again("Who called?", 24), 0);
    }
}
