#!/usr/bin/env python3
"""Makes the window's sounds (assets/sounds/*.wav) from nothing but arithmetic.

Run it from anywhere: `python3 assets/sounds/make.py`. It uses only the
standard library, and its noise comes from a seeded generator, so it writes
the same bytes every time (the files in the repository are its output).

Each sound is mono, 16-bit, 16 kHz: short enough to stay a few kilobytes,
wide enough for a card's rustle and a chime's overtones.
"""

import math
import os
import random
import struct
import wave

RATE = 16_000
HERE = os.path.dirname(os.path.abspath(__file__))


def silence(secs):
    return [0.0] * int(RATE * secs)


def noise(secs, seed, cutoff):
    """White noise through a one-pole low-pass at about `cutoff` Hz."""
    rng = random.Random(seed)
    k = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for _ in range(int(RATE * secs)):
        y += k * (rng.uniform(-1.0, 1.0) - y)
        out.append(y)
    peak = max(abs(s) for s in out) or 1.0
    return [s / peak for s in out]


def tone(freq, secs, decay, partials=((1, 1.0), (2, 0.35), (3, 0.12))):
    """A struck tone: a few harmonics, a 4 ms attack, an exponential decay."""
    out = []
    for i in range(int(RATE * secs)):
        t = i / RATE
        attack = min(1.0, t / 0.004)
        env = attack * math.exp(-t / decay)
        s = sum(a * math.sin(2 * math.pi * freq * n * t) for n, a in partials)
        out.append(env * s)
    peak = max(abs(s) for s in out) or 1.0
    return [s / peak for s in out]


def shaped(samples, attack, release):
    """Fades the first `attack` and last `release` seconds in and out."""
    n = len(samples)
    a, r = max(1, int(RATE * attack)), max(1, int(RATE * release))
    return [
        s * min(1.0, i / a) * min(1.0, (n - 1 - i) / r) for i, s in enumerate(samples)
    ]


def mix(*tracks):
    """Tracks of (start seconds, gain, samples) added together."""
    end = max(int(RATE * start) + len(s) for start, _, s in tracks)
    out = [0.0] * end
    for start, gain, samples in tracks:
        at = int(RATE * start)
        for i, s in enumerate(samples):
            out[at + i] += gain * s
    return out


def slide():
    """A card slid across felt: soft, band-limited noise swelling and fading."""
    n = noise(0.13, seed=1, cutoff=2500)
    n = [s * math.sin(math.pi * i / len(n)) ** 2 for i, s in enumerate(n)]
    return mix((0.0, 0.5, n))


def centre():
    """A card put down on a pile: a short bright tick over a low knock."""
    tick = shaped(noise(0.018, seed=2, cutoff=6000), 0.001, 0.015)
    knock = tone(190, 0.07, 0.018, partials=((1, 1.0), (2, 0.2)))
    return mix((0.0, 0.45, tick), (0.0, 0.45, knock), (0.07, 0.0, silence(0.01)))


def pile():
    """A centre pile completed: two bright notes, a fifth apart, rising."""
    return mix(
        (0.0, 0.35, tone(1318.5, 0.22, 0.08)),  # E6
        (0.08, 0.35, tone(1975.5, 0.30, 0.10)),  # B6
    )


def turn():
    """Your turn: one soft, round bell note."""
    return mix((0.0, 0.4, tone(784.0, 0.32, 0.11, partials=((1, 1.0), (2.76, 0.15)))))


def win():
    """A game won: a major arpeggio rising to the octave (C5 E5 G5 C6)."""
    notes = [523.25, 659.25, 783.99, 1046.5]
    return mix(
        *[(0.09 * i, 0.3, tone(f, 0.45 if i == 3 else 0.25, 0.12)) for i, f in enumerate(notes)]
    )


def loss():
    """A game lost: a slow minor fall (G4 E♭4 C4), darker and quieter."""
    notes = [392.0, 311.13, 261.63]
    return mix(
        *[
            (0.16 * i, 0.3, tone(f, 0.45 if i == 2 else 0.2, 0.14, ((1, 1.0), (2, 0.15))))
            for i, f in enumerate(notes)
        ]
    )


SOUNDS = {
    "slide": slide,
    "centre": centre,
    "pile": pile,
    "turn": turn,
    "win": win,
    "loss": loss,
}


def write(name, samples):
    peak = max(abs(s) for s in samples)
    assert peak <= 1.0, f"{name} clips ({peak:.2f})"
    data = b"".join(struct.pack("<h", round(s * 32767)) for s in samples)
    with wave.open(os.path.join(HERE, f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)
    print(f"{name}.wav: {len(samples) / RATE:.2f} s, {len(data) + 44} bytes")


if __name__ == "__main__":
    for name, make in SOUNDS.items():
        write(name, make())
