"""Turns plan entries into WAV files with espeak-ng / flite / festival and sox.

Intermediate files are 32-bit float so mixing never clips; the delivered files are 16-bit PCM.
Every sox call runs with -R (repeatable: fixed seeds for noise and dither), so output is deterministic.
"""

import math
import os
import re
import subprocess

FLOAT = ["-b", "32", "-e", "floating-point"]
PCM16 = ["-b", "16", "-e", "signed-integer"]


class RenderError(Exception):
    """A synthesizer or sox call failed; says which command and what it printed."""

    def __init__(self, cmd, detail):
        super().__init__(f"`{' '.join(cmd)}` failed: {detail.strip()[-400:]}")


def run(cmd, stdin=None):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise RenderError(cmd, str(e)) from e
    if p.returncode != 0:
        raise RenderError(cmd, p.stderr or f"exit {p.returncode}")
    return p


def sox(*args):
    return run(["sox", "-R", "-V1", *[str(a) for a in args]])


def stats(path):
    """(RMS dBFS, peak dBFS, seconds) of a sound file (first channel)."""
    err = run(["sox", path, "-n", "remix", "1", "stats"]).stderr
    rms = re.search(r"RMS lev dB\s+(\S+)", err).group(1)
    pk = re.search(r"Pk lev dB\s+(\S+)", err).group(1)
    length = float(re.search(r"Length s\s+(\S+)", err).group(1))
    as_db = lambda s: -200.0 if s in ("-inf", "-1.#J") else float(s)
    return as_db(rms), as_db(pk), length


def synthesize(voice, text, path, tmp):
    """Speaks `text` with the planned voice into `path` (the synthesizer's own rate)."""
    engine = voice["engine"]
    if engine == "espeak":
        run(["espeak-ng", "-v", voice["name"], "-s", str(voice["wpm"]), "-p", str(voice["pitch"]),
             "-w", path, text])
    elif engine == "flite":
        cmd = ["flite", "-voice", voice["name"], "--setf", f"duration_stretch={voice['stretch']}"]
        if voice.get("f0"):
            cmd += ["--setf", f"int_f0_target_mean={voice['f0']}"]
        run(cmd + ["-t", text, "-o", path])
    elif engine == "festival":
        txt = os.path.join(tmp, "say.txt")
        with open(txt, "w") as f:
            f.write(text + "\n")
        run(["text2wave", txt, "-o", path, "-eval", f"(voice_{voice['name']})",
             "-eval", f"(Parameter.set 'Duration_Stretch {voice['stretch']})"])
    elif engine == "recording":
        # A real person's recording: WAV as it is, headerless .raw as PocketSphinx's test data has it.
        raw = ["-t", "raw", "-r", 16000, "-e", "signed", "-b", 16, "-c", 1] if voice["path"].endswith(".raw") else []
        sox(*raw, voice["path"], path)
    else:
        raise ValueError(f"unknown engine {engine}")


def burst_part(what, rate, path):
    """One cough / click / breath / knock as a float WAV."""
    shapes = {
        "cough": ["synth", 0.28, "brownnoise", "bandpass", 700, "1.2q", "fade", "q", 0.015, 0.28, 0.18,
                  "tremolo", 18, 60],
        "click": ["synth", 0.01, "whitenoise", "fade", 0, 0.01, 0.008, "highpass", 1000],
        "breath": ["synth", 0.8, "pinknoise", "highpass", 900, "lowpass", 5000, "fade", "h", 0.35, 0.8, 0.4,
                   "gain", -12],
        "knock": ["synth", 0.08, "sine", 160, "fade", 0, 0.08, 0.07, "lowpass", 800],
    }
    sox("-n", "-r", rate, "-c", 1, *FLOAT, path, *shapes[what], "gain", "-n", -3)


def core_track(spec, rate, tmp):
    """The sound the player makes (speech or non-speech), mono float at `rate`, unpadded.

    Returns (path or None, reference RMS dB for noise/bleed levels, seconds)."""
    out = os.path.join(tmp, "core.wav")
    c = spec["cond"]
    if "voice" in spec:
        raw = os.path.join(tmp, "raw.wav")
        synthesize(spec["voice"], spec["text"], raw, tmp)
        fx = ["gain", "-n", -3]
        if "reverb" in c:
            fx += ["reverb", c["reverb"]["reverberance"], 50, c["reverb"]["room"]]
        sox(raw, "-r", rate, "-c", 1, *FLOAT, out, *fx)
    else:
        src, kind = spec["source"], spec["type"]
        if kind == "burst":
            parts, loudest = [], -200.0
            for k, part in enumerate(src["parts"]):
                p = os.path.join(tmp, f"part{k}.wav")
                burst_part(part["what"], rate, p)
                loudest = max(loudest, stats(p)[0])
                padded = os.path.join(tmp, f"partp{k}.wav")
                sox(p, padded, "pad", part["at"])
                parts.append(padded)
            if len(parts) == 1:
                sox(parts[0], out)
            else:
                sox("-m", *[x for p in parts for x in ("-v", 1, p)], out)
            _, _, length = stats(out)
            return out, loudest, length  # noise levels relative to the bursts, not the gaps between them
        elif kind == "noise":
            sox("-n", "-r", rate, "-c", 1, *FLOAT, out, "synth", src["length"] + src["offset"],
                f"{src['color']}noise", "trim", src["offset"], "lowpass", src["lowpass"], "gain", "-n", -3)
        elif kind == "silence":
            sox("-n", "-r", rate, "-c", 1, *FLOAT, out, "trim", 0, src["length"])
            if src["floor"] is not None:
                floor = os.path.join(tmp, "floor.wav")
                sox("-n", "-r", rate, "-c", 1, *FLOAT, floor, "synth", src["length"], "brownnoise")
                rms, _, _ = stats(floor)
                sox(floor, out, "gain", src["floor"] - rms)
        elif kind == "music":
            sox("-n", "-r", rate, "-c", 1, *FLOAT, out, "trim", 0, src["length"])
            return out, -20.0, src["length"]
        else:
            raise ValueError(kind)
    rms, _, length = stats(out)
    return out, (rms if rms > -100 else -20.0), length


def render(spec, music, outdir, tmp, stems=None):
    """Writes OUTDIR/NAME.wav (and NAME.playback.wav for bleed); returns the manifest entry.

    With `stems` (a directory), a bleed sample also gets STEMS/NAME.voice.wav (all but the bleed) and
    STEMS/NAME.bleed.wav (the bleed alone): mono, scaled like NAME.wav, so they add up to the mean of its
    channels."""
    c, rate = spec["cond"], spec["cond"]["rate"]
    core, ref_db, _ = core_track(spec, rate, tmp)
    padded = os.path.join(tmp, "padded.wav")
    sox(core, padded, "pad", c["lead"], c["trail"])
    _, _, total = stats(padded)
    layers = [padded]
    entry = {"audio": spec["name"] + ".wav", "choices": spec["choices"], "expect": spec["expect"],
             "note": spec["note"]}
    if "bleed" in c:
        b = c["bleed"]
        playback = os.path.join(outdir, spec["name"] + ".playback.wav")
        pb_tmp = os.path.join(tmp, "playback.wav")
        sox(music[b["clip"]], "-r", rate, "-c", c["channels"], *FLOAT, pb_tmp, "trim", b["offset"], total,
            "pad", 0, total, "trim", 0, total, "gain", "-n", -1)
        sox(pb_tmp, *PCM16, playback)
        heard = os.path.join(tmp, "heard.wav")
        fx = ["pad", b["delay_ms"] / 1000.0, "trim", 0, total, "highpass", b["highpass"], "lowpass", b["lowpass"]]
        if "reverb" in c:
            fx += ["reverb", c["reverb"]["reverberance"], 50, c["reverb"]["room"], "trim", 0, total]
        sox(playback, "-c", 1, *FLOAT, heard, "remix", "-", *fx)
        rms, _, _ = stats(heard)
        level = os.path.join(tmp, "heard-level.wav")
        sox(heard, level, "gain", ref_db + b["msr"] - rms)
        layers.append(level)
        if not b.get("no_playback"):
            entry["playback"] = spec["name"] + ".playback.wav"
        else:
            os.remove(playback)
    if "noise" in c:
        n = c["noise"]
        noise = os.path.join(tmp, "noise.wav")
        sox("-n", "-r", rate, "-c", 1, *FLOAT, noise, "synth", total + n["offset"], f"{n['color']}noise",
            "trim", n["offset"], "lowpass", n["lowpass"])
        rms, _, _ = stats(noise)
        level = os.path.join(tmp, "noise-level.wav")
        sox(noise, level, "gain", ref_db - n["snr"] - rms)
        layers.append(level)
    mix = os.path.join(tmp, "mix.wav")
    if len(layers) == 1:
        mix = layers[0]
    else:
        sox("-m", *[x for p in layers for x in ("-v", 1, p)], mix)
    out = os.path.join(outdir, spec["name"] + ".wav")
    fx = ["remix", "1", "1v0.85"] if c["channels"] == 2 else []
    _, peak, _ = stats(mix)
    if peak > -100 and spec["type"] != "silence":
        fx += ["gain", "-n", c["peak"]]
    sox(mix, *PCM16, out, *fx)
    if stems and "bleed" in c:
        db = c["peak"] - peak if "gain" in fx else 0.0  # what `gain -n` did to NAME.wav
        if c["channels"] == 2:
            db += 20 * math.log10((1 + 0.85) / 2)  # the mean of `remix 1 1v0.85`
        for stem, parts in (("voice", [layers[0]] + layers[2:]), ("bleed", [layers[1]])):
            silent = ("-v", 0, mix)  # makes the stem as long as NAME.wav (layers differ by a few samples)
            sox("-m", *[x for p in parts for x in ("-v", 1, p)], *silent, *PCM16,
                os.path.join(stems, f"{spec['name']}.{stem}.wav"), "vol", db, "dB")
    return entry


def synth_music(index, path, tmp, seconds=16.0):
    """A short synthetic piece (plucked melody over pad chords and a bass line) when no demo MP3s exist."""
    import random
    rng = random.Random(f"music:{index}")
    root = rng.choice([48, 50, 52, 53, 55, 57])  # MIDI note of the key
    beat = rng.choice([0.25, 0.3, 0.375, 0.45])
    freq = lambda m: round(440.0 * 2 ** ((m - 69) / 12.0), 2)
    progression = rng.choice([[0, 7, 9, 5], [0, 5, 7, 0], [0, 9, 5, 7], [0, 4, 5, 7]])
    scale = [0, 2, 4, 5, 7, 9, 11, 12, 14, 16]
    melody, chords, bass = [], [], []
    t = 0.0
    while t < seconds:
        for degree in progression:
            chord_root = root + degree
            minor = degree in (9, 4)
            third = 3 if minor else 4
            chords += [":", "synth", beat * 4, "triangle", freq(chord_root), "triangle",
                       freq(chord_root + third), "triangle", freq(chord_root + 7), "fade", 0.02, beat * 4,
                       beat, "remix", "-"]
            bass += [":", "synth", beat * 2, "sine", freq(chord_root - 12), "fade", 0.01, beat * 2, beat,
                     ":", "synth", beat * 2, "sine", freq(chord_root - 5), "fade", 0.01, beat * 2, beat]
            for _ in range(4):
                note = root + 12 + rng.choice(scale)
                melody += [":", "synth", beat, "pluck", freq(note), "fade", 0, beat, beat * 0.6]
            t += beat * 4
    tracks = []
    for name, seq, chans in (("chords", chords, 3), ("bass", bass, 1), ("melody", melody, 1)):
        p = os.path.join(tmp, f"music{index}-{name}.wav")
        sox("-r", 44100, "-c", chans, "-n", "-c", 1, *FLOAT, p, *seq[1:])
        tracks.append(p)
    sox("-m", "-v", 0.5, tracks[0], "-v", 0.6, tracks[1], "-v", 0.9, tracks[2], *PCM16, path,
        "trim", 0, seconds, "gain", "-n", -1)


def decode_music(mp3, path, seconds=16.0):
    """The first seconds of a demo MP3 as mono WAV."""
    sox(mp3, "-c", 1, "-r", 44100, *PCM16, path, "trim", 0, seconds, "gain", "-n", -1)
