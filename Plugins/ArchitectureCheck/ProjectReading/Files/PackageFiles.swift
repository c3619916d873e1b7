import Foundation
import ModuleGraph

/// Where the check reads the package's files from: the package directory, or memory in tests.
/// Paths are relative to the package root.
public struct PackageFiles: Sendable {
    private let read: @Sendable (String) -> [UInt8]?
    private let size: @Sendable (String) -> Int?

    /// Reads files through `read`, which returns `nil` for a missing file; `size` gives a file's size in bytes
    /// without reading it, or `nil` when it does not know it.
    public init(
        read: @escaping @Sendable (String) -> [UInt8]?, size: @escaping @Sendable (String) -> Int? = { _ in nil }
    ) {
        self.read = read
        self.size = size
    }

    /// The files under `root`. A relative path that is not on disk as written is looked for without regard to case,
    /// as the default (case-insensitive) file system of a Mac finds it: a project that names `Widget/View.swift`
    /// builds there when the folder is `widget/`. Only an unambiguous match counts.
    public static func directory(_ root: String) -> PackageFiles {
        let base = root.hasSuffix("/") ? root : root + "/"
        @Sendable func full(_ path: String) -> String { path.hasPrefix("/") ? path : base + path }
        let size: @Sendable (String) -> Int? = { path in
            (try? FileManager.default.attributesOfItem(atPath: full(path)))?[.size] as? Int
        }
        let read: @Sendable (String) -> [UInt8]? = { path in
            if let exact = FileManager.default.contents(atPath: full(path)) {
                return [UInt8](exact)
            }
            guard !path.hasPrefix("/"), let found = caseInsensitivePath(path, under: base) else { return nil }
            return FileManager.default.contents(atPath: base + found).map { [UInt8]($0) }
        }
        return PackageFiles(read: read, size: size)
    }

    /// `path` as it is spelled on disk under `base` (which ends in `/`), each component matched exactly or else by
    /// the one entry of its folder that differs only in case; `nil` when a component has no match or several.
    static func caseInsensitivePath(_ path: String, under base: String) -> String? {
        var resolved: [String] = []
        for component in path.split(separator: "/").map(String.init) {
            let folder = base + resolved.joined(separator: "/")
            if FileManager.default.fileExists(atPath: folder + (resolved.isEmpty ? "" : "/") + component) {
                resolved.append(component)
                continue
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let matches = entries.filter { $0.lowercased() == component.lowercased() }
            guard matches.count == 1 else { return nil }
            resolved.append(matches[0])
        }
        return resolved.joined(separator: "/")
    }

    /// The given files, keyed by relative path.
    public static func inMemory(_ files: [String: String]) -> PackageFiles {
        PackageFiles { files[$0].map { Array($0.utf8) } }
    }

    /// The bytes of `path`, or `nil` if it cannot be read.
    public func bytes(_ path: String) -> [UInt8]? { read(path) }

    /// The bytes of `path`, or `nil` if it cannot be read or is larger than `limit` bytes (a file whose size is
    /// known is not read then).
    public func bytes(_ path: String, atMost limit: Int) -> [UInt8]? {
        if let known = size(path), known > limit { return nil }
        guard let bytes = read(path), bytes.count <= limit else { return nil }
        return bytes
    }

    /// The UTF-8 text of `path`, or `nil` if it cannot be read.
    public func text(_ path: String) -> String? { read(path).map { String(decoding: $0, as: UTF8.self) } }
}
