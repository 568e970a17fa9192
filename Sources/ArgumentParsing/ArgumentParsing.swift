// ArgumentParsing module — see Package.swift for its layering.
