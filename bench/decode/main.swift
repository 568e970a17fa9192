// decode-bench IN.mp3 OUT.wav — decodes a whole MP3 to 16-bit WAV with the Audio module
// (MP3Decoder at the stream's own rate and channels, then WAVFile), as `introquiz decode` does.
// bench/run times it against `mpg123 -q -w OUT.wav IN.mp3`.
import Audio
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: decode-bench IN.mp3 OUT.wav\n".utf8))
    exit(64)
}
do {
    try AudioCommands.decode(clip: arguments[1], to: URL(fileURLWithPath: arguments[2]))
} catch {
    FileHandle.standardError.write(Data("decode-bench: \(error)\n".utf8))
    exit(65)
}
