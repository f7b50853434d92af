// The lobby's panel for the player (ratings, transfer code) and the
// leaderboard: its content is loaded when the panel is first opened, so
// it adds nothing to the page's first load but this.

import { useState } from "preact/hooks";
import type { FunctionComponent } from "preact";
import { t } from "./i18n";

export function PlayerPanel() {
  const [View, setView] = useState<FunctionComponent | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = (e: Event) => {
    const now = (e.currentTarget as HTMLDetailsElement).open;
    setOpen(now);
    if (now && !View) void import("./player-view").then((m) => setView(() => m.PlayerView));
  };
  return (
    <details class="panel player" onToggle={toggle}>
      <summary>{t("web-ratings-heading")}</summary>
      {open && View ? <View /> : open && <p>{t("web-loading")}</p>}
    </details>
  );
}
