// The player: the ratings (± their deviation), the transfer code to copy
// and a code from another device to take, and the leaderboard of each
// rules preset with the player's own place. Loaded when first opened,
// so the page's first load does not carry it.

import { useEffect, useState } from "preact/hooks";
import { ask } from "./ask";
import { t } from "./i18n";
import { loadKey, parseCode, saveKey, transferCode } from "./player-key";
import type { LeaderboardEntry, PlayerRating, Preset, ServerMessage } from "./protocol";
import { points, RatingLine } from "./rating-line";
import { refusedText } from "./state";
import { addPlayerWords } from "./player-words";

addPlayerWords();

type Board = { top: LeaderboardEntry[]; you: LeaderboardEntry | null };

/** Who the kept key is (this browser's own: registered) and a preset's leaderboard, asked on one connection. */
async function read(key: string | null, rules: Preset): Promise<{ ratings: PlayerRating[] | null; board: Board; refused: string | null }> {
  const got = await ask([...(key ? [{ type: "identify" as const, key, register: true }] : []), { type: "leaderboard", rules }], (m) => m.type === "leaderboard");
  let ratings: PlayerRating[] | null = null;
  let board: Board = { top: [], you: null };
  let refused: string | null = null;
  for (const m of got) {
    if (m.type === "identity") ratings = m.ratings;
    else if (m.type === "leaderboard") board = { top: m.top, you: m.you };
    else if (m.type === "error") refused = refusedText(m.code);
  }
  return { ratings, board, refused };
}

export function PlayerView() {
  const [key, setKey] = useState(() => loadKey(localStorage));
  const [rules, setRules] = useState<Preset>("g4a");
  const [ratings, setRatings] = useState<PlayerRating[] | null>(null);
  const [board, setBoard] = useState<Board | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setBoard(null);
    read(key, rules).then(
      (r) => {
        if (!live) return;
        setRatings(r.ratings);
        setBoard(r.board);
        setProblem(r.refused);
      },
      () => live && setProblem(t("web-unreachable")),
    );
    return () => {
      live = false;
    };
  }, [key, rules]);
  return (
    <div class="player-view">
      {problem && (
        <p class="banner warn" role="alert">
          {problem}
        </p>
      )}
      {key ? <Ratings ratings={ratings} /> : <p>{t("web-player-none")}</p>}
      {key && <TransferCode code={transferCode(key)} />}
      <TakeCode onTaken={setKey} />
      <fieldset class="board-rules">
        <legend>{t("web-player-leaderboard")}</legend>
        {(["g4a", "classic"] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="board-rules" checked={rules === p} onChange={() => setRules(p)} /> {t(`web-preset-${p}`)}
          </label>
        ))}
      </fieldset>
      {board === null ? <p>{t("web-loading")}</p> : <Leaderboard board={board} />}
    </div>
  );
}

function Ratings({ ratings }: { ratings: PlayerRating[] | null }) {
  if (!ratings) return <p>{t("web-loading")}</p>;
  return (
    <>
      {ratings.map((r) => (
        <RatingLine key={r.rules} rating={r} named />
      ))}
      <p class="small">{t("web-player-rating-explain")}</p>
    </>
  );
}

function TransferCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="transfer">
      <p>
        {t("web-player-code")} <strong class="code" data-testid="transfer-code">{code}</strong>
      </p>
      <button
        type="button"
        onClick={() =>
          navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t("web-copied") : t("web-player-copy")}
      </button>
      <p class="small">{t("web-player-code-explain")}</p>
    </div>
  );
}

/**
 * A code typed from another device: checked with the server (without
 * `register`: a code typed wrong is refused, not made a new player)
 * before it replaces the key kept here.
 */
function TakeCode({ onTaken }: { onTaken: (key: string) => void }) {
  const [typed, setTyped] = useState("");
  const [said, setSaid] = useState<string | null>(null);
  const take = async () => {
    const key = parseCode(typed);
    if (!key) return setSaid(t("web-player-not-code"));
    try {
      const got: ServerMessage[] = await ask([{ type: "identify", key }], (m) => m.type === "identity");
      const refused = got.find((m) => m.type === "error");
      if (refused?.type === "error") return setSaid(refusedText(refused.code));
      const before = loadKey(localStorage);
      saveKey(localStorage, key);
      setSaid(before && before !== key ? `${t("web-player-taken")} ${t("web-player-replaced", { code: transferCode(before) })}` : t("web-player-taken"));
      setTyped("");
      onTaken(key);
    } catch {
      setSaid(t("web-unreachable"));
    }
  };
  return (
    <form
      class="take-code"
      onSubmit={(e) => {
        e.preventDefault();
        void take();
      }}
    >
      <label class="field">
        {t("web-player-use-code")}
        <input value={typed} autoComplete="off" spellcheck={false} placeholder="XXXX-XXXX-…" onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <button type="submit" disabled={!typed.trim()}>
        {t("web-player-use-button")}
      </button>
      {said && <p role="status">{said}</p>}
    </form>
  );
}

function Leaderboard({ board }: { board: Board }) {
  if (board.top.length === 0) return <p>{t("ui-ladder-empty")}</p>;
  const row = (e: LeaderboardEntry, you = false) => (
    <tr key={`${e.rank}${you ? "-you" : ""}`} class={you ? "you" : undefined}>
      <td>{e.rank}</td>
      <td>{e.name?.trim() || t("ui-ladder-no-name")}</td>
      <td>
        {points(e.rating)} ± {points(e.deviation)}
      </td>
      <td>{e.games}</td>
    </tr>
  );
  return (
    <div class="board">
      <table data-testid="leaderboard">
        <thead>
          <tr>
            <th scope="col">{t("web-player-rank")}</th>
            <th scope="col">{t("ui-ladder-name")}</th>
            <th scope="col">{t("ui-ladder-rating")}</th>
            <th scope="col">{t("ui-ladder-games")}</th>
          </tr>
        </thead>
        <tbody>{board.top.map((e) => row(e))}</tbody>
      </table>
      {board.you ? (
        <p data-testid="your-place">{t("web-player-place", { rank: String(board.you.rank), rating: points(board.you.rating), deviation: points(board.you.deviation) })}</p>
      ) : (
        <p>{t("ui-ladder-you-unrated")}</p>
      )}
    </div>
  );
}
