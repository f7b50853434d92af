// Starts and stops the game server for a test: the spite-server binary
// built by cargo, on 127.0.0.1 (a free port the OS picks, kept across a
// restart), with its data in a fresh directory and web/dist served at /.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, "../..");

export function serverBinary(): string {
  if (process.env.SPITE_SERVER_BIN) return process.env.SPITE_SERVER_BIN;
  const target = process.env.CARGO_TARGET_DIR ?? path.join(repo, "target");
  return path.join(target, "debug", "spite-server");
}

/** The seed the test servers deal from when a test names none. */
export const DEAL_SEED = "2026";

export class TestServer {
  private proc: ChildProcess | null = null;
  port = 0;
  readonly data: string;

  /** `extra`: more of the binary's options (`--computer-after 1`). */
  private constructor(private readonly extra: string[]) {
    this.data = mkdtempSync(path.join(tmpdir(), "spite-web-e2e-"));
  }

  /** Every test's server deals from a fixed seed (`DEAL_SEED` unless the
   * test names its own), so a test plays the same deals on every run. */
  static async start(extra: string[] = []): Promise<TestServer> {
    const seeded = extra.includes("--deal-seed") ? extra : [...extra, "--deal-seed", DEAL_SEED];
    const s = new TestServer(seeded);
    await s.launch("127.0.0.1:0");
    return s;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private launch(addr: string): Promise<void> {
    const bin = serverBinary();
    if (!existsSync(bin)) throw new Error(`no server binary at ${bin}: run cargo build -p spite-server`);
    const proc = spawn(bin, ["--addr", addr, "--data", this.data, ...this.extra], {
      env: { ...process.env, SPITE_WEB: path.join(repo, "web", "dist"), RUST_LOG: process.env.RUST_LOG ?? "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    this.proc = proc;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the server did not start in 20 s")), 20_000);
      let out = "";
      proc.stdout!.on("data", (b: Buffer) => {
        out += b.toString();
        const m = /listening on ws:\/\/127\.0\.0\.1:(\d+)\/ws/.exec(out);
        if (m) {
          clearTimeout(timer);
          this.port = Number(m[1]);
          resolve();
        }
      });
      proc.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before listening`));
      });
    });
  }

  /** Stops the server (SIGTERM) and waits for it to exit. */
  async kill(): Promise<void> {
    const p = this.proc;
    this.proc = null;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        p.kill("SIGKILL");
      }, 8000);
      p.on("exit", () => {
        clearTimeout(t);
        resolve();
      });
      p.kill("SIGTERM");
    });
  }

  /** The same server again, on the same port with the same data. */
  async restart(): Promise<void> {
    await this.kill();
    for (let i = 0; ; i++) {
      try {
        await this.launch(`127.0.0.1:${this.port}`);
        return;
      } catch (e) {
        if (i >= 10) throw e;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.data, { recursive: true, force: true });
  }
}
