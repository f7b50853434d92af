import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { afterEach, describe, expect, it } from "vitest";
import { bundle, chooseLanguage, format, LANGUAGES, negotiate, setLanguage, SOURCES, type Args, type Lang } from "../src/i18n";
import type { ErrorCode, RoomState } from "../src/protocol";
import { describe as words, hintText, refusedText, seatName } from "../src/state";
import { PLAYER_SHARED, SHARED, webWords } from "../words";
import { addRulesWords, RULES_SOURCES } from "../src/rules-words";
import { addPlayerWords, PLAYER_SOURCES } from "../src/player-words";
import { room, view } from "./fixtures";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The ids a language's file defines (the rules' words, loaded with them, too). */
function ids(lang: Lang): string[] {
  return [SOURCES[lang], RULES_SOURCES[lang], PLAYER_SOURCES[lang]].flatMap((s) => new FluentResource(s).body.map((m) => m.id));
}

/** Every id the page's code asks for by name (`t("…")`, `tr("…")`, `format(…, "…")`), and the hint ids it builds. */
function idsInCode(): string[] {
  const dir = path.join(here, "../src");
  const out = new Set<string>();
  for (const f of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, f), "utf8");
    for (const m of text.matchAll(/\b(?:t|tr)\(\s*"([a-z0-9-]+)"/g)) out.add(m[1]);
    for (const m of text.matchAll(/"(web-[a-z0-9-]+)"/g)) out.add(m[1]);
  }
  for (const w of ["wins", "payoff-now", "payoff-next", "empties-hand", "plays-out-hand", "helps-opponent", "nothing-closer", "keeps-order"]) {
    out.add(`hint-why-${w}`);
  }
  for (const mark of ["inaccuracy", "mistake", "blunder"]) out.add(`ui-review-${mark}`);
  return [...out];
}


const CODES: ErrorCode[] = [
  "bad_json", "bad_request", "rate_limited", "no_room", "bad_token", "room_full", "server_full",
  "not_seated", "already_seated", "not_your_turn", "illegal_move", "game_over", "undo_refused", "rematch_refused", "internal",
  "unknown_player", "already_seeking", "no_identity", "no_such_game", "game_not_finished", "review_busy",
];

// Each select variable's values: every sample below takes the i-th of each
// list (round and round), so every variant of every select is formatted.
const CHOICES: Record<string, (string | number)[]> = {
  kind: ["you", "partner", "other", "computer", "player", "seat", "named"],
  source: ["hand", "hand-card", "payoff", "partner", "side"],
  where: ["centre", "side"],
  speed: ["instant", "fast", "normal", "slow"],
  level: ["random", "naive", "easy", "medium", "hard", "expert"],
  auto: ["yes", "no"],
  code: CODES,
  suit: ["spades", "hearts", "diamonds", "clubs"],
  rank: [1, 2, 8, 10, 11, 12, 13],
  mode: ["computer", "friends"],
  rated: ["yes", "no"],
  reaction: ["good_game", "well_played", "nice_move", "oops", "thinking"],
};
const TEXT = ["name", "who", "whose", "card", "top", "cards", "needs", "targets", "from", "to", "as", "move", "score", "seed", "why", "plan", "steps", "seat", "mark", "reason", "rules", "names", "time"];
const COUNTS = [0, 1, 2, 5, 21];
// The review's numbers (a turn and which decision of it, chances in points, moves judged, the accuracy and the marks counted).
const REVIEW_NUMBERS = ["turn", "part", "lost", "before", "after", "done", "moves", "accuracy", "decisions", "inaccuracies", "mistakes", "blunders"];

function samples(): Args[] {
  const rounds = Math.max(...Object.values(CHOICES).map((c) => c.length));
  const out: Args[] = [];
  for (const n of COUNTS) {
    for (let i = 0; i < rounds; i++) {
      const a: Args = {};
      for (const [k, list] of Object.entries(CHOICES)) a[k] = list[i % list.length];
      for (const k of TEXT) a[k] = `«${k}»`;
      for (const k of ["count", "points", "aside", "index", "game", "target", "number", "centre", "pile", "key", "position", "rating", "deviation", "rank", "players", "won", "lost", ...REVIEW_NUMBERS]) a[k] = n;
      out.push(a);
    }
  }
  return out;
}

afterEach(() => setLanguage("en"));
addRulesWords();
addPlayerWords();

describe("the browser's words", () => {
  it("every language has every web- id of English, and every id the page uses exists", () => {
    const english = ids("en");
    const used = idsInCode();
    expect(used.filter((id) => !english.includes(id))).toEqual([]);
    for (const lang of LANGUAGES) {
      const mine = ids(lang);
      const web = english.filter((id) => id.startsWith("web-"));
      expect(web.length).toBeGreaterThan(100);
      expect(web.filter((id) => !mine.includes(id)), lang).toEqual([]);
    }
  });

  it("the bundle holds the page's share of each file, and it parses with no error", () => {
    for (const lang of LANGUAGES) {
      const whole = readFileSync(path.join(here, `../../crates/spite-i18n/i18n/${lang}/spite.ftl`), "utf8");
      expect(SOURCES[lang]).toBe(webWords(whole));
      expect(SOURCES[lang].length, lang).toBeLessThan(whole.length / 2);
      expect(new FluentBundle(lang).addResource(new FluentResource(SOURCES[lang])), lang).toEqual([]);
      // A shared message keeps what it refers to (bg seat-subject says { seat-name }).
      expect(ids(lang)).toEqual(expect.arrayContaining(["seat-name", "rank-name", "hint-from"]));
    }
  });

  it("every message the page uses formats in every language with no error and no leftover braces", () => {
    const english = ids("en");
    const all = [...new Set([...english.filter((id) => id.startsWith("web-")), ...SHARED, ...PLAYER_SHARED, ...idsInCode()])];
    const every = samples();
    // Every problem is gathered and asserted once: an expect per message and
    // sample made this test ten seconds long, and slower still beside a busy
    // build.
    const bad: string[] = [];
    for (const lang of LANGUAGES) {
      for (const id of all) {
        // A message with no placeable (its value a plain string) reads the same whatever the arguments.
        for (const args of typeof bundle(lang).getMessage(id)?.value === "string" ? every.slice(0, 1) : every) {
          const errors: Error[] = [];
          const text = format(lang, id, args, errors);
          if (errors.length > 0) bad.push(`${lang} ${id} ${JSON.stringify(args)}: ${errors.map(String).join("; ")}`);
          if (/[{}]|undefined|\[object/.test(text)) bad.push(`${lang} ${id}: "${text}"`);
          if (text.trim().length === 0) bad.push(`${lang} ${id}: empty`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("the other languages are translations, not English copies", () => {
    const web = ids("en").filter((id) => id.startsWith("web-"));
    const args = samples()[7];
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const same = web.filter((id) => format(lang, id, args) === format("en", id, args));
      // A few are the same words (names, "K = …", "Log" in Malay).
      expect(same.length, `${lang}: ${same.join(", ")}`).toBeLessThan(8);
    }
  });

  it("a wild king's caption breaks only before its dot, in every language", () => {
    // "K = 4 · needs 5" in a narrow slot: "K = 4" on one line and
    // "· needs 5" on the next, never the dot left at a line's end.
    for (const lang of LANGUAGES) {
      const caption = format(lang, "web-stands-for", { as: "4", rank: "5" });
      const lines = caption.split(" ");
      expect(lines.length, `${lang}: ${caption}`).toBe(2);
      expect(lines[0], `${lang}: ${caption}`).toBe("K\u00a0=\u00a04");
      expect(lines[1].startsWith("·\u00a0"), `${lang}: ${caption}`).toBe(true);
      expect(lines[1].endsWith("\u00a05"), `${lang}: ${caption}`).toBe(true);
    }
  });

  it("counts take the language's plural forms for 0, 1, 2, 5, 21", () => {
    const drew = (lang: Lang) => COUNTS.map((count) => format(lang, "web-log-drew", { who: "X", kind: "other", count }));
    expect(drew("en")).toEqual(["X drew 0 cards.", "X drew 1 card.", "X drew 2 cards.", "X drew 5 cards.", "X drew 21 cards."]);
    expect(drew("nl")).toEqual(["X trok 0 kaarten.", "X trok 1 kaart.", "X trok 2 kaarten.", "X trok 5 kaarten.", "X trok 21 kaarten."]);
    expect(drew("pt")).toEqual(["X recebeu 0 cartas.", "X recebeu 1 carta.", "X recebeu 2 cartas.", "X recebeu 5 cartas.", "X recebeu 21 cartas."]);
    expect(drew("bg")).toEqual(["X получи 0 карти.", "X получи 1 карта.", "X получи 2 карти.", "X получи 5 карти.", "X получи 21 карти."]);
    expect(drew("ms")).toEqual(["X menarik 0 kad.", "X menarik 1 kad.", "X menarik 2 kad.", "X menarik 5 kad.", "X menarik 21 kad."]);
  });

  it("words every refusal of the server by its code in every language", () => {
    for (const lang of LANGUAGES) {
      setLanguage(lang);
      const seen = new Set<string>();
      for (const code of CODES) {
        const text = refusedText(code);
        // Not the catch-all that names the code: a sentence of its own.
        expect(text, `${lang} ${code}`).not.toContain(code);
        seen.add(text);
        if (lang !== "en") expect(text, `${lang} ${code}`).not.toBe(format("en", "ui-server-refused", { code }));
      }
      expect(seen.size, lang).toBe(CODES.length);
    }
  });

  it("the lobby says what its button does and what the rules are, without jargon", () => {
    expect(format("en", "web-create", { mode: "computer" })).toBe("Start playing");
    expect(format("en", "web-create", { mode: "friends" })).toBe("Start and invite friends");
    expect(format("en", "web-preset-g4a", {})).toBe("Kings wild, piles from ace to queen");
    for (const lang of LANGUAGES) {
      const lobby = [
        format(lang, "web-create", { mode: "computer" }),
        format(lang, "web-create", { mode: "friends" }),
        format(lang, "web-preset-g4a", {}),
        format(lang, "web-preset-classic", {}),
        format(lang, "web-help-intro", {}),
      ];
      for (const text of lobby) {
        // Preset names and "room" (the server's word) stay off the lobby.
        expect(text, lang).not.toMatch(/g4a|room|kamer|bilik|sala\b|стая/i);
      }
      expect(new Set(lobby).size, lang).toBe(lobby.length);
    }
  });

  it("the header and the match-over line say a one-game match is one game, and a longer one what it goes to", () => {
    expect(format("en", "web-score-target", { target: 1 })).toBe("(one game)");
    expect(format("en", "web-score-target", { target: 50 })).toBe("(match to 50)");
    for (const lang of LANGUAGES) {
      const one = format(lang, "web-score-target", { target: 1 });
      const fifty = format(lang, "web-score-target", { target: 50 });
      expect(one, lang).not.toMatch(/\d/);
      expect(fifty, lang).toContain("50");
      expect(format(lang, "web-score-target", { target: 2 }), lang).toBe(fifty.replace("50", "2"));
      // The match-over line names no target for a match of one game.
      expect(format(lang, "web-match-score", { score: "A 4 · B 0", target: 1 }), lang).not.toMatch(/\(|1\b/);
      expect(format(lang, "web-match-score", { score: "A 4 · B 0", target: 50 }), lang).toContain("50");
    }
  });

  it("numbers seats among their kind, as the terminal and the window do", () => {
    // Six seats, you at seat 2: computers are counted among the computers,
    // people among the people (you included), and a lone computer has no number.
    const person = { kind: "person" as const, level: null, name: null, taken: true, connected: true, computer_plays: false };
    const computer = (level: "easy" | "medium" | "hard") => ({ kind: "computer" as const, level, name: null, taken: true, connected: true, computer_plays: true });
    const six: RoomState = { ...room(), seats: [computer("easy"), person, person, computer("hard"), { ...person, name: "Ann" }, computer("medium")] };
    const names = (lang: Lang, r = six, form: "seat-name" | "seat-subject" = "seat-name") => {
      setLanguage(lang);
      return r.seats.map((_, seat) => seatName(r, seat, 1, form));
    };
    expect(names("en")).toEqual(["Computer 1 (easy)", "You", "Player 2", "Computer 2 (hard)", "Ann", "Computer 3 (medium)"]);
    expect(names("bg")).toEqual(["Компютър 1 (лесен)", "Вие", "Играч 2", "Компютър 2 (труден)", "Ann", "Компютър 3 (среден)"]);
    expect(names("pt", six, "seat-subject")).toEqual(["O computador 1 (fácil)", "Você", "O jogador 2", "O computador 2 (difícil)", "Ann", "O computador 3 (médio)"]);
    for (const lang of LANGUAGES) {
      for (const form of ["seat-name", "seat-subject"] as const) {
        const n = names(lang, six, form);
        expect([n[0], n[3], n[5]].map((x) => /\d/.exec(x)?.[0]), `${lang} ${form}`).toEqual(["1", "2", "3"]);
        expect(n[2], `${lang} ${form}`).toMatch(/ 2$/);
        // The one computer of a two-seat table is "Computer", as in the terminal.
        expect(names(lang, room(), form)[1], `${lang} ${form}`).not.toMatch(/\d/);
      }
    }
    setLanguage("en");
  });

  it("words the log, names and hints in the chosen language", () => {
    setLanguage("bg");
    expect(words(room(), 0, 1, [{ event: "drew", seat: 1, count: 2 }], false)).toEqual(["Компютърът (лесен) получи 2 карти."]);
    expect(words(room(), 0, 0, [{ event: "played", seat: 0, move: "p c2", card: "2C", counts_as: "2" }], false)).toEqual([
      "Вие изиграхте 2♣ от главната купчина на централна купчина 2.",
    ]);
    const hint = {
      view: view(),
      move: "h1 c1",
      plan: { steps: [{ rank: "A", from: "h1", centre: 0 }], more: false, discard: null, why: { kind: "payoff_next" as const, rank: "2" } },
    };
    expect(hintText(hint)).toMatch(/^Подсказка: карта 1 от ръката към централна купчина 1\. \S/);
    // The move is told once: its play is not told again in the plan.
    expect(hintText(hint)).not.toContain("Играйте A");
    setLanguage("en");
    expect(hintText(hint)).toBe("Hint: hand card 1 to centre pile 1. Your pay-off 2 goes next.");
    // A plan for the partner's pay-off pile names the partner's card.
    const partner = { ...hint, plan: { ...hint.plan, why: { kind: "partner_payoff_next" as const, rank: "2" } } };
    expect(hintText(partner)).toBe("Hint: hand card 1 to centre pile 1. Your partner's pay-off 2 goes next.");
    setLanguage("bg");
    expect(hintText(partner)).not.toContain("partner");
    expect(hintText(partner)).toContain("2");
    setLanguage("en");
  });
});

describe("choosing the language", () => {
  it("negotiates the browser's languages against the five", () => {
    expect(negotiate(["pt-BR", "en-US"])).toBe("pt");
    expect(negotiate(["nl-BE"])).toBe("nl");
    expect(negotiate(["nl_BE.UTF-8"])).toBe("nl");
    expect(negotiate(["BG"])).toBe("bg");
    expect(negotiate(["ms-MY"])).toBe("ms");
    expect(negotiate(["fr-FR", "de"])).toBe("en");
    expect(negotiate(["fr-FR", "pt-PT"])).toBe("pt");
    expect(negotiate([])).toBe("en");
  });
  it("takes ?lang= first, then the remembered choice, then the browser's", () => {
    expect(chooseLanguage("?lang=bg&room=ABCD", "nl", ["pt-BR"])).toBe("bg");
    expect(chooseLanguage("?lang=pt-BR", null, ["nl"])).toBe("pt");
    expect(chooseLanguage("?lang=en", "nl", ["pt"])).toBe("en");
    expect(chooseLanguage("?room=ABCD", "nl", ["pt-BR"])).toBe("nl");
    expect(chooseLanguage("?lang=xx", "nl", ["pt-BR"])).toBe("nl");
    expect(chooseLanguage("", "xx", ["pt-BR"])).toBe("pt");
    expect(chooseLanguage("", null, ["zh-CN"])).toBe("en");
  });
});
