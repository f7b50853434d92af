// The lobby: a new room (against the computer or with friends), the room
// a link invites to, the rooms this browser keeps a seat in, and joining
// by a room's code.

import { useState } from "preact/hooks";
import type { ComponentChildren } from "preact";
import type { Speed } from "./anim";
import { formProblem, loadForm, QUICK_PAYOFF, quickForm, type CreateForm } from "./create-form";
import { t } from "./i18n";
import { roomFromUrl } from "./net";
import type { ErrorCode, Level } from "./protocol";
import { refusedText } from "./state";
import { RulesButton } from "./rules-button";
import { OpenRooms } from "./open-rooms";
import { PlayerPanel } from "./player-button";
import { QuickMatch } from "./quick-match";
import type { SeekRequest } from "./seek-state";
import { RecordPanel } from "./record-panel";

/** The choices of the takeover select, in seconds (0: never). */
const TAKEOVERS = [0, 60, 120, 300, 900];
const LEVELS: Level[] = ["easy", "medium", "hard", "expert"];
const SPEEDS: Speed[] = ["instant", "fast", "normal", "slow"];

export type LobbyProps = {
  error: ErrorCode | null;
  picker: ComponentChildren;
  speed: Speed;
  onSpeed: (s: Speed) => void;
  /** A room from the whole form (kept for the next time). */
  onCreate: (f: CreateForm) => void;
  /** A room with the quick settings (the form is left as it was). */
  onQuick: (f: CreateForm) => void;
  onJoin: (code: string, name: string) => void;
  /** Into the quick-match line. */
  onSeek: (r: SeekRequest) => void;
  /** Rooms this browser keeps a seat in (left with Leave, or a reload away). */
  rooms: string[];
  onComeBack: (code: string) => void;
};

export function Lobby(props: LobbyProps) {
  const invited = roomFromUrl(location.search);
  const [f, setF] = useState<CreateForm>(loadForm);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<CreateForm>) => {
    setF({ ...f, ...patch });
    setProblem(null);
  };
  const create = () => {
    const why = formProblem(f);
    if (why) setProblem(why);
    else props.onCreate(f);
  };
  // Enter in the name field does what the page is for: join when invited, else create.
  const nameEnter = (e: KeyboardEvent) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    if (invited) props.onJoin(invited, f.name);
    else create();
  };
  return (
    <main class="lobby">
      <h1>Spite &amp; Malice</h1>
      {props.picker}
      {props.error && (
        <p class="banner warn" role="alert">
          {refusedText(props.error)}
        </p>
      )}
      {invited && (
        <Invited code={invited} onJoin={() => props.onJoin(invited, f.name)}>
          <NameField name={f.name} set={set} onEnter={nameEnter} />
        </Invited>
      )}
      {!invited && <PlayNow name={f.name} onQuick={props.onQuick} />}
      {!invited && <NameField name={f.name} set={set} onEnter={nameEnter} />}
      {props.rooms.length > 0 && !invited && <YourRooms rooms={props.rooms} onComeBack={props.onComeBack} />}
      {!invited && <QuickMatch name={f.name} onSeek={props.onSeek} />}
      {!invited && <OpenRooms onJoin={(code) => props.onJoin(code, f.name)} />}
      {!invited && <PlayerPanel />}
      {!invited && <RecordPanel />}
      {!invited && (
        <details class="panel more">
          <summary>{t("web-more-options")}</summary>
          <NewRoom form={f} set={set} problem={problem} onCreate={create} speed={props.speed} onSpeed={props.onSpeed} />
        </details>
      )}
      {/* How to play in brief, and the whole rules (with pictures) one click away, in one panel. */}
      <section class="panel rules-intro" aria-label={t("web-help-heading")}>
        <details>
          <summary>{t("web-help-heading")}</summary>
          <p>{t("web-help-intro")}</p>
        </details>
        <RulesButton />
      </section>
      {!invited && <JoinByCode onJoin={(code) => props.onJoin(code, f.name)} />}
    </main>
  );
}

function NameField(props: { name: string; set: (patch: Partial<CreateForm>) => void; onEnter: (e: KeyboardEvent) => void }) {
  return (
    <label class="field name">
      {t("web-your-name")}
      <input value={props.name} maxLength={40} autoComplete="nickname" onKeyDown={props.onEnter} onInput={(e) => props.set({ name: (e.currentTarget as HTMLInputElement).value })} />
    </label>
  );
}

/** One click to a game against the computer, one more with a friend, each said in a line. */
function PlayNow({ name, onQuick }: { name: string; onQuick: (f: CreateForm) => void }) {
  return (
    <section class="panel start" aria-labelledby="start-heading">
      <h2 id="start-heading">{t("web-new-game")}</h2>
      <div class="start-choice">
        <button type="button" class="primary big" aria-describedby="play-now-what" onClick={() => onQuick(quickForm("computer", name))}>
          {t("web-play-now")}
        </button>
        <p class="small" id="play-now-what">
          {t("web-play-now-what", { count: QUICK_PAYOFF })}
        </p>
      </div>
      <div class="start-choice">
        <button type="button" aria-describedby="play-friends-what" onClick={() => onQuick(quickForm("friends", name))}>
          {t("web-play-friends")}
        </button>
        <p class="small" id="play-friends-what">
          {t("web-play-friends-what", { count: QUICK_PAYOFF })}
        </p>
      </div>
    </section>
  );
}

function YourRooms({ rooms, onComeBack }: { rooms: string[]; onComeBack: (code: string) => void }) {
  return (
    <section class="panel" aria-label={t("web-your-rooms")}>
      <h2>{t("web-your-rooms")}</h2>
      <div class="buttons">
        {rooms.slice(0, 3).map((code) => (
          <button type="button" key={code} onClick={() => onComeBack(code)}>
            {t("web-back-to-room", { code })}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The room the page's link invites to. */
function Invited({ code, onJoin, children }: { code: string; onJoin: () => void; children: ComponentChildren }) {
  return (
    <form
      class="panel"
      aria-label={t("web-join-form")}
      onSubmit={(e) => {
        e.preventDefault();
        onJoin();
      }}
    >
      <h2>{t("web-invited")}</h2>
      <p>
        {t("web-room")} <strong class="code">{code}</strong>
      </p>
      {children}
      <button type="submit" class="primary">
        {t("web-join-game")}
      </button>
      {/* An invited page is about the invite; the whole lobby is one link away. */}
      <p class="small">
        <a href={location.pathname}>{t("web-not-invited")}</a>
      </p>
    </form>
  );
}

type NewRoomProps = { form: CreateForm; set: (patch: Partial<CreateForm>) => void; problem: string | null; onCreate: () => void; speed: Speed; onSpeed: (s: Speed) => void };

function NewRoom(props: NewRoomProps) {
  const { form: f, set } = props;
  return (
    <div class="new-room">
      <fieldset>
        <legend>{t("web-play")}</legend>
        <label>
          <input type="radio" name="mode" checked={f.mode === "computer"} onChange={() => set({ mode: "computer" })} /> {t("web-mode-computer")}
        </label>
        <label>
          <input type="radio" name="mode" checked={f.mode === "friends"} onChange={() => set({ mode: "friends" })} /> {t("web-mode-friends")}
        </label>
      </fieldset>
      <div class="grid">
        <SeatChoices {...props} />
        <RuleChoices {...props} />
      </div>
      {props.problem && (
        <p class="banner warn" role="alert">
          {props.problem}
        </p>
      )}
      <button type="button" class="primary" onClick={props.onCreate}>
        {t("web-create", { mode: f.mode })}
      </button>
    </div>
  );
}

const num = (e: Event) => Number((e.currentTarget as HTMLInputElement).value);

/** Who sits at the table: how many, how many friends, the computer's level, when it plays for a friend away. */
function SeatChoices({ form: f, set }: NewRoomProps) {
  const allFriends = f.mode === "friends" && f.friends >= f.players - 1;
  return (
    <>
      <Choice label={t("web-players")} value={f.players} options={[2, 3, 4, 5, 6].map((n) => [n, String(n)])} onChange={(v) => set({ players: Number(v) })} />
      {f.mode === "friends" && (
        <Choice label={t("web-friends")} value={f.friends} options={Array.from({ length: f.players - 1 }, (_, i) => [i + 1, String(i + 1)])} onChange={(v) => set({ friends: Number(v) })} />
      )}
      {!allFriends && (
        <Choice label={t("web-level")} value={f.level} options={LEVELS.map((l) => [l, t("level-name", { level: l })])} onChange={(v) => set({ level: v as Level })} />
      )}
      {f.mode === "friends" && (
        <Choice wide label={t("web-takeover")} value={f.takeover} options={TAKEOVERS.map((s) => [s, t("web-takeover-after", { count: s / 60 })])} onChange={(v) => set({ takeover: Number(v) })} />
      )}
      {f.mode === "friends" && (
        <label class="field wide check">
          <input type="checkbox" checked={!!f.open} onChange={(e) => set({ open: (e.currentTarget as HTMLInputElement).checked })} /> {t("web-open-room")}
        </label>
      )}
    </>
  );
}

/** The rules (preset, pay-off pile, match target) and the animations' speed. */
function RuleChoices({ form: f, set, speed, onSpeed }: NewRoomProps) {
  return (
    <>
      {/* Radios, not a select: the rule sets' names are long, and a select would cut them on a phone. */}
      <fieldset class="field wide">
        <legend>{t("web-rules")}</legend>
        {(["g4a", "classic"] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="preset" checked={f.preset === p} onChange={() => set({ preset: p })} /> {t(`web-preset-${p}`)}
          </label>
        ))}
      </fieldset>
      <label class="field">
        {t("web-payoff")}
        <input type="number" min={1} max={30} value={f.payoff} aria-describedby="payoff-explain" onInput={(e) => set({ payoff: num(e) })} />
      </label>
      <label class="field">
        {t("web-match-to")}
        <input type="number" min={1} max={500} value={f.target} aria-describedby="match-to-explain" onInput={(e) => set({ target: num(e) })} />
      </label>
      {/* Terms a newcomer does not know, said where they are chosen. */}
      <p class="small explain wide" id="payoff-explain">
        {t("web-payoff-explain")}
      </p>
      <p class="small explain wide" id="match-to-explain">
        {t("web-match-to-explain")}
      </p>
      <Choice label={t("web-animation")} value={speed} options={SPEEDS.map((s) => [s, t("web-speed", { speed: s })])} onChange={(v) => onSpeed(v as Speed)} />
    </>
  );
}

function JoinByCode({ onJoin }: { onJoin: (code: string) => void }) {
  const [code, setCode] = useState("");
  return (
    <form
      class="panel"
      aria-label={t("web-join-by-code")}
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onJoin(code);
      }}
    >
      <h2>{t("web-join-by-code")}</h2>
      <label class="field">
        {t("web-room-code")}
        <input value={code} placeholder="XXXX-XXXX-XXXX" autoCapitalize="characters" onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <button type="submit" disabled={!code.trim()}>
        {t("web-join")}
      </button>
    </form>
  );
}

/** A labelled select; `options`: each choice's value and words. */
function Choice<V extends string | number>(props: { label: string; value: V; options: [V, string][]; onChange: (value: string) => void; wide?: boolean }) {
  return (
    <label class={props.wide ? "field wide" : "field"}>
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value)}>
        {props.options.map(([value, words]) => (
          <option value={value} key={value}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}
