"""Deterministic plan of a voice sample set: what each sample says, in which voice, under which condition.

Pure: everything comes from a seeded random.Random, no I/O. render.py turns a plan entry into WAVs.
"""

import random

from . import titles as T

NUMBERS = ["one", "two", "three", "four", "five", "six"]
LETTERS = ["A", "B", "C", "D", "E", "F"]
ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]

# Templates differ between the sets on purpose: held-out phrasing must not be tuned on either.
WRAPPERS = {
    "dev": ["it's {t}", "I think it's {t}", "is it {t}", "that's {t}", "um {t}", "oh it's {t}",
            "{t} I think", "I'm going with {t}", "definitely {t}", "it must be {t}"],
    "heldout": ["it's {t}", "I think it's {t}", "is it {t}", "uh {t}", "that is {t}", "I'd say {t}",
                "maybe {t}", "it sounds like {t}", "{t} right", "my answer is {t}"],
}
INDEX_FORMS = {
    "dev": ["number {n}", "{n}", "option {l}", "{l}", "the {o} one", "it's number {n}", "answer {l}",
            "{o}"],
    "heldout": ["number {n}", "{n}", "option {l}", "the {o} one", "I'll take number {n}", "letter {l}",
                "{o} one", "I say {l}"],
}
SENTENCES = {
    "dev": ["what time is it", "I have no idea", "hmm let me think", "I don't know this one",
            "oh I know this song", "this is a hard one", "wait wait", "who sings this",
            "I really like this tune", "give me a second"],
    "heldout": ["I have no idea", "hmm let me think", "no clue at all", "what was that",
                "I've heard this before", "is this from a film", "my mind is blank",
                "this one is tricky"],
}

ESPEAK_BASES = ["en-us", "en", "en-gb-scotland", "en-029", "en-gb-x-rp", "en-gb-x-gbclan",
                "en-gb-x-gbcwmd", "en-us-nyc"]
ESPEAK_VARIANTS = ["", "+m1", "+m2", "+m3", "+m4", "+m5", "+m6", "+m7", "+f1", "+f2", "+f3", "+f4",
                   "+f5", "+croak", "+klatt", "+klatt4"]
FLITE_VOICES = ["kal", "kal16", "slt", "rms", "awb"]
FESTIVAL_VOICES = ["kal_diphone", "ked_diphone", "cmu_us_slt_arctic_hts"]

# (type, share of the set, is the answer among the choices)
TYPES = [("full", 0.22, True), ("partial", 0.16, True), ("wrapper", 0.18, True), ("index", 0.14, True),
         ("other-title", 0.08, False), ("sentence", 0.07, False), ("out-of-range", 0.02, False),
         ("burst", 0.04, False), ("noise", 0.03, False), ("silence", 0.02, False), ("music", 0.04, False)]
SPEECH_TYPES = {"full", "partial", "wrapper", "index", "other-title", "sentence", "out-of-range"}
# 8 kHz stands for narrowband microphones (Bluetooth headsets): speech above 4 kHz is gone.
RATES = [8000, 16000, 16000, 22050, 44100, 48000]
BLEED_SHARE = 0.25
CHOICE_COUNTS = [2, 3, 3, 4, 4, 4, 4, 5, 6, 6]


def type_quota(count):
    """How many samples of each type a set of `count` gets (largest-remainder rounding)."""
    raw = [(name, share * count) for name, share, _ in TYPES]
    quota = {name: int(x) for name, x in raw}
    rest = count - sum(quota.values())
    for name, x in sorted(raw, key=lambda p: p[1] - int(p[1]), reverse=True)[:rest]:
        quota[name] += 1
    return quota


def pick_voice(rng, set_name):
    """A synthesizer voice and its speed/pitch settings for one sample."""
    if set_name == "dev":
        variant = "+whisper" if rng.random() < 0.03 else rng.choice(ESPEAK_VARIANTS)
        return {"engine": "espeak", "name": rng.choice(ESPEAK_BASES) + variant,
                "wpm": rng.randrange(140, 201, 5), "pitch": rng.randrange(30, 71, 5)}
    if rng.random() < 0.6:
        return {"engine": "flite", "name": rng.choice(FLITE_VOICES),
                "stretch": round(rng.uniform(0.85, 1.25), 2), "f0": rng.choice([None, 95, 110, 130, 170, 200])}
    return {"engine": "festival", "name": rng.choice(FESTIVAL_VOICES), "stretch": round(rng.uniform(0.85, 1.25), 2)}


def voice_label(v):
    if v["engine"] == "espeak":
        return f"espeak {v['name']} {v['wpm']}wpm p{v['pitch']}"
    extra = f" f0 {v['f0']}" if v.get("f0") else ""
    return f"{v['engine']} {v['name']} stretch {v['stretch']}{extra}"


def pick_choices(rng, pool, count, answer=None):
    """`count` distinct titles, containing `answer` when given, in random order."""
    others = [t for t in pool if t != answer]
    chosen = rng.sample(others, count - (1 if answer else 0)) + ([answer] if answer else [])
    rng.shuffle(chosen)
    return chosen


def utterance(rng, kind, set_name, pool, n):
    """(text, choices, expect, detail) for one speech sample of type `kind` with `n` choices."""
    if kind == "partial":
        answer = rng.choice([t for t in pool if T.partials(t)])
        return rng.choice(T.partials(answer)), pick_choices(rng, pool, n, answer), answer, ""
    if kind in ("full", "wrapper"):
        answer = rng.choice(pool)
        said = T.spoken(answer)
        if kind == "wrapper" and T.partials(answer) and rng.random() < 0.3:
            said = rng.choice(T.partials(answer))
        text = rng.choice(WRAPPERS[set_name]).format(t=said) if kind == "wrapper" else said
        return text, pick_choices(rng, pool, n, answer), answer, ""
    if kind == "index":
        choices = pick_choices(rng, pool, n)
        i = rng.randrange(n)
        form = rng.choice(INDEX_FORMS[set_name])
        return form.format(n=NUMBERS[i], l=LETTERS[i], o=ORDINALS[i]), choices, choices[i], ""
    if kind == "out-of-range":
        n = min(n, 4)
        choices = pick_choices(rng, pool, n)
        i = rng.randrange(n, 6)
        form = rng.choice(["number {n}", "{n}", "option {l}", "the {o} one"])
        return form.format(n=NUMBERS[i], l=LETTERS[i], o=ORDINALS[i]), choices, None, ""
    if kind == "other-title":
        choices = pick_choices(rng, pool, n)
        other = rng.choice([t for t in pool if t not in choices])
        said = T.spoken(other)
        if rng.random() < 0.3:
            said = rng.choice(WRAPPERS[set_name]).format(t=said)
        return said, choices, None, f"not a choice: {other}"
    if kind == "sentence":
        return rng.choice(SENTENCES[set_name]), pick_choices(rng, pool, n), None, ""
    raise ValueError(f"not a speech type: {kind}")


def nonspeech(rng, kind):
    """Parameters of a sample with no speech."""
    if kind == "burst":
        parts = []
        for _ in range(rng.randint(1, 3)):
            parts.append({"what": rng.choice(["cough", "click", "breath", "knock"]),
                          "at": round(rng.uniform(0.0, 1.2), 2)})
        return {"parts": parts}
    if kind == "noise":
        return {"color": rng.choice(["pink", "brown", "white"]), "length": round(rng.uniform(1.0, 3.0), 2),
                "offset": round(rng.uniform(0, 20), 2), "lowpass": rng.choice([2000, 4000, 7000])}
    if kind == "silence":
        return {"length": round(rng.uniform(1.0, 3.0), 2), "floor": rng.choice([None, -70, -60])}
    if kind == "music":
        return {"length": round(rng.uniform(2.0, 4.0), 2)}
    raise ValueError(f"not a non-speech type: {kind}")


def nyquist_safe(lowpass, rate):
    """A filter edge below the recording's Nyquist frequency (8 kHz recordings keep nothing above 4 kHz)."""
    return min(lowpass, int(rate * 0.45))


def bleed_condition(rng, music_clips, rate):
    """Music from the speakers reaching a microphone recording at `rate`: which clip and where in it,
    the delay, the music-to-speech ratio and the band the room and microphone leave."""
    return {"clip": rng.randrange(music_clips), "offset": round(rng.uniform(0, 6), 2),
            "delay_ms": rng.randrange(5, 41), "msr": rng.choice([-15, -12, -9, -6, -3, 0]),
            "lowpass": nyquist_safe(rng.choice([3000, 4500, 6000, 8000]), rate),
            "highpass": rng.choice([80, 150, 250])}


def game_lead(rng):
    """Seconds of intro before the player speaks, as in a game."""
    return round(rng.uniform(3, 8), 2)


def conditions(rng, kind, bleed, music_clips):
    """Recording conditions: rate, channels, padding, noise, reverb, bleed, level."""
    c = {"rate": rng.choice(RATES), "channels": 2 if rng.random() < 0.15 else 1,
         "peak": round(rng.uniform(-30, -6) if rng.random() < 0.3 else rng.uniform(-12, -3), 1)}
    if rng.random() < 0.4:
        c["lead"], c["trail"] = round(rng.uniform(0.3, 1.5), 2), round(rng.uniform(0.3, 1.5), 2)
    else:
        c["lead"], c["trail"] = round(rng.uniform(0.05, 0.25), 2), round(rng.uniform(0.1, 0.3), 2)
    env = rng.random()
    if kind in ("noise", "silence"):
        env = 0.0
    if 0.35 <= env < 0.75 or env >= 0.9:
        c["noise"] = {"color": rng.choice(["pink", "brown"]), "snr": rng.choice([25, 15, 8]),
                      "offset": round(rng.uniform(0, 20), 2), "lowpass": rng.choice([1500, 3000, 6000])}
    if 0.75 <= env:
        c["reverb"] = {"reverberance": rng.choice([30, 50, 70]), "room": rng.choice([40, 70, 100])}
    if bleed:
        c["bleed"] = bleed_condition(rng, music_clips, c["rate"])
        if kind == "music" and rng.random() < 0.25:
            c["bleed"]["no_playback"] = True
    if "noise" in c:
        c["noise"]["lowpass"] = nyquist_safe(c["noise"]["lowpass"], c["rate"])
    return c


def condition_label(c):
    parts = [f"{c['rate'] // 1000 if c['rate'] % 1000 == 0 else c['rate'] / 1000}k",
             "stereo" if c["channels"] == 2 else "mono", f"peak {c['peak']} dBFS",
             f"pad {c['lead']}/{c['trail']} s"]
    if "noise" in c:
        parts.append(f"{c['noise']['color']} noise SNR {c['noise']['snr']} dB")
    if "reverb" in c:
        parts.append(f"reverb {c['reverb']['reverberance']}/{c['reverb']['room']}")
    if "bleed" in c:
        b = c["bleed"]
        pb = ", no playback" if b.get("no_playback") else ""
        parts.append(f"bleed {b['msr']} dB delay {b['delay_ms']} ms{pb}")
    return ", ".join(parts)


def condition_tags(c):
    """Short tags for statistics."""
    tags = []
    if c["lead"] >= 0.3:
        tags.append("padded")
    if "noise" in c:
        tags.append(f"noise{c['noise']['snr']}")
    if "reverb" in c:
        tags.append("reverb")
    if "bleed" in c:
        tags.append("bleed" if not c["bleed"].get("no_playback") else "bleed-no-playback")
    if c["channels"] == 2:
        tags.append("stereo")
    if c["peak"] < -20:
        tags.append("quiet")
    if not any(t in tags for t in ("noise25", "noise15", "noise8", "reverb", "bleed", "bleed-no-playback")):
        tags.append("clean")
    tags.append(f"rate{c['rate']}")
    return tags


def make_plan(set_name, count, pack_titles, music_clips, seed=2026):
    """The whole set: a list of sample specs, deterministic for (set_name, count, titles, seed)."""
    rng = random.Random(f"{set_name}:{seed}")
    pool = T.title_pool(pack_titles)
    kinds = [k for k, n in type_quota(count).items() for _ in range(n)]
    rng.shuffle(kinds)
    # ~25 % with music bleed: every music-only sample, the rest drawn from speech samples.
    speech = [i for i, k in enumerate(kinds) if k in SPEECH_TYPES]
    bleed = {i for i, k in enumerate(kinds) if k == "music"}
    bleed |= set(rng.sample(speech, max(0, round(BLEED_SHARE * count) - len(bleed))))
    plan = []
    for i, kind in enumerate(kinds, 1):
        in_bleed = (i - 1) in bleed
        n = rng.choice(CHOICE_COUNTS)
        spec = {"id": i, "type": kind, "name": f"{i:03d}-{kind}"}
        if kind in SPEECH_TYPES:
            spec["text"], spec["choices"], spec["expect"], detail = utterance(rng, kind, set_name, pool, n)
            spec["voice"] = pick_voice(rng, set_name)
            who = voice_label(spec["voice"])
        else:
            spec["choices"], spec["expect"], detail = pick_choices(rng, pool, n), None, ""
            spec["source"] = nonspeech(rng, kind)
            who = "no speech"
        spec["cond"] = conditions(rng, kind, in_bleed, music_clips)
        what = f'{kind} "{spec["text"]}"' if "text" in spec else kind
        if detail:
            what += f" ({detail})"
        spec["note"] = f"{who}; {what}; {condition_label(spec['cond'])}"
        plan.append(spec)
    return plan


# One phrase per command the game knows (AnswerMatching's IntentParser has more), two for most.
COMMAND_PHRASES = {"repeat": "repeatIntro", "again": "repeatIntro", "skip": "skip", "skip this one": "skip",
                   "pass": "pass", "i don't know": "pass", "next": "next", "next question": "next",
                   "pause": "pause", "wait": "pause", "resume": "resume", "continue": "resume", "stop": "stop",
                   "quit": "stop"}


def command_variant(plan, music_clips, count=56, seed=2026):
    """Voice commands said by the plan's first `count` voices in their recording conditions: every
    other one over a playing intro that started 3–8 s before (with its playback), the rest without
    music. `expect` is null (a command is no answer); the note names the command said, as
    `command "skip this one"`, for tools that check which command was heard."""
    return spoken_by_plan_voices(plan, "command", list(COMMAND_PHRASES), random.Random(f"commands:{seed}"),
                                 music_clips, count, over_music_every=2)


# Talk that goes on for seconds while a question is open (the player chatting, reading, a radio): no answer.
# Each set has its own sentences, as with the short ones.
CHATTER = {
    "dev": ["so yesterday we went down to the market and bought far too many apples for the two of us",
            "I keep thinking about that film we saw last week the one with the long train journey",
            "could you pass me the remote control it is over there next to the lamp on the table",
            "the weather forecast says it will rain all weekend so we should probably stay inside",
            "my brother always plays this kind of music in the car when we drive to the coast",
            "honestly I have no idea what this is but it sounds a bit like something from the radio",
            "wait a moment I need to find my glasses before I can read any of these titles properly",
            "we should order some food soon because I am getting really hungry and it is late"],
    "heldout": ["the meeting has been moved to thursday afternoon because half the team is away",
                "I was reading an article about gardens and how to grow tomatoes on a small balcony",
                "did you remember to feed the cat this morning before you left for work",
                "there is a strange noise coming from the kitchen I think the fridge is broken again",
                "my grandmother used to sing songs like this one when we visited her in the summer",
                "let me tell you about the time we got lost in the mountains for a whole afternoon"],
}


def chatter_variant(plan, set_name, music_clips, count=30, seed=2026):
    """Long talk (4–8 s) by the plan's first `count` voices in their recording conditions, a third of it over a
    playing intro that started 3–8 s before: nothing in it is an answer, so `expect` is null."""
    return spoken_by_plan_voices(plan, "chatter", CHATTER[set_name], random.Random(f"chatter:{set_name}:{seed}"),
                                 music_clips, count, over_music_every=3)


# A title said while only a close cousin of it is among the choices (the words shared, one changed): the right
# outcome is no answer. Titles of the kind a music quiz puts side by side; each set has its own pairs.
NEAR_MISSES = {
    "dev": [("Don't Stop Believin'", "Don't Stop Me Now"), ("Symphony No. 9", "Symphony No. 5"),
            ("Turkish March", "Wedding March"), ("Morning Has Broken", "Morning Mood"),
            ("Sweet Caroline", "Sweet Child O' Mine"), ("Hey Joe", "Hey Jude"), ("Swan Song", "Swan Lake"),
            ("Minuet in F", "Minuet in G"), ("Jingle Bell Rock", "Jingle Bells"), ("Amazing Love", "Amazing Grace"),
            ("Summer of Love", "Summer of '69"), ("Danny's Song", "Danny Boy")],
    "heldout": [("Hotel Yorba", "Hotel California - 2013 Remaster"), ("Canon in C", "Canon in D"),
                ("Yankee Rose", "Yankee Doodle"), ("Take Me Home", "Take On Me"), ("Bobbie Jean", "Billie Jean"),
                ("Mr. Blue Sky", "Mr. Brightside"), ("Sweet Dreams", "Sweet Child O' Mine"),
                ("Summer Breeze", "Summer of '69")],
}


def nearmiss_variant(plan, set_name, pool, music_clips, seed=2026):
    """Each of the set's near-miss titles said by two of the plan's voices in their recording conditions, a third
    of them over a playing intro that started 3–8 s before; the choices hold its cousin and other titles, never the
    title said, so `expect` is null. The note names both, as `near miss "hey joe" (a choice: Hey Jude)`."""
    rng = random.Random(f"nearmiss:{set_name}:{seed}")
    pairs = [pair for pair in NEAR_MISSES[set_name] for _ in range(2)]

    def offered(i, spec):
        title, cousin = pairs[i]
        choices = rng.sample([t for t in pool if t not in (title, cousin)], len(spec["choices"]) - 1) + [cousin]
        rng.shuffle(choices)
        return choices, f'near miss "{T.spoken(title)}" (a choice: {cousin})'

    return spoken_by_plan_voices(plan, "nearmiss", [T.spoken(title) for title, _ in pairs], rng, music_clips,
                                 len(pairs), over_music_every=3, offered=offered)


def spoken_by_plan_voices(plan, kind, texts, rng, music_clips, count, over_music_every, offered=None):
    """`texts` in turn, said by the plan's first `count` voices in their recording conditions, every
    `over_music_every`-th over a playing intro that started 3–8 s before (with its playback). `expect` is
    null; the note names what was said, as `command "skip this one"`. `offered(i, spec)`, when given, returns the
    i-th sample's choices and the note's words for it (drawn after its music); else the speaker's choices stay."""
    speakers = [s for s in plan if "voice" in s][:count]
    said = []
    for i, spec in enumerate(speakers):
        text = texts[i % len(texts)]
        cond = {k: v for k, v in spec["cond"].items() if k != "bleed"}
        if i % over_music_every == 0:
            cond["bleed"] = bleed_condition(rng, music_clips, cond["rate"])
            cond["lead"] = game_lead(rng)
        choices, what = offered(i, spec) if offered else (spec["choices"], f'{kind} "{text}"')
        said.append(dict(spec, id=i + 1, type=kind, name=f"{i + 1:03d}-{kind}", text=text, expect=None,
                         choices=choices, cond=cond,
                         note=f'{voice_label(spec["voice"])}; {what}; {condition_label(cond)}'))
    return said


def game_variant(plan, seed=2026):
    """The plan's music-bleed samples that come with their playback, as a game hears them: the intro
    has played for 3–8 s before the player speaks, so an echo canceller has had time to converge
    (and a voice detector time to be fooled). Same voices, words and conditions otherwise."""
    rng = random.Random(f"game:{seed}")
    game = []
    for spec in plan:
        b = spec["cond"].get("bleed")
        if not b or b.get("no_playback"):
            continue
        spec = dict(spec, cond=dict(spec["cond"], lead=game_lead(rng)))
        who, what, _ = spec["note"].split("; ", 2)
        spec["note"] = f"{who}; {what}; {condition_label(spec['cond'])}"
        game.append(spec)
    return game
