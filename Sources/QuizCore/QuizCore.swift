// QuizCore module — see Package.swift for its layering.
