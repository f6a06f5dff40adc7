use super::*;
use crate::prompt::scripted::ScriptedUi;
