public import Foundation

/// The package's root directory (this file is Tests/TestSupport/PackageRoot.swift), for tests that read the
/// checked-in or generated samples.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
