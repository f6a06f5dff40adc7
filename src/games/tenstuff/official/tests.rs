use super::*;
use crate::games::ViolationKind;

#[test]
fn each_official_rule_is_refused_under_casual_with_the_rule_named() {
    let cases = [
        (
            OfficialRule::ThreeSixes,
            "three sixes are an official rule, and --casual switches the official rules off",
        ),
        (
            OfficialRule::Restart,
            "the restart after three sixes is part of three sixes, an official rule, and \
             --casual switches the official rules off",
        ),
        (
            OfficialRule::RoundOfShame,
            "the Round of Shame for a player caught cheating is an official rule, and --casual \
             switches the official rules off",
        ),
        (
            OfficialRule::Excommunication,
            "excommunication is an official rule, and --casual switches the official rules off",
        ),
    ];
    for (rule, problem) in cases {
        let refusal = casual_refusal(rule);
        assert_eq!(refusal.kind, ViolationKind::AgainstRules, "{rule:?}");
        assert_eq!(refusal.problem, problem);
        assert_eq!(
            refusal.legal,
            "leave out --casual to play by the official rules (excommunication, the three sixes \
             and cheating), as a match does unless started with `new tenstuff --casual`"
        );
    }
}
