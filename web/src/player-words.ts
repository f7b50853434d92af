// The player panel's words (`web-player-*` in spite.ftl, and the
// leaderboard's shared ones) in the five languages, kept out of the
// page's first load (words.ts) and added when the panel is first opened.

import { addWords, type Lang } from "./i18n";
import en from "../../crates/spite-i18n/i18n/en/spite.ftl?player";
import nl from "../../crates/spite-i18n/i18n/nl/spite.ftl?player";
import ms from "../../crates/spite-i18n/i18n/ms/spite.ftl?player";
import pt from "../../crates/spite-i18n/i18n/pt/spite.ftl?player";
import bg from "../../crates/spite-i18n/i18n/bg/spite.ftl?player";

export const PLAYER_SOURCES: Record<Lang, string> = { en, nl, ms, pt, bg };

let added = false;

/** Adds the player panel's words to every language's bundle (once). */
export function addPlayerWords(): void {
  if (added) return;
  added = true;
  addWords(PLAYER_SOURCES, "player");
}
