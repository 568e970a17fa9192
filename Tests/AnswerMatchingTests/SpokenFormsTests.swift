import Testing

@testable import AnswerMatching

/// One title and what its spoken forms must (and must not) contain.
struct FormCase: CustomTestStringConvertible, Sendable {
    var title: String
    var aliases: [String] = []
    /// The first form, space-separated.
    var full: String
    /// Other forms that must be present.
    var includes: [String] = []
    /// Forms that must be absent.
    var excludes: [String] = []
    var testDescription: String { title }
}

@Suite struct SpokenFormsTests {
    static let cases: [FormCase] = [
        FormCase(title: "Ode to Joy", full: "ode to joy"),
        FormCase(title: "Für Elise", full: "fur elise"),
        FormCase(title: "7 Rings", full: "seven rings"),
        FormCase(title: "22", full: "twenty two"),
        FormCase(title: "1999", full: "nineteen ninety nine", excludes: ["one thousand nine hundred and ninety nine"]),
        FormCase(title: "2000 Miles", full: "two thousand miles"),
        FormCase(
            title: "Class of 2005", full: "class of two thousand five", includes: ["class of two thousand and five"]),
        FormCase(
            title: "Twenty Twelve 2012", full: "twenty twelve twenty twelve",
            includes: ["twenty twelve two thousand and twelve"]),
        FormCase(
            title: "In the Year 2525", full: "in the year two thousand five hundred twenty five",
            includes: [
                "in the year two thousand five hundred and twenty five", "year two thousand five hundred twenty five",
            ]),
        FormCase(title: "Summer of '69", full: "summer of sixty nine"),
        FormCase(title: "99 Luftballons", full: "ninety nine luftballons"),
        FormCase(title: "Song 2", full: "song two"),
        FormCase(title: "21st Century Schizoid Man", full: "twenty first century schizoid man"),
        FormCase(title: "Livin' on a Prayer", full: "livin on a prayer"),
        FormCase(title: "Sweet Child O' Mine", full: "sweet child o mine"),
        FormCase(title: "Don't Stop Me Now", full: "don't stop me now", excludes: ["me", "now"]),
        FormCase(title: "Rock 'n' Roll Star", full: "rock n roll star"),
        FormCase(title: "Rock & Roll", full: "rock and roll"),
        FormCase(title: "Mr. Brightside", full: "mister brightside"),
        FormCase(
            title: "Sgt. Pepper’s Lonely Hearts Club Band", full: "sergeant pepper's lonely hearts club band"),
        FormCase(title: "Born in the U.S.A.", full: "born in the u s a"),
        FormCase(title: "TNT", full: "t n t"),
        FormCase(title: "Café del Mar", full: "cafe del mar"),
        FormCase(title: "Déjà Vu", full: "deja vu"),
        FormCase(
            title: "(I Can't Get No) Satisfaction", full: "i can't get no satisfaction", includes: ["satisfaction"],
            excludes: ["i can't get no"]),
        FormCase(
            title: "(Sittin' On) The Dock of the Bay", full: "sittin on the dock of the bay",
            includes: ["the dock of the bay", "dock of the bay"], excludes: ["bay"]),
        FormCase(title: "Don't Fear (The Reaper)", full: "don't fear the reaper", includes: ["don't fear"]),
        FormCase(
            title: "Bohemian Rhapsody - Remastered 2011", full: "bohemian rhapsody",
            excludes: ["bohemian rhapsody remastered two thousand eleven"]),
        FormCase(title: "Hey Jude (Remastered 2009)", full: "hey jude"),
        FormCase(title: "Smells Like Teen Spirit - Live", full: "smells like teen spirit"),
        FormCase(title: "Blinding Lights - Radio Edit", full: "blinding lights"),
        FormCase(title: "Señorita (feat. Camila Cabello)", full: "senorita"),
        FormCase(title: "Hips Don't Lie feat. Wyclef Jean", full: "hips don't lie"),
        FormCase(title: "Old Town Road (Remix) [feat. Billy Ray Cyrus]", full: "old town road"),
        FormCase(title: "Purple Rain [Live at the Carrier Dome, 1984]", full: "purple rain"),
        FormCase(title: "Stay (with Justin Bieber)", full: "stay"),
        FormCase(title: "Love Story (Taylor's Version)", full: "love story"),
        FormCase(
            title: "In the Hall of the Mountain King", full: "in the hall of the mountain king",
            includes: ["hall of the mountain king", "mountain king"], excludes: ["king", "the mountain king"]),
        FormCase(
            title: "Toccata and Fugue in D Minor, BWV 565", full: "toccata and fugue in d minor",
            includes: ["toccata and fugue"], excludes: ["toccata and fugue in d minor b w v five hundred sixty five"]),
        FormCase(
            title: "Nocturne in E-flat Major, Op. 9 No. 2", full: "nocturne in e flat major", includes: ["nocturne"]),
        FormCase(
            title: "Symphony No. 9: Ode to Joy", full: "symphony number nine ode to joy",
            includes: ["ode to joy", "symphony number nine"]),
        FormCase(
            title: "The Four Seasons: Spring", full: "the four seasons spring",
            includes: ["four seasons", "spring", "the four seasons"]),
        FormCase(
            title: "Piano Sonata No. 14 in C-sharp minor \u{201C}Moonlight\u{201D}: I. Adagio sostenuto",
            full: "piano sonata number fourteen in c sharp minor moonlight adagio sostenuto",
            includes: ["moonlight sonata", "moonlight", "piano sonata number fourteen"],
            excludes: ["i adagio sostenuto", "adagio sostenuto"]),
        FormCase(
            title: "Symphony No. 9 in E minor \"From the New World\", Op. 95: IV. Allegro con fuoco",
            full: "symphony number nine in e minor from the new world allegro con fuoco",
            includes: ["new world symphony", "symphony number nine"]),
        FormCase(
            title: "Symphony No. 5 in C Minor, Op. 67: I. Allegro con brio",
            full: "symphony number five in c minor allegro con brio",
            includes: ["symphony number five in c minor", "symphony number five"],
            excludes: ["symphony", "allegro con brio"]),
        FormCase(title: "\"Heroes\"", full: "heroes"),
        FormCase(
            title: "The Nutcracker, Op. 71: Dance of the Sugar Plum Fairy",
            full: "the nutcracker dance of the sugar plum fairy",
            includes: ["nutcracker", "dance of the sugar plum fairy", "sugar plum fairy"]),
        FormCase(
            title: "Peer Gynt Suite No. 1, Op. 46: IV. In the Hall of the Mountain King",
            full: "peer gynt suite number one in the hall of the mountain king",
            includes: ["in the hall of the mountain king", "mountain king", "peer gynt suite"],
            excludes: ["iv in the hall of the mountain king"]),
        FormCase(
            title: "The Four Seasons, Violin Concerto No. 1 in E Major, RV 269 \"Spring\": I. Allegro",
            full: "the four seasons violin concerto number one in e major spring allegro",
            includes: ["the four seasons", "four seasons", "spring"], excludes: ["allegro"]),
        FormCase(
            title: "Eine kleine Nachtmusik, K. 525: I. Allegro", full: "eine kleine nachtmusik allegro",
            includes: ["eine kleine nachtmusik"], excludes: ["allegro"]),
        FormCase(title: "Für Elise, WoO 59", full: "fur elise"),
        FormCase(
            title: "Swan Lake, Op. 20, Act II: No. 10 Scene", full: "swan lake act two number ten scene",
            includes: ["swan lake"], excludes: ["act two"]),
        FormCase(title: "My Heart Will Go On - Love Theme from \"Titanic\"", full: "my heart will go on"),
        FormCase(title: "Lose Yourself - From \"8 Mile\" Soundtrack", full: "lose yourself"),
        FormCase(title: "Let It Go - From \"Frozen\"/Soundtrack Version", full: "let it go"),
        FormCase(
            title: "Another Brick in the Wall, Pt. 2", full: "another brick in the wall part two",
            includes: ["another brick in the wall"]),
        FormCase(title: "Numb / Encore", full: "numb encore", includes: ["numb", "encore"]),
        FormCase(title: "Gymnopédie No. 1", full: "gymnopedie number one", includes: ["gymnopedie"]),
        FormCase(title: "Carmen: Habanera", full: "carmen habanera", includes: ["carmen", "habanera"]),
        FormCase(title: "Part of Me", full: "part of me", excludes: ["part"]),
        // Natural partials: foreign articles, honorifics, dropped g, long-title ends, genre and ordinal.
        FormCase(title: "Für Elise", full: "fur elise", includes: ["elise"]),
        FormCase(
            title: "Eine kleine Nachtmusik", full: "eine kleine nachtmusik", includes: ["kleine nachtmusik"]),
        FormCase(title: "Mr. Brightside", full: "mister brightside", includes: ["brightside"]),
        FormCase(title: "Oh! Susanna", full: "oh susanna", includes: ["susanna"]),
        FormCase(title: "Livin' on a Prayer", full: "livin on a prayer", includes: ["living on a prayer"]),
        FormCase(title: "Stayin' Alive", full: "stayin alive", includes: ["staying alive"]),
        FormCase(title: "Rock'n'Roll Train", full: "rock n roll train", excludes: ["rock ng roll train"]),
        FormCase(
            title: "Twinkle, Twinkle, Little Star", full: "twinkle twinkle little star",
            includes: ["little star", "twinkle twinkle"]),
        FormCase(title: "Row, Row, Row Your Boat", full: "row row row your boat", includes: ["row your boat"]),
        FormCase(
            title: "Another One Bites the Dust", full: "another one bites the dust", includes: ["bites the dust"],
            excludes: ["the dust"]),
        FormCase(
            title: "When the Saints Go Marching In", full: "when the saints go marching in",
            includes: ["when the saints"], excludes: ["marching in", "go marching in", "when the"]),
        // A three-word head only where a new phrase begins after it.
        FormCase(
            title: "Smells Like Teen Spirit", full: "smells like teen spirit", includes: ["teen spirit"],
            excludes: ["smells like teen"]),
        FormCase(title: "Summer of '69", full: "summer of sixty nine", excludes: ["summer of sixty"]),
        FormCase(
            title: "Twinkle, Twinkle, Little Star", full: "twinkle twinkle little star",
            excludes: ["twinkle twinkle little"]),
        // A leading possessive name is dropped; contractions are no possessives.
        FormCase(title: "Brahms' Lullaby", full: "brahms lullaby", includes: ["lullaby"]),
        FormCase(title: "Pachelbel’s Canon in D", full: "pachelbel's canon in d", includes: ["canon in d", "canon"]),
        FormCase(title: "It's My Life", full: "it's my life", excludes: ["my life"]),
        FormCase(title: "Let's Dance", full: "let's dance", excludes: ["dance"]),
        FormCase(title: "Brahms' Love", full: "brahms love", excludes: ["love"]),
        FormCase(
            title: "I Wanna Dance with Somebody (Who Loves Me)", full: "i wanna dance with somebody who loves me",
            includes: ["i wanna dance with somebody", "dance with somebody"], excludes: ["loves me"]),
        FormCase(title: "William Tell Overture", full: "william tell overture", includes: ["william tell"]),
        FormCase(
            title: "Symphony No. 5", full: "symphony number five",
            includes: ["the fifth symphony", "fifth symphony"]),
        FormCase(title: "Minuet in G", full: "minuet in g", includes: ["minuet"]),
        FormCase(
            title: "Dance of the Sugar Plum Fairy", full: "dance of the sugar plum fairy",
            includes: ["sugar plum fairy"]),
        FormCase(title: "Eye of the Tiger", full: "eye of the tiger", excludes: ["tiger"]),
        FormCase(title: "The Final Countdown", full: "the final countdown", includes: ["final countdown"]),
        FormCase(
            title: "The Star-Spangled Banner", full: "the star spangled banner", includes: ["star spangled banner"]),
        FormCase(title: "Blue (Da Ba Dee)", full: "blue da ba dee", excludes: ["blue"]),
        FormCase(title: "Stand by Me", full: "stand by me", excludes: ["me", "by me"]),
        FormCase(title: "Love", full: "love"),
        FormCase(title: "ME!", full: "me"),
        FormCase(title: "Let It Be", full: "let it be", excludes: ["it be"]),
        FormCase(
            title: "Ode to Joy", aliases: ["Freude schöner Götterfunken"], full: "ode to joy",
            includes: ["freude schoner gotterfunken"]),
        FormCase(
            title: "Swan Lake", aliases: ["Swan Lake Suite", "Lebedinoye ozero"], full: "swan lake",
            includes: ["swan lake suite", "lebedinoye ozero"]),
    ]

    @Test(arguments: cases)
    func forms(_ testCase: FormCase) throws {
        let forms = SpokenForms.forms(title: testCase.title, aliases: testCase.aliases).map {
            $0.joined(separator: " ")
        }
        let first = try #require(forms.first)
        #expect(first == testCase.full, "all forms: \(forms)")
        for form in testCase.includes { #expect(forms.contains(form), "missing \"\(form)\" in \(forms)") }
        for form in testCase.excludes { #expect(!forms.contains(form), "unwanted \"\(form)\" in \(forms)") }
    }

    @Test(arguments: cases)
    func formsAreCleanAndUnique(_ testCase: FormCase) {
        let forms = SpokenForms.forms(title: testCase.title, aliases: testCase.aliases)
        #expect(Set(forms).count == forms.count, "duplicates in \(forms)")
        for form in forms {
            #expect(!form.isEmpty)
            for word in form {
                #expect(!word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || $0 == "'" }, "bad word \(word)")
                #expect(!word.hasPrefix("'") && !word.hasSuffix("'"), "edge apostrophe in \(word)")
            }
        }
    }

    @Test(arguments: cases)
    func shortFormsAreDistinctive(_ testCase: FormCase) {
        let forms = SpokenForms.forms(title: testCase.title, aliases: testCase.aliases)
        for form in forms.dropFirst() where !testCase.aliases.map(SpokenForms.words).contains(form) {
            #expect(!form.allSatisfy(CommonWords.stopwords.contains), "only stopwords: \(form)")
            if form.count == 1 { #expect(!CommonWords.common.contains(form[0]), "one common word: \(form)") }
        }
    }

    /// For a speech grammar, a long word of a two-word title is a form of its own; not a short or everyday word, not
    /// a word of a longer title, and never for typed matching.
    @Test(arguments: [
        ("Bohemian Rhapsody - Remastered 2011", ["rhapsody", "bohemian"]),
        ("Scarborough Fair", ["scarborough"]),
        ("Rear Center", []),
        ("Yankee Doodle", []),
        ("Something Stupid", []),
        ("The Final Countdown", []),
        ("Hall of the Mountain King", []),
    ])
    func longWordsOfTwoWordTitlesStandAloneInSpeech(_ title: String, _ alone: [String]) {
        let spoken = SpokenForms.forms(title: title, loneWords: true)
        let typed = SpokenForms.forms(title: title)
        let lone = spoken.filter { $0.count == 1 && !typed.contains($0) }.map { $0[0] }
        #expect(Set(lone) == Set(alone), "\(spoken)")
        #expect(Set(spoken).isSuperset(of: typed))
    }

    @Test func untitledTextGivesNoForms() {
        #expect(SpokenForms.forms(title: "!!!").isEmpty)
        #expect(SpokenForms.forms(title: "").isEmpty)
    }
}
