// The rules' words are kept out of the page's first load and come with
// the rules: every language has them all, and none are in both shares;
// the player panel's likewise come with it.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { format, LANGUAGES, SOURCES } from "../src/i18n";
import { addRulesWords, RULES_SOURCES } from "../src/rules-words";
import { addPlayerWords, PLAYER_SOURCES } from "../src/player-words";
import { webWords } from "../words";

const here = path.dirname(fileURLToPath(import.meta.url));
const ids = (text: string) => new FluentResource(text).body.map((m) => m.id);

describe("the rules' words", () => {
  it("are in every language, and only in the share loaded with the rules", () => {
    const english = ids(RULES_SOURCES.en);
    expect(english.length).toBeGreaterThan(30);
    for (const lang of LANGUAGES) {
      const whole = readFileSync(path.join(here, `../../crates/spite-i18n/i18n/${lang}/spite.ftl`), "utf8");
      expect(RULES_SOURCES[lang]).toBe(webWords(whole, "rules"));
      expect(ids(RULES_SOURCES[lang]).every((id) => id.startsWith("web-rules-")), lang).toBe(true);
      expect(ids(RULES_SOURCES[lang]).sort(), lang).toEqual([...english].sort());
      expect(ids(SOURCES[lang]).filter((id) => id.startsWith("web-rules-")), lang).toEqual([]);
      // The button that opens them is in the first load.
      expect(ids(SOURCES[lang]), lang).toContain("web-open-rules");
    }
  });

  it("are found once added, in the language asked for", () => {
    addRulesWords();
    expect(format("en", "web-rules-step", { number: 2, count: 7 })).toBe("Step 2 of 7");
    expect(format("bg", "web-rules-step", { number: 2, count: 7 })).toBe("Стъпка 2 от 7");
    expect(format("pt", "web-rules-kings")).toMatch(/curinga/);
  });
});

describe("the player panel's words", () => {
  it("are in every language, only in the share loaded with the panel", () => {
    const english = ids(PLAYER_SOURCES.en);
    expect(english).toEqual(expect.arrayContaining(["web-player-code", "ui-ladder-name"]));
    for (const lang of LANGUAGES) {
      const whole = readFileSync(path.join(here, `../../crates/spite-i18n/i18n/${lang}/spite.ftl`), "utf8");
      expect(PLAYER_SOURCES[lang]).toBe(webWords(whole, "player"));
      expect(ids(PLAYER_SOURCES[lang]).sort(), lang).toEqual([...english].sort());
      expect(ids(SOURCES[lang]).filter((id) => id.startsWith("web-player-") || id.startsWith("ui-ladder-name")), lang).toEqual([]);
      // The panel's heading is in the first load.
      expect(ids(SOURCES[lang]), lang).toContain("web-ratings-heading");
    }
    addPlayerWords();
    expect(format("bg", "web-player-copy")).toBe("Копирайте кода");
  });
});
