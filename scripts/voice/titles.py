"""Song titles for the voice sample sets and how people say them.

Pure data and pure functions: no I/O. A title's *spoken* form is what a player says for the full title
(versions, "feat." and punctuation dropped, digits as words); its *partials* are natural shorter ways
to name it ("mountain king"). Titles not listed here (e.g. from a new demo pack) get both derived.
"""

import re
import unicodedata

# title -> (spoken full title, [natural partials])
KNOWN = {
    "Ode to Joy": ("ode to joy", []),
    "Für Elise": ("fur elise", ["elise"]),
    "Greensleeves": ("greensleeves", []),
    "Swan Lake": ("swan lake", []),
    "Canon in D": ("canon in D", ["the canon", "canon"]),
    "Amazing Grace": ("amazing grace", []),
    "Jingle Bells": ("jingle bells", []),
    "The Blue Danube": ("the blue danube", ["blue danube"]),
    "In the Hall of the Mountain King": ("in the hall of the mountain king",
                                         ["mountain king", "hall of the mountain king"]),
    "William Tell Overture": ("william tell overture", ["william tell"]),
    "Eine kleine Nachtmusik": ("eine kleine nachtmusik", ["kleine nachtmusik"]),
    "Brahms' Lullaby": ("brahms lullaby", ["the lullaby"]),
    "Twinkle, Twinkle, Little Star": ("twinkle twinkle little star", ["twinkle twinkle", "little star"]),
    "Frère Jacques": ("frere jacques", []),
    "Oh! Susanna": ("oh susanna", ["susanna"]),
    "When the Saints Go Marching In": ("when the saints go marching in",
                                       ["when the saints", "the saints go marching in"]),
    "Turkish March": ("turkish march", []),
    "The Entertainer": ("the entertainer", ["entertainer"]),
    "Minuet in G": ("minuet in G", ["the minuet"]),
    "Auld Lang Syne": ("auld lang syne", []),
    "Scarborough Fair": ("scarborough fair", ["scarborough"]),
    "Danny Boy": ("danny boy", []),
    "Yankee Doodle": ("yankee doodle", []),
    "Morning Mood": ("morning mood", []),
    "Wedding March": ("wedding march", ["the wedding march"]),
    "Toccata and Fugue in D Minor": ("toccata and fugue in D minor", ["toccata and fugue", "toccata"]),
    "Can-Can": ("can can", []),
    "Habanera": ("habanera", []),
    "Row, Row, Row Your Boat": ("row row row your boat", ["row your boat"]),
    "Symphony No. 5": ("symphony number five", ["the fifth symphony"]),
    "7 Rings": ("seven rings", []),
    "22": ("twenty two", []),
    "1999": ("nineteen ninety nine", []),
    "Livin' on a Prayer": ("living on a prayer", ["on a prayer"]),
    "Don't Stop Me Now": ("don't stop me now", ["don't stop me"]),
    "Don't Stop Believin'": ("don't stop believing", []),
    "Bohemian Rhapsody - Remastered 2011": ("bohemian rhapsody", ["rhapsody"]),
    "Despacito (feat. Daddy Yankee)": ("despacito", []),
    "(I Can't Get No) Satisfaction": ("I can't get no satisfaction", ["satisfaction"]),
    "Mr. Brightside": ("mister brightside", ["brightside"]),
    "Hey Jude": ("hey jude", []),
    "Smells Like Teen Spirit": ("smells like teen spirit", ["teen spirit"]),
    "Sweet Child O' Mine": ("sweet child o mine", ["sweet child"]),
    "Uptown Funk (feat. Bruno Mars)": ("uptown funk", []),
    "Hotel California - 2013 Remaster": ("hotel california", []),
    "Stayin' Alive": ("staying alive", []),
    "Summer of '69": ("summer of sixty nine", []),
    "Take On Me": ("take on me", []),
    "Billie Jean": ("billie jean", []),
    "Rolling in the Deep": ("rolling in the deep", []),
}

# Titles used when the demo pack is not there yet (the brief's list of public-domain classics).
CLASSICS = [t for t in KNOWN if list(KNOWN).index(t) < list(KNOWN).index("7 Rings")]
# Popular-song style titles: digits, feat., versions, apostrophes, brackets.
POPULAR = [t for t in KNOWN if t not in CLASSICS]

_VERSION = re.compile(r"\s+-\s+.*$|\s*[(\[](feat|ft|with|remaster|live|radio|single|version|mono|stereo|edit"
                      r"|bonus|demo|acoustic|explicit|clean|instrumental|\d{4})[^)\]]*[)\]]", re.IGNORECASE)
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_FUNCTION = {"of", "the", "a", "an", "in", "on", "to", "and", "no", "my", "your", "is", "for", "at", "me"}


def number_words(n):
    """How people say a number in a title: 99 → ninety nine, 1999 → nineteen ninety nine."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if 1100 <= n <= 2099 and n % 100 != 0 and not 2000 <= n < 2010:
        return number_words(n // 100) + " " + (number_words(n % 100) if n % 100 >= 10 else "oh " + _ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + (" " + number_words(rest) if rest else "")
    if n < 10000:
        rest = n % 1000
        return number_words(n // 1000) + " thousand" + (" " + number_words(rest) if rest else "")
    return " ".join(_ONES[int(d)] for d in str(n))


def ascii_fold(text):
    """'Für Elise' -> 'Fur Elise'."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def derived_spoken(title):
    """A spoken full title for a title we have no entry for."""
    core = _VERSION.sub("", title)
    core = re.sub(r"\bNo\.\s*(?=\d)", "number ", core)
    core = re.sub(r"[()!?.,;:\"\[\]-]", " ", ascii_fold(core))
    core = re.sub(r"\d+", lambda m: " " + number_words(int(m.group(0))) + " ", core)
    return " ".join(core.split()).lower()


def spoken(title):
    """What a player says for the whole title."""
    return KNOWN[title][0] if title in KNOWN else derived_spoken(title)


def partials(title):
    """Natural partial names; derived (last words, leading article dropped) when not listed."""
    if title in KNOWN:
        return KNOWN[title][1]
    words = spoken(title).split()
    out = []
    if words and words[0] in ("the", "a", "an") and len(words) > 1:
        out.append(" ".join(words[1:]))
    if len(words) >= 4:
        for k in (2, 3):
            tail = words[-k:]
            if tail[0] not in _FUNCTION and " ".join(tail) not in out:
                out.append(" ".join(tail))
                break
    return out


def title_pool(pack_titles):
    """The pool choices are drawn from: the demo pack's titles (else the classics) plus popular ones."""
    base = list(pack_titles) if pack_titles else list(CLASSICS)
    seen, pool = set(), []
    for t in base + POPULAR:
        if t not in seen:
            seen.add(t)
            pool.append(t)
    return pool
