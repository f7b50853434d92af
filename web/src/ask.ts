// One question to the server on a connection of its own, for what the
// lobby reads without a seat (who this player is, the leaderboard):
// send, gather the answers until the last one expected, close.

import { wsUrl } from "./net";
import type { ClientMessage, ServerMessage } from "./protocol";

/** How long an answer may take before the question is given up. */
const PATIENCE_MS = 10_000;

/**
 * Sends `messages` and resolves with what came back, once `last` says a
 * message is the last one wanted or the server refused one (an `error`
 * ends it too: what follows a refused `identify` is not wanted).
 * Rejects when the server cannot be reached or does not answer.
 */
export function ask(messages: ClientMessage[], last: (m: ServerMessage) => boolean, url = wsUrl(location)): Promise<ServerMessage[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const got: ServerMessage[] = [];
    const end = (ok: boolean) => {
      clearTimeout(timer);
      ws.onclose = null;
      ws.close();
      if (ok) resolve(got);
      else reject(new Error("no answer"));
    };
    const timer = setTimeout(() => end(false), PATIENCE_MS);
    ws.onopen = () => messages.forEach((m) => ws.send(JSON.stringify(m)));
    ws.onmessage = (e) => {
      if (typeof e.data !== "string") return;
      try {
        const m = JSON.parse(e.data) as ServerMessage;
        got.push(m);
        if (m.type === "error" || last(m)) end(true);
      } catch {
        // Not a message: ignored, as the room's connection ignores it.
      }
    };
    ws.onclose = () => end(false);
  });
}
