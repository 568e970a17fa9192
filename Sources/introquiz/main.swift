// introquiz — the executable: parses the command line, runs one command, maps failures to exit codes.
import ArgumentParsing
import Foundation

let status = await IntroQuizCLI.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
