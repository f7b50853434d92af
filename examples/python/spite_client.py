#!/usr/bin/env python3
"""A minimal Spite & Malice frontend over the JSON-lines engine protocol.

It starts `spite engine`, deals a game, and plays it to the end: seat 0 is
played by this script (a simple policy, or you at the keyboard with
--interactive), seat 1 by the engine's computer player. Only the standard
library is used, so it is a template for a frontend in any language: write a
JSON object and a newline, read one line back, check "ok".

    python3 examples/python/spite_client.py --engine target/debug/spite --seed 7
    python3 examples/python/spite_client.py --interactive

The protocol is described in docs/protocol.md.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys


class EngineError(Exception):
    """A request the engine refused: `code` is one of the protocol's codes."""

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class SpiteEngine:
    """One `spite engine` process, spoken to one request line at a time."""

    def __init__(self, path="spite", args=()):
        self.proc = subprocess.Popen(
            [path, "engine", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,  # line buffered
        )

    def request(self, cmd, **fields):
        """Sends one request; returns the answer, or raises EngineError."""
        line = json.dumps({"cmd": cmd, **fields})
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        if not answer:
            raise RuntimeError("the engine closed its output")
        reply = json.loads(answer)
        if not reply["ok"]:
            raise EngineError(reply["error"]["code"], reply["error"]["message"])
        return reply

    def close(self):
        try:
            self.request("quit")
        except (EngineError, RuntimeError, BrokenPipeError):
            pass
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


def show(state):
    """A one-screen drawing of what the seat sees."""
    me = state["seat"]
    lines = [f"turn {state['turn']}, seat {state['to_move']} to move, stock {state['stock_count']}"]
    for seat, p in enumerate(state["players"]):
        sides = " ".join(s[-1] + f"({len(s)})" if s else "--" for s in p["sides"])
        who = "you" if seat == me else f"seat {seat}"
        lines.append(
            f"  {who:7} pay-off {p['payoff_top'] or '--'} ({p['payoff_count']} left), "
            f"hand {p['hand_count']}, sides {sides}"
        )
    centre = "  ".join(
        f"c{i + 1}:{pile[-1] if pile else '--'} needs {need}"
        for i, (pile, need) in enumerate(zip(state["center"], state["center_needs"]))
    )
    lines.append(f"  centre {centre}")
    hand = " ".join(f"h{i + 1}:{c}" for i, c in enumerate(state["hand"]))
    lines.append(f"  your hand {hand}")
    return "\n".join(lines)


def choose(state, moves):
    """This frontend's own policy: pay-off first, then any centre play, else
    the highest hand card (hands are sorted) onto an empty side pile. A real
    frontend would ask its player instead."""
    for prefix in ("p ", ""):
        for m in moves:
            if m.startswith(prefix) and m.split()[1].startswith("c"):
                return m
    sides = state["players"][state["seat"]]["sides"]
    pile = next((i for i, s in enumerate(sides) if not s), 0)
    mv = f"h{len(state['hand'])} s{pile + 1}"
    return mv if mv in moves else moves[0]


def ask(engine, moves):
    """Reads a move from the keyboard, with `hint` and `moves` as helpers."""
    while True:
        text = input("your move (e.g. h1 c1, 'moves', 'hint'): ").strip()
        if text == "moves":
            print("  " + ", ".join(moves))
        elif text == "hint":
            hint = engine.request("hint")
            print(f"  {hint['move']}: {hint['reason']}")
        elif text:
            return text


def play_game(engine, me, level, interactive, quiet):
    """Plays the current game to its end; returns the final state."""
    while True:
        state = engine.request("state", seat=me)["state"]
        if state["status"] != "playing":
            return state
        if state["to_move"] != me:
            mv = engine.request("ai", level=level)["move"]
            engine.request("play", move=mv)
            if not quiet:
                print(f"seat {state['to_move']} plays {mv}")
            continue
        if not quiet:
            print(show(state))
        moves = engine.request("legal")["moves"]
        mv = ask(engine, moves) if interactive else choose(state, moves)
        try:
            played = engine.request("play", move=mv, seat=me)
        except EngineError as e:
            # A refused move changes nothing: say why and ask again.
            print(f"  refused ({e.code}): {e.message}")
            continue
        if not quiet:
            events = ", ".join(ev["event"] for ev in played["events"])
            print(f"you play {mv}: {events}")


def bench(engine, games):
    """Measures round trips: the computer plays both seats of `games` games,
    one `ai` and one `play` request per move."""
    import time

    requests = 0
    start = time.perf_counter()
    for seed in range(games):
        engine.request("new", seed=seed)
        while True:
            try:
                mv = engine.request("ai", level="naive")["move"]
            except EngineError as e:
                if e.code == "game_over":
                    break
                raise
            engine.request("play", move=mv)
            requests += 2
    seconds = time.perf_counter() - start
    print(f"{games} games, {requests} requests in {seconds:.2f} s: "
          f"{requests / seconds:.0f} requests per second")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", default=os.environ.get("SPITE", "spite"),
                        help="path of the spite binary (default: $SPITE or spite on PATH)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rules", default="g4a", help="preset name or a rules JSON object")
    parser.add_argument("--level", default="medium", help="the computer's level")
    parser.add_argument("--interactive", action="store_true", help="play seat 0 yourself")
    parser.add_argument("--quiet", action="store_true", help="print only the result")
    parser.add_argument("--bench", type=int, metavar="GAMES",
                        help="measure requests per second over GAMES computer-only games")
    args = parser.parse_args()

    path = shutil.which(args.engine) or args.engine
    engine = SpiteEngine(path)
    try:
        info = engine.request("info")
        print(f"engine {info['engine']} {info['version']}, protocol {info['protocol']}")
        if args.bench:
            bench(engine, args.bench)
            return 0
        rules = json.loads(args.rules) if args.rules.startswith("{") else args.rules
        engine.request("new", rules=rules, seed=args.seed)

        # Errors are answers too: the game goes on unchanged.
        try:
            engine.request("play", move="c1 h1")  # the card must come first
        except EngineError as e:
            print(f"as expected, refused with {e.code}")

        final = play_game(engine, 0, args.level, args.interactive, args.quiet)
        score = engine.request("score")
        result = {
            "status": final["status"],
            "winner": final["winner"],
            "points": final["points"],
            "turns": final["turn"],
            "score": score["score"],
        }
        print("game over: " + json.dumps(result))
    finally:
        engine.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
