// The rules' words (`web-rules-*` in spite.ftl) in the five languages,
// kept out of the page's first load (words.ts) and added to each
// language's bundle when the rules are first opened.

import { addWords, type Lang } from "./i18n";
import en from "../../crates/spite-i18n/i18n/en/spite.ftl?rules";
import nl from "../../crates/spite-i18n/i18n/nl/spite.ftl?rules";
import ms from "../../crates/spite-i18n/i18n/ms/spite.ftl?rules";
import pt from "../../crates/spite-i18n/i18n/pt/spite.ftl?rules";
import bg from "../../crates/spite-i18n/i18n/bg/spite.ftl?rules";

export const RULES_SOURCES: Record<Lang, string> = { en, nl, ms, pt, bg };

let added = false;

/** Adds the rules' words to every language's bundle (once). */
export function addRulesWords(): void {
  if (added) return;
  added = true;
  addWords(RULES_SOURCES, "rules");
}
