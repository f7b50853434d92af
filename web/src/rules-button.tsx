// The Rules button of the lobby and the table bar. The rules themselves
// (their words' layout, the worked turn and its pictures) are loaded on the
// first click, so they add nothing to the page's first load but this.

import { useState } from "preact/hooks";
import type { FunctionComponent } from "preact";
import { t } from "./i18n";

type View = FunctionComponent<{ onClose: () => void }>;

export function RulesButton() {
  const [view, setView] = useState<View | null>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    if (view) setOpen(true);
    else
      void import("./rules-view").then((m) => {
        setView(() => m.RulesView);
        setOpen(true);
      });
  };
  const Rules = view;
  return (
    <>
      <button type="button" class="rules-open" onClick={show} aria-haspopup="dialog" data-testid="rules-open">
        {t("web-open-rules")}
      </button>
      {open && Rules && <Rules onClose={() => setOpen(false)} />}
    </>
  );
}
