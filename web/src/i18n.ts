// The page's words in the players' language: the same Fluent files the
// terminal and the window read (crates/spite-i18n/i18n/<code>/spite.ftl),
// the part of them the page uses put into the bundle at build time
// (words.ts), so the page fetches nothing (the rules' words come with
// the rules: rules-words.ts). The
// browser's own messages there start with `web-`; sentences the game
// already has (seat names, card and rank names, refusals by code, hints)
// are shared with the Rust frontends.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import en from "../../crates/spite-i18n/i18n/en/spite.ftl?web";
import nl from "../../crates/spite-i18n/i18n/nl/spite.ftl?web";
import ms from "../../crates/spite-i18n/i18n/ms/spite.ftl?web";
import pt from "../../crates/spite-i18n/i18n/pt/spite.ftl?web";
import bg from "../../crates/spite-i18n/i18n/bg/spite.ftl?web";

export const LANGUAGES = ["en", "nl", "ms", "pt", "bg"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Each language in its own words, for the selector (as spite-i18n's `native_name`). */
export const NATIVE_NAME: Record<Lang, string> = {
  en: "English",
  nl: "Nederlands",
  ms: "Bahasa Melayu",
  pt: "Português",
  bg: "Български",
};

export const SOURCES: Record<Lang, string> = { en, nl, ms, pt, bg };

export type Args = Record<string, FluentVariable>;

const bundles = new Map<Lang, FluentBundle>();

/** The bundle of a language, made on first use. */
export function bundle(lang: Lang): FluentBundle {
  let b = bundles.get(lang);
  if (!b) {
    // No bidi isolation marks: the page's text is left to right or plain
    // Cyrillic, and the marks would show in copied text and tests.
    b = new FluentBundle(lang, { useIsolating: false });
    const errors = b.addResource(new FluentResource(SOURCES[lang]));
    if (errors.length) console.warn(`spite.ftl (${lang}):`, errors);
    bundles.set(lang, b);
  }
  return b;
}

/**
 * A message in a language, with the Fluent errors it met pushed to
 * `errors`. A message the language lacks is taken from English (the
 * spite-i18n tests make every language have every id; this only guards
 * against a page built from files out of step).
 */
export function format(lang: Lang, id: string, args: Args = {}, errors: Error[] = []): string {
  for (const l of lang === "en" ? [lang] : [lang, "en" as const]) {
    const msg = bundle(l).getMessage(id);
    if (msg?.value) return bundle(l).formatPattern(msg.value, args, errors);
  }
  errors.push(new Error(`no message ${id}`));
  return id;
}

/** Adds a share of the words loaded later (the rules', the player panel's) to every language's bundle. */
export function addWords(sources: Record<Lang, string>, what: string): void {
  for (const lang of LANGUAGES) {
    const errors = bundle(lang).addResource(new FluentResource(sources[lang]));
    if (errors.length) console.warn(`spite.ftl ${what} (${lang}):`, errors);
  }
}

let current: Lang = "en";
const listeners = new Set<(l: Lang) => void>();

/** The language the page speaks now. */
export function language(): Lang {
  return current;
}

/** A message in the page's language. */
export function t(id: string, args?: Args): string {
  return format(current, id, args);
}

/**
 * Words as data: a message and its arguments, some of them words too.
 * Kept (in the log, in localStorage) instead of their text, they are
 * worded when shown, so a change of language re-words them.
 */
export type Words = { id: string; args?: { [name: string]: string | number | Words } };

/** Words in the page's language now. */
export function word(w: Words): string {
  const args: Args = {};
  for (const [k, v] of Object.entries(w.args ?? {})) args[k] = typeof v === "object" ? word(v) : v;
  return t(w.id, args);
}

/** Whether a value read back (from localStorage) is words. */
export function isWords(v: unknown): v is Words {
  if (typeof v !== "object" || v === null || typeof (v as Words).id !== "string") return false;
  const args = (v as Words).args;
  if (args === undefined) return true;
  if (typeof args !== "object" || args === null) return false;
  return Object.values(args).every((a) => typeof a === "string" || typeof a === "number" || isWords(a));
}

/** The first letter made a capital (the hint's reason starts a sentence). */
export function capitalise(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/**
 * The first of the tags (BCP 47 as `navigator.languages` gives them, or
 * POSIX-like `pt_BR`) whose language the page speaks: `pt-BR` is `pt`,
 * `nl-BE` is `nl`; none is English.
 */
export function negotiate(tags: readonly string[]): Lang {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_.@]/)[0];
    const hit = LANGUAGES.find((l) => l === primary);
    if (hit) return hit;
  }
  return "en";
}

export const STORAGE_KEY = "spite.lang";

/**
 * The language to start in: `?lang=` in the address, else the one chosen
 * before (localStorage), else the browser's languages negotiated.
 */
export function chooseLanguage(search: string, stored: string | null, browser: readonly string[]): Lang {
  const asked = new URLSearchParams(search).get("lang");
  if (asked) {
    const l = LANGUAGES.find((x) => x === asked.trim().toLowerCase()) ?? negotiate([asked]);
    if (l !== "en" || asked.toLowerCase().startsWith("en")) return l;
  }
  const kept = LANGUAGES.find((x) => x === stored);
  if (kept) return kept;
  return negotiate(browser);
}

/** Speaks `lang` from now on: sets `<html lang>` and tells the listeners. */
export function setLanguage(lang: Lang): void {
  current = lang;
  if (typeof document !== "undefined") document.documentElement.lang = lang;
  for (const f of listeners) f(lang);
}

/** Calls `f` on every change of language; returns the way to stop. */
export function onLanguage(f: (l: Lang) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}
