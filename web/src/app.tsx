// The page: the lobby, the wait while a room is reached (or a question
// when another tab plays its seat), and the table, one at a time. The
// room and its connection are in room.ts.

import { useState } from "preact/hooks";
import type { ComponentChildren } from "preact";
import type { Speed } from "./anim";
import { againMessage, createMessage, saveForm } from "./create-form";
import { Dialog } from "./dialog";
import { t } from "./i18n";
import { LanguagePicker, useLanguage } from "./language";
import { Lobby } from "./lobby";
import { inviteLink, savedSeats } from "./net";
import { useRoom, type RoomClient } from "./room";
import { Table } from "./table";
import { SeekWait } from "./quick-match";

export function App() {
  const { lang, choose } = useLanguage();
  const picker = <LanguagePicker lang={lang} onChange={choose} />;
  const [speed, setSpeed] = useState<Speed>(() => (localStorage.getItem("spite.speed") as Speed) || "normal");
  const { phase, table, link, busy, room } = useRoom(speed);
  if (phase.kind === "table" && table) {
    return (
      <Table
        state={table}
        send={(m) => room.send(m)}
        onContinue={() => room.continueGame()}
        onLeave={(forget) => room.leave(forget)}
        onTakeOver={() => room.takeOver()}
        onMute={(seat, on) => room.mute(seat, on)}
        onPlayAgain={() => {
          const again = againMessage(table.room, table.seat);
          room.leave(true);
          room.start(again, "web-creating");
        }}
        inviteUrl={inviteLink(location, table.code)}
        linkStatus={link}
        busy={busy}
        picker={picker}
        speed={speed}
      />
    );
  }
  if (phase.kind === "connecting") return <Connecting what={phase.what} unreachable={link === "closed"} picker={picker} room={room} />;
  if (phase.kind === "seeking") return <SeekWait seek={phase.seek} unreachable={link === "closed"} picker={picker} onCancel={() => room.leave(false)} onAccept={() => room.acceptComputer()} />;
  if (phase.kind === "elsewhere") return <OpenElsewhere code={phase.code} picker={picker} room={room} />;
  return (
    <Lobby
      error={phase.kind === "lobby" ? phase.error : null}
      picker={picker}
      speed={speed}
      onSpeed={(s) => {
        localStorage.setItem("spite.speed", s);
        setSpeed(s);
      }}
      onCreate={(f) => {
        saveForm(f);
        room.start(createMessage(f), "web-creating");
      }}
      onQuick={(f) => room.start(createMessage(f), "web-creating")}
      onSeek={(r) => room.startSeek(r)}
      onJoin={(code, name) => room.start({ type: "join", code, name: name.trim() || undefined }, "web-joining")}
      rooms={savedSeats(localStorage).map((s) => s.code)}
      onComeBack={(code) => room.comeBack(code)}
    />
  );
}

type ScreenProps = { picker: ComponentChildren; room: RoomClient };

/** A room being created, joined or come back to. */
function Connecting({ what, unreachable, picker, room }: ScreenProps & { what: string; unreachable: boolean }) {
  return (
    <main class="lobby">
      <h1>Spite &amp; Malice</h1>
      {picker}
      <p role="status">{t(what)}</p>
      {unreachable && <p class="banner warn">{t("web-unreachable")}</p>}
      <button type="button" onClick={() => room.leave(false)}>
        {t("web-cancel")}
      </button>
    </main>
  );
}

/** Another tab of this browser plays the seat: play here instead, or back to the lobby. */
function OpenElsewhere({ code, picker, room }: ScreenProps & { code: string }) {
  return (
    <main class="lobby">
      <h1>Spite &amp; Malice</h1>
      {picker}
      <Dialog title={t("web-open-elsewhere")} label={t("web-open-elsewhere")} testId="open-elsewhere">
        <p>{t("web-open-elsewhere-body")}</p>
        <div class="buttons">
          <button type="button" autoFocus onClick={() => room.rejoinSaved(code)}>
            {t("web-play-here")}
          </button>
          <button type="button" onClick={() => room.leave(false)}>
            {t("web-back-to-lobby")}
          </button>
        </div>
      </Dialog>
    </main>
  );
}
