// The page's language: chosen at start (`?lang=`, the one chosen before,
// or the browser's), changed by the selector at once and remembered.

import { useState } from "preact/hooks";
import { chooseLanguage, LANGUAGES, NATIVE_NAME, setLanguage, STORAGE_KEY, t, type Lang } from "./i18n";

/** The page's language at start: `?lang=`, the one chosen before, or the browser's. */
export function startLanguage(): Lang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be refused (private windows); the browser's languages decide.
  }
  return chooseLanguage(location.search, stored, navigator.languages ?? [navigator.language]);
}

/** The language spoken now and the way to change it (remembered, and in the address if it had `?lang=`). */
export function useLanguage(): { lang: Lang; choose: (l: Lang) => void } {
  const [lang, setLang] = useState<Lang>(() => {
    const l = startLanguage();
    setLanguage(l);
    return l;
  });
  function choose(l: Lang) {
    try {
      localStorage.setItem(STORAGE_KEY, l);
    } catch {
      // Not remembered, but spoken now.
    }
    // The address keeps ?lang= only if it had it, now with the new choice.
    const url = new URL(location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.set("lang", l);
      history.replaceState(null, "", url);
    }
    setLanguage(l);
    setLang(l);
  }
  return { lang, choose };
}

/** The language selector: changes the words at once and remembers the choice. */
export function LanguagePicker(props: { lang: Lang; onChange: (l: Lang) => void }) {
  return (
    <label class="lang">
      <span class="lang-word">{t("web-language")}</span>
      <select
        value={props.lang}
        data-testid="language"
        aria-label={t("web-language")}
        onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value as Lang)}
      >
        {LANGUAGES.map((l) => (
          <option value={l} key={l} lang={l}>
            {NATIVE_NAME[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
