// The sound switch in the table's bar: a toggle button (pressed: sound
// on), kept in localStorage. Turning it on plays your turn's bell, which
// also lets the browser play sounds from then on (it asks for a gesture).

import { useState } from "preact/hooks";
import { t } from "./i18n";
import { playSounds, setSoundOn, soundOn } from "./sounds";

export function SoundSwitch() {
  const [on, setOn] = useState(soundOn);
  const flip = () => {
    setSoundOn(!on);
    setOn(!on);
    if (!on) playSounds(["turn"]);
  };
  return (
    <button type="button" class="sound-switch" aria-pressed={on} onClick={flip} data-testid="sound">
      <span aria-hidden="true" class="sound-icon">
        ♪
      </span>
      <span class="sound-word">{t("web-sound-button")}</span>
    </button>
  );
}
