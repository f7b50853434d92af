// Quick match: the lobby's choice of rules and whether the match is
// rated, and the wait in line (place, time waited, the computer offered
// plainly when nobody came, Cancel). The seat that follows is played as
// any room's.

import { useEffect, useState } from "preact/hooks";
import type { ComponentChildren } from "preact";
import { t } from "./i18n";
import type { Preset } from "./protocol";
import { clock, ratingOf, type SeekRequest, type Seeking } from "./seek-state";
import { RatingLine } from "./rating-line";

const PRESETS: Preset[] = ["g4a", "classic"];

/** The lobby's quick match: rules, rated or casual, and the button. */
export function QuickMatch({ name, onSeek }: { name: string; onSeek: (r: SeekRequest) => void }) {
  const [rules, setRules] = useState<Preset>(() => (localStorage.getItem("spite.seek.rules") === "classic" ? "classic" : "g4a"));
  const [rated, setRated] = useState(() => localStorage.getItem("spite.seek.rated") !== "casual");
  const seek = () => {
    localStorage.setItem("spite.seek.rules", rules);
    localStorage.setItem("spite.seek.rated", rated ? "rated" : "casual");
    onSeek({ rules, rated, name });
  };
  return (
    <section class="panel quick-match" aria-labelledby="quick-heading">
      <h2 id="quick-heading">{t("web-someone-new")}</h2>
      <p class="small">{t("web-someone-new-what")}</p>
      <div class="quick-choices">
        <fieldset>
          <legend>{t("web-rules")}</legend>
          {PRESETS.map((p) => (
            <label key={p}>
              <input type="radio" name="seek-rules" checked={rules === p} onChange={() => setRules(p)} /> {t(`web-preset-${p}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("web-seek-kind")}</legend>
          <label>
            <input type="radio" name="seek-rated" checked={rated} onChange={() => setRated(true)} /> {t("web-rated")}
          </label>
          <label>
            <input type="radio" name="seek-rated" checked={!rated} onChange={() => setRated(false)} /> {t("web-casual")}
          </label>
        </fieldset>
      </div>
      <button type="button" class="primary" onClick={seek}>
        {t("web-find-opponent")}
      </button>
    </section>
  );
}

/** Redraws every second, for the clocks. */
function useTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
}

/** The wait in line, until a seat is given. */
export function SeekWait(props: { seek: Seeking; unreachable: boolean; picker: ComponentChildren; onCancel: () => void; onAccept: () => void }) {
  const { seek } = props;
  useTick();
  // Read at each drawing, not kept from the last tick: a message redraws too.
  const now = Date.now();
  const r = seek.request;
  const rating = ratingOf(seek.ratings, r.rules);
  return (
    <main class="lobby seeking">
      <h1>Spite &amp; Malice</h1>
      {props.picker}
      {props.unreachable && <p class="banner warn">{t("web-unreachable")}</p>}
      <section class="panel" aria-labelledby="seek-heading" data-testid="seeking">
        <h2 id="seek-heading">{t("web-seeking-title")}</h2>
        <p>{t("web-seeking-what", { rules: t(`web-preset-${r.rules}`), rated: r.rated ? "yes" : "no" })}</p>
        {rating && <RatingLine rating={rating} />}
        <p role="status">{seek.position === null ? t("web-seeking-joining") : t("web-seeking-position", { position: seek.position })}</p>
        <p data-testid="waited">{t("web-seeking-waited", { time: clock((now - seek.since) / 1000) })}</p>
        {seek.offer === null && seek.offerAt !== null && <p class="small">{t("web-seeking-computer-in", { count: Math.max(0, Math.ceil((seek.offerAt - now) / 1000)) })}</p>}
        {seek.offer !== null && (
          <div class="offer" role="alert">
            <p>{t("ui-match-computer-offer", { level: t("level-name", { level: seek.offer }) })}</p>
            <button type="button" class="primary" onClick={props.onAccept}>
              {t("web-play-computer")}
            </button>
            <p class="small">{t("web-keep-waiting")}</p>
          </div>
        )}
        <div class="buttons">
          <button type="button" onClick={props.onCancel}>
            {t("web-cancel")}
          </button>
        </div>
      </section>
    </main>
  );
}
