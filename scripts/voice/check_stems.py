"""Checks the stems `make-voice-samples --stems DIR` writes: for every NAME.bleed.wav in DIR, NAME.wav
(the mean of its channels) minus NAME.voice.wav minus NAME.bleed.wav should be nothing but 16-bit dither.

  python3 scripts/voice/check_stems.py OUT STEMS   # prints each sample's residual, exits 1 above -40 dB

Residual = energy of (output − voice − bleed) relative to the output's energy, in dB. Each of the three files
carries its own 16-bit dither (about −96 dBFS), so quiet samples (RMS near −52 dBFS) end up at about −42 dB.
Needs numpy.
"""

import math
import os
import sys
import wave

import numpy as np

LIMIT_DB = -40.0


def load(path):
    """(samples as float, mean of the channels; rate) of a 16-bit PCM WAV."""
    with wave.open(path) as w:
        assert w.getsampwidth() == 2, f"{path}: not 16-bit"
        x = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float64) / 32768.0
        return x.reshape(-1, w.getnchannels()).mean(axis=1), w.getframerate()


def residual_db(out, voice, bleed):
    """Residual energy of out − voice − bleed relative to out, in dB (−inf when exact)."""
    (y, ry), (v, rv), (b, rb) = load(out), load(voice), load(bleed)
    assert ry == rv == rb and len(y) == len(v) == len(b), f"{out}: rates or lengths of the stems differ"
    r = y - v - b
    rest, energy = float(np.sum(r ** 2)), float(np.sum(y ** 2))
    if not rest:
        return -math.inf
    return 10 * math.log10(rest / energy) if energy else math.inf


def check(out, stems):
    """{NAME: residual dB} for every bleed stem in `stems`."""
    names = sorted(f[: -len(".bleed.wav")] for f in os.listdir(stems) if f.endswith(".bleed.wav"))
    return {n: residual_db(os.path.join(out, n + ".wav"), os.path.join(stems, n + ".voice.wav"),
                           os.path.join(stems, n + ".bleed.wav")) for n in names}


def summary(results):
    worst = max(results.values(), default=-math.inf)
    verdict = "ok" if worst < LIMIT_DB else f"ABOVE {LIMIT_DB:.0f} dB"
    return f"{len(results)} bleed samples, residual max {worst:.1f} dB ({verdict})"


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 64
    results = check(sys.argv[1], sys.argv[2])
    for name, db in results.items():
        print(f"{name}: {db:.1f} dB")
    print(summary(results))
    return 0 if results and max(results.values()) < LIMIT_DB else 1


if __name__ == "__main__":
    sys.exit(main())
