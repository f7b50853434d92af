// The open rooms: rooms their hosts listed for anyone to join, each with
// its rules, free seats, the names already there and how long it waited,
// and a button to take a seat. Read from the server's `GET /rooms` while
// the panel is open.

import { useEffect, useState } from "preact/hooks";
import { t } from "./i18n";
import type { OpenRoom } from "./protocol";
import { clock } from "./seek-state";

/** How often the list is read again while open. */
const REFRESH_MS = 4000;

/** The names of a room's seats taken by people, and its computers' levels, in words. */
export function seatsWords(room: OpenRoom): string {
  return room.seats
    .map((s) => (s.kind === "computer" ? t("web-open-computer", { level: t("level-name", { level: s.level ?? "medium" }) }) : s.taken ? s.name?.trim() || t("ui-ladder-no-name") : null))
    .filter((w): w is string => w !== null)
    .join(", ");
}

export function OpenRooms({ onJoin }: { onJoin: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  const [rooms, setRooms] = useState<OpenRoom[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    const read = () =>
      fetch("/rooms")
        .then((r) => (r.ok ? (r.json() as Promise<{ rooms: OpenRoom[] }>) : Promise.reject(new Error(String(r.status)))))
        .then((v) => {
          if (!live) return;
          setRooms(v.rooms);
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    void read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [open]);
  return (
    <details class="panel open-rooms" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t("web-open-rooms")}</summary>
      {failed && <p class="banner warn">{t("web-unreachable")}</p>}
      {rooms === null && !failed && <p>{t("web-loading")}</p>}
      {rooms?.length === 0 && <p>{t("web-open-rooms-none")}</p>}
      {rooms && rooms.length > 0 && (
        <ul class="room-list">
          {rooms.map((r) => (
            <li key={r.code} data-code={r.code}>
              <p>
                <strong>{r.preset === "g4a" || r.preset === "classic" ? t(`web-preset-${r.preset}`) : t("web-preset-own")}</strong>
              </p>
              <p class="small" id={`open-${r.code}`}>{t("web-open-room-about", { count: r.free, players: r.rules.players, names: seatsWords(r), time: clock(r.waiting) })}</p>
              <button type="button" aria-describedby={`open-${r.code}`} onClick={() => onJoin(r.code)}>
                {t("web-take-seat")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
