#!/usr/bin/env python3
"""A rough baseline for a voice sample manifest with the pocketsphinx_continuous CLI.

  python3 scripts/voice/baseline.py samples/voice/manifest.json [--jobs N]

Per sample: a JSGF grammar of the choices' spoken titles (lowercased, words missing from cmudict
dropped — titles left empty are left out), the audio converted to 16 kHz mono with sox, one
pocketsphinx_continuous run. The hypothesis names a choice or nothing. No rejection, no index words,
no echo cancellation: it is the "plain grammar" bar the real recogniser must beat. Prints the same
figures `introquiz eval --json` does (accuracy over in-choice samples, false-accept rate over the rest).
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from voice import titles as T  # noqa: E402

MODEL = "/usr/share/pocketsphinx/model/en-us"


def load_dict():
    words = set()
    with open(os.path.join(MODEL, "cmudict-en-us.dict"), encoding="latin-1") as f:
        for line in f:
            words.add(line.split(" ", 1)[0])
    return words


def grammar(choices, words):
    """JSGF text and {phrase: title} for the choices."""
    phrases = {}
    for title in choices:
        said = " ".join(w for w in T.spoken(title).lower().split() if w in words)
        if said and said not in phrases:
            phrases[said] = title
    body = " | ".join(phrases) if phrases else "<VOID>"
    return f"#JSGF V1.0;\ngrammar answer;\npublic <answer> = {body};\n", phrases


def recognise(sample, base, words, tmp):
    jsgf, phrases = grammar(sample["choices"], words)
    fd, gram = tempfile.mkstemp(suffix=".gram", dir=tmp)
    with os.fdopen(fd, "w") as f:
        f.write(jsgf)
    wav = gram[:-5] + ".wav"
    subprocess.run(["sox", "-R", os.path.join(base, sample["audio"]), "-r", "16000", "-c", "1", "-b", "16", wav,
                    "remix", "-"], check=True, capture_output=True)
    p = subprocess.run(["pocketsphinx_continuous", "-infile", wav, "-hmm", os.path.join(MODEL, "en-us"),
                        "-dict", os.path.join(MODEL, "cmudict-en-us.dict"), "-jsgf", gram, "-logfn", "/dev/null"],
                       capture_output=True, text=True, timeout=120)
    heard = [line.strip() for line in p.stdout.splitlines() if line.strip()]
    answer = next((phrases[h] for h in heard if h in phrases), None)
    return answer, " / ".join(heard)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("manifest")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    base = os.path.dirname(os.path.abspath(args.manifest))
    with open(args.manifest, encoding="utf-8") as f:
        samples = json.load(f)["samples"]
    words = load_dict()
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda s: recognise(s, base, words, tmp), samples))
    by_type = Counter()
    right_by_type = Counter()
    correct = wrong = rejected = false_accepts = 0
    for s, (answer, heard) in zip(samples, results):
        kind = s["note"].split("; ")[1].split(" ")[0]
        by_type[kind] += 1
        ok = answer == s["expect"]
        right_by_type[kind] += ok
        if s["expect"] is None:
            false_accepts += answer is not None
        elif ok:
            correct += 1
        elif answer is None:
            rejected += 1
        else:
            wrong += 1
        if args.verbose and not ok:
            print(f"{s['audio']}: expected {s['expect']!r}, got {answer!r} (heard {heard!r})")
    in_choice = sum(s["expect"] is not None for s in samples)
    out = len(samples) - in_choice
    print(json.dumps({"samples": len(samples), "inChoice": in_choice, "correct": correct,
                      "accuracy": round(correct / max(in_choice, 1), 3), "rejectedInChoice": rejected,
                      "wrong": wrong, "outOfChoice": out, "falseAccepts": false_accepts,
                      "falseAcceptRate": round(false_accepts / max(out, 1), 3),
                      "wallSeconds": round(time.monotonic() - started, 1)}))
    print("right by type: " + ", ".join(f"{k} {right_by_type[k]}/{n}" for k, n in sorted(by_type.items())))


if __name__ == "__main__":
    main()
