import Foundation
import ModuleGraph

/// Where the check reads the package's files from: the package directory, or memory in tests.
/// Paths are relative to the package root.
public struct PackageFiles: Sendable {
    private let read: @Sendable (String) -> [UInt8]?

    /// Reads files through `read`, which returns `nil` for a missing file.
    public init(read: @escaping @Sendable (String) -> [UInt8]?) {
        self.read = read
    }

    /// The files under `root`.
    public static func directory(_ root: String) -> PackageFiles {
        let base = root.hasSuffix("/") ? root : root + "/"
        return PackageFiles { path in
            FileManager.default.contents(atPath: path.hasPrefix("/") ? path : base + path).map { [UInt8]($0) }
        }
    }

    /// The given files, keyed by relative path.
    public static func inMemory(_ files: [String: String]) -> PackageFiles {
        PackageFiles { files[$0].map { Array($0.utf8) } }
    }

    /// The bytes of `path`, or `nil` if it cannot be read.
    public func bytes(_ path: String) -> [UInt8]? { read(path) }

    /// The UTF-8 text of `path`, or `nil` if it cannot be read.
    public func text(_ path: String) -> String? { read(path).map { String(decoding: $0, as: UTF8.self) } }
}
