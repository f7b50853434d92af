// The banners under the table's bar: the connection (reconnecting, or the
// seat taken up in another tab) and the invitation while seats are empty.

import { useState } from "preact/hooks";
import { t } from "./i18n";
import type { RoomState } from "./protocol";

export function LinkBanner({ linkStatus, onTakeOver }: { linkStatus: string; onTakeOver: () => void }) {
  if (linkStatus === "replaced") {
    return (
      <div class="banner warn" role="alert" data-testid="taken-elsewhere">
        <span>{t("web-taken-elsewhere")}</span>
        <button type="button" onClick={onTakeOver}>
          {t("web-play-here")}
        </button>
      </div>
    );
  }
  if (linkStatus === "open") return null;
  return (
    <p class="banner warn" role="alert">
      {t("web-reconnecting")}
    </p>
  );
}

/** The room's code and link to copy, while friends are still to come. */
export function InviteBanner({ room, inviteUrl }: { room: RoomState; inviteUrl: string }) {
  const [copied, setCopied] = useState(false);
  const waiting = room.seats.filter((s) => s.kind === "person" && !s.taken).length;
  if (waiting === 0) return null;
  return (
    <section class="banner invite" aria-label={t("web-invite")}>
      <span>
        {t("web-waiting-friends", { count: waiting })} <strong class="code">{room.code}</strong>
      </span>
      <input class="invite-url" readOnly value={inviteUrl} aria-label={t("web-invite-link")} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
      <button
        type="button"
        onClick={() => {
          navigator.clipboard?.writeText(inviteUrl).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? t("web-copied") : t("web-copy-invite")}
      </button>
    </section>
  );
}
