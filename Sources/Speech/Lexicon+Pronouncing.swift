public import AnswerMatching

/// The lexicon answers the matcher's pronunciation questions (extra.dict → cmudict → G2P).
extension Lexicon: Pronouncing {}
