"""Plan of the human-voice set: recordings of real people that Debian ships, as quiz answers and non-answers.

The synthetic sets stand for voices by proxy; these are people. Debian's pocketsphinx-testdata holds a man
reading card names ("ten of clubs"), commands ("go forward ten meters"), digits, and five LibriVox sentences
read by a woman; alsa-utils holds a man naming loudspeaker positions ("front left"). Each in-choice
recording is heard four ways (clean, narrowband 8 kHz as from a headset, pink room noise at 15 dB SNR, and
over a playing intro with its playback); the other recordings, which are no answer, twice. A few titles
are said with a close cousin among the choices but not themselves ("seven of clubs" against "Ten of
Clubs"): the right outcome is no answer. Never tune on this set: it is held out like the flite/festival one.

Pure: everything comes from a seeded random.Random and fixed paths; render.py makes the WAVs.
"""

import os
import random

from . import plan as P
from . import titles as T

TESTDATA = "/usr/share/pocketsphinx/test/data"
ALSA = "/usr/share/sounds/alsa"

# (file, what is said, title it answers or None, speaker)
RECORDINGS = [
    (f"{TESTDATA}/cards/001.wav", "ten of clubs", "Ten of Clubs", "cards"),
    (f"{TESTDATA}/cards/003.wav", "seven of clubs", "Seven of Clubs", "cards"),
    (f"{TESTDATA}/goforward.raw", "go forward ten meters", "Go Forward Ten Meters", "pocketsphinx"),
    (f"{TESTDATA}/something.raw", "go somewhere and do something", "Go Somewhere and Do Something",
     "pocketsphinx"),
    (f"{ALSA}/Front_Left.wav", "front left", "Front Left", "alsa"),
    (f"{ALSA}/Front_Right.wav", "front right", "Front Right", "alsa"),
    (f"{ALSA}/Front_Center.wav", "front center", "Front Center", "alsa"),
    (f"{ALSA}/Rear_Left.wav", "rear left", "Rear Left", "alsa"),
    (f"{ALSA}/Rear_Right.wav", "rear right", "Rear Right", "alsa"),
    (f"{ALSA}/Rear_Center.wav", "rear center", "Rear Center", "alsa"),
    (f"{ALSA}/Side_Left.wav", "side left", "Side Left", "alsa"),
    (f"{ALSA}/Side_Right.wav", "side right", "Side Right", "alsa"),
    (f"{TESTDATA}/cards/002.wav", "four queen of clubs", None, "cards"),
    (f"{TESTDATA}/cards/004.wav", "five five", None, "cards"),
    (f"{TESTDATA}/cards/005.wav", "eight of spades four of clubs seven of hearts", None, "cards"),
    (f"{TESTDATA}/numbers.raw", "numbers read out", None, "pocketsphinx"),
    (f"{TESTDATA}/tidigits/dhd.2934z.raw", "two nine three four zero", None, "tidigits"),
    (f"{TESTDATA}/librivox/sense_and_sensibility_01_austen_64kb-0870.wav",
     "and mister john dashwood had then leisure to consider…", None, "librivox"),
    (f"{TESTDATA}/librivox/sense_and_sensibility_01_austen_64kb-0880.wav", "he was not an ill disposed young man",
     None, "librivox"),
    (f"{TESTDATA}/librivox/sense_and_sensibility_01_austen_64kb-0890.wav",
     "unless to be rather cold hearted and rather selfish is to be ill disposed", None, "librivox"),
    (f"{TESTDATA}/librivox/sense_and_sensibility_01_austen_64kb-0920.wav",
     "had he married a more amiable woman…", None, "librivox"),
    (f"{TESTDATA}/librivox/sense_and_sensibility_01_austen_64kb-0930.wav", "he might even have been made amiable himself",
     None, "librivox"),
    (f"{ALSA}/Noise.wav", "noise", None, "alsa"),
]

# Titles said while a close cousin, not themselves, is among the choices.
NEAR_MISSES = {"Seven of Clubs": "Ten of Clubs", "Ten of Clubs": "Seven of Clubs", "Front Left": "Front Right",
               "Rear Right": "Rear Left", "Side Left": "Side Right", "Front Center": "Rear Center"}
FAMILIES = {
    "cards": ["Ten of Clubs", "Seven of Clubs", "Queen of Hearts", "Ace of Spades", "King of Diamonds"],
    "alsa": ["Front Left", "Front Right", "Front Center", "Rear Left", "Rear Right", "Rear Center", "Side Left",
             "Side Right"],
    "pocketsphinx": ["Go Forward Ten Meters", "Go Somewhere and Do Something", "Turn Left at the Light"],
}
FAMILIES["tidigits"] = FAMILIES["librivox"] = FAMILIES["cards"]


def missing_recordings():
    """Recordings that are not on this machine (scripts/bootstrap installs pocketsphinx-testdata, alsa-utils)."""
    return [r[0] for r in RECORDINGS if not os.path.exists(r[0])]


def recording_voice(path, speaker):
    return {"engine": "recording", "name": speaker, "path": path}


def choices_for(rng, title, family, pool, avoid=()):
    """The title (if any), one or two of its family and demo titles, shuffled: 3 to 5 choices."""
    cousins = [t for t in FAMILIES[family] if t != title and t not in avoid]
    others = [t for t in pool if t not in FAMILIES[family]]
    picked = rng.sample(cousins, rng.choice([1, 2])) + rng.sample(others, rng.choice([1, 2]))
    if title:
        picked.append(title)
    rng.shuffle(picked)
    return picked


def condition(rng, how, music_clips):
    """One recording condition by name: clean, narrowband, noise or bleed."""
    c = {"rate": 16000, "channels": 1, "peak": round(rng.uniform(-12, -3), 1),
         "lead": round(rng.uniform(0.1, 0.6), 2), "trail": round(rng.uniform(0.2, 0.6), 2)}
    if how == "narrowband":
        c["rate"] = 8000
    elif how == "noise":
        c["rate"] = rng.choice([16000, 22050, 44100])
        c["noise"] = {"color": "pink", "snr": 15, "offset": round(rng.uniform(0, 20), 2),
                      "lowpass": P.nyquist_safe(6000, c["rate"])}
    elif how == "bleed":
        c["rate"] = rng.choice([16000, 48000])
        c["bleed"] = dict(P.bleed_condition(rng, music_clips, c["rate"]), msr=-9)
    return c


def make_plan(pack_titles, music_clips, seed=2026):
    """The whole set: a list of sample specs, as plan.make_plan gives them to render.render."""
    rng = random.Random(f"human:{seed}")
    pool = T.title_pool(pack_titles)
    plan = []

    def add(kind, path, text, speaker, choices, expect, how, detail=""):
        i = len(plan) + 1
        cond = condition(rng, how, music_clips)
        what = f'{kind} "{text}"' + (f" ({detail})" if detail else "")
        plan.append({"id": i, "type": kind, "name": f"{i:03d}-{kind}", "text": text,
                     "voice": recording_voice(path, speaker), "choices": choices, "expect": expect, "cond": cond,
                     "note": f"human ({speaker}, {os.path.basename(path)}); {what}; {P.condition_label(cond)}"})

    for path, text, title, speaker in RECORDINGS:
        if title:
            for how in ("clean", "narrowband", "noise", "bleed"):
                add("full", path, text, speaker, choices_for(rng, title, speaker, pool), title, how)
        else:
            kind = "noise" if text == "noise" else "sentence"
            for how in ("clean", rng.choice(["narrowband", "noise", "bleed"])):
                add(kind, path, text, speaker, choices_for(rng, None, speaker, pool), None, how)
    for path, text, title, speaker in RECORDINGS:
        if title in NEAR_MISSES:
            choices = choices_for(rng, NEAR_MISSES[title], speaker, pool, avoid=(title,))
            add("other-title", path, text, speaker, choices, None, "clean", f"not a choice: {title}")
    return plan
