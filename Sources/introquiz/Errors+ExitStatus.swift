import ArgumentParsing
import Audio
import QuizCore
import Speech
import Catalog

// Which exit status each module's failures deserve. One place, so every command agrees.

extension UsageError: ExitStatusProviding {
    var exitStatus: ExitStatus { ExitStatus(rawValue: exitCode) ?? .usage }
}

extension AudioError: ExitStatusProviding {
    var exitStatus: ExitStatus {
        switch self {
        case .unreadableFile: return .noInput
        case .emptyFile, .notWAV, .unsupportedWAV, .notMP3, .decodeFailed, .sliceOutOfRange, .invalidFormat:
            return .dataError
        case .unwritableFile: return .noInput
        case .resampleFailed: return .software
        case .audioSystem, .noOutputDevice, .noInputDevice, .deviceNotFound: return .unavailable
        }
    }
}

extension StoreError: ExitStatusProviding {
    var exitStatus: ExitStatus {
        switch self {
        case .notFound: return .noInput
        case .corrupt, .newerVersion: return .dataError
        case .noHome, .createDirectory, .write, .read: return .unavailable
        }
    }
}

extension SettingsError: ExitStatusProviding {
    var exitStatus: ExitStatus { .usage }
}

extension QuestionBuilderError: ExitStatusProviding {
    var exitStatus: ExitStatus { .dataError }
}

extension SessionError: ExitStatusProviding {
    var exitStatus: ExitStatus { .dataError }
}

extension SpeechError: ExitStatusProviding {
    /// The Speech module already says which sysexits code each failure deserves.
    var exitStatus: ExitStatus { ExitStatus(rawValue: exitCode) ?? .software }
}

extension CatalogError: ExitStatusProviding {
    var exitStatus: ExitStatus {
        switch self {
        case .unreadable, .notADirectory: return .noInput
        case .badPack, .unknownHistoryFormat, .badHistory, .tooLarge: return .dataError
        }
    }
}

extension DeezerError: ExitStatusProviding {
    var exitStatus: ExitStatus {
        switch self {
        case .offline, .quotaExceeded, .httpStatus, .previewUnavailable: return .unavailable
        case .notFound: return .noInput
        case .api, .responseTooLarge, .malformed, .notMP3: return .dataError
        }
    }
}
