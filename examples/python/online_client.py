#!/usr/bin/env python3
"""A client of the Spite & Malice game server (docs/online.md), standard
library only: a minimal WebSocket client (RFC 6455: the handshake, masked
text frames out, unmasked frames in) and a player that creates a room with
one computer seat and, on each of its turns, picks from the legal moves
its view lists: the pay-off top to the centre when it may go, else a hand
card to the centre, else the first discard, until the match is over.

    spite serve --addr 127.0.0.1:7878 &
    python3 examples/python/online_client.py 127.0.0.1:7878
"""

import base64
import hashlib
import json
import os
import socket
import struct
import sys

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class WebSocket:
    def __init__(self, host, port, path="/ws", timeout=30):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("the server closed during the handshake")
            head += chunk
        lines = head.decode("latin-1").split("\r\n")
        if " 101 " not in lines[0]:
            raise ConnectionError(f"no upgrade: {lines[0]}")
        accept = base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()
        if f"sec-websocket-accept: {accept}".lower() not in head.decode("latin-1").lower():
            raise ConnectionError("wrong Sec-WebSocket-Accept")

    def _exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("the server closed the connection")
            data += chunk
        return data

    def send(self, message):
        self._frame(0x1, json.dumps(message).encode())

    def _frame(self, opcode, payload):
        header = bytes([0x80 | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def recv(self):
        """The next text message, as JSON (pings answered, fragments joined)."""
        message = b""
        while True:
            b0, b1 = self._exact(2)
            opcode, n = b0 & 0x0F, b1 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._exact(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._exact(8))[0]
            mask = self._exact(4) if b1 & 0x80 else None
            payload = self._exact(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            if opcode == 0x9:
                self._frame(0xA, payload)
            elif opcode == 0x8:
                raise ConnectionError("the server closed the connection")
            elif opcode in (0x0, 0x1, 0x2):
                message += payload
                if b0 & 0x80:
                    return json.loads(message)


def choose(view):
    """The pay-off top to a centre pile if it may go, else a card to the
    centre, else the first discard. The server lists the seat's legal
    moves in its view on its turn ("legal"), so no rules are needed here."""
    legal = view.get("legal") or []
    for prefix in ("p c", "h"):
        for mv in legal:
            if mv.startswith(prefix) and " c" in mv:
                return mv
    return legal[0] if legal else None


def main():
    host, port = sys.argv[1].rsplit(":", 1) if len(sys.argv) > 1 else ("127.0.0.1", "7878")
    ws = WebSocket(host, int(port))
    ws.send({
        "type": "create",
        "rules": {"payoff_size": 3, "match_target": 1},
        "seats": [{"kind": "person"}, {"kind": "computer", "level": "easy"}],
        "name": "Python",
    })
    seated = ws.recv()
    assert seated["type"] == "seated", seated
    print(f"room {seated['code']}, seat {seated['seat']}")
    view = seated["room"]["view"]
    moves, waiting = 0, False
    while True:
        mv = choose(view) if not waiting and view["status"] == "playing" else None
        if mv:
            ws.send({"type": "play", "move": mv})
            moves, waiting = moves + 1, True
        msg = ws.recv()
        if msg["type"] in ("moved", "new_game"):
            view, waiting = msg["view"], False
        elif msg["type"] == "match_over":
            print(f"match over after {moves} moves: score {msg['score']}, winner {msg['winner']}")
            return 0
        elif msg["type"] == "error":
            # Nothing changed; the next view (another seat's move) says
            # what may be played then. A refused move is not sent again.
            print(f"refused: {msg['message']}", file=sys.stderr)
            return 1

if __name__ == "__main__":
    sys.exit(main())
