// The lobby's record against the computer (record.ts): a line per level
// played, shown once a game has counted.

import { t } from "./i18n";
import { LEVELS, loadRecord } from "./record";

export function RecordPanel() {
  const record = loadRecord();
  const levels = LEVELS.filter((l) => record[l]);
  if (!levels.length) return null;
  return (
    <section class="panel record" aria-labelledby="record-heading" data-testid="record">
      <h2 id="record-heading">{t("web-record-heading")}</h2>
      <ul>
        {levels.map((l) => (
          <li key={l}>{t("web-record-level", { level: t("level-name", { level: l }), won: record[l]!.won, lost: record[l]!.lost })}</li>
        ))}
      </ul>
    </section>
  );
}
