// Which rooms this browser's other tabs are playing in, asked over a
// BroadcastChannel: a second tab on the same seat says the game is open
// elsewhere and offers to take it over, instead of taking the seat from
// the first (which would take it back, and so on).

import { normaliseCode } from "./net";

type Said = { ask: string } | { here: string };

export class SeatTabs {
  private readonly channel: BroadcastChannel | null;
  /** The room this tab plays in now (its socket open), if any. */
  private playing: string | null = null;
  private waiting: ((code: string) => void)[] = [];

  constructor(name = "spite.tabs") {
    this.channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(name);
    if (this.channel) this.channel.onmessage = (e: MessageEvent<Said>) => this.heard(e.data);
  }

  private heard(m: Said) {
    if ("ask" in m) {
      if (this.playing && normaliseCode(this.playing) === normaliseCode(m.ask)) this.channel?.postMessage({ here: this.playing });
    } else if ("here" in m) {
      for (const w of this.waiting) w(m.here);
    }
  }

  /** This tab plays in `code` now (null: in none): it answers for it. */
  setPlaying(code: string | null) {
    this.playing = code;
  }

  /** Whether another tab answers that it plays in `code` within `ms`. */
  openElsewhere(code: string, ms = 400): Promise<boolean> {
    const channel = this.channel;
    if (!channel) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (yes: boolean) => {
        clearTimeout(timer);
        this.waiting = this.waiting.filter((w) => w !== answer);
        resolve(yes);
      };
      const answer = (here: string) => {
        if (normaliseCode(here) === normaliseCode(code)) done(true);
      };
      const timer = setTimeout(() => done(false), ms);
      this.waiting.push(answer);
      channel.postMessage({ ask: code });
    });
  }

  close() {
    this.channel?.close();
  }
}
