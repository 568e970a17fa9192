// TerminalUI module — see Package.swift for its layering.
