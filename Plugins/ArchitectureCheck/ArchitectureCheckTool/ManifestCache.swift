import Foundation

/// `swift package dump-package` output kept on disk, one entry per package directory. An entry is used only when
/// the package's manifests (`Package.swift` and every `Package@swift-*.swift`) are byte for byte those it was
/// made from, under the same toolchain version and the same build of this tool; anything else is a miss, and the
/// next dump replaces the entry. A manifest whose output depends on something else (an environment variable, a
/// file it reads) is not covered: `--no-cache` dumps afresh.
struct ManifestCache: Sendable {
    /// The folder holding the entries (created on the first store).
    let directory: String
    /// `swift --version` of the toolchain doing the dumps.
    let toolchain: ToolchainVersion
    /// This tool's build: its executable's size and modification time, and the entry format.
    let toolVersion: String

    /// The largest manifest, cache entry or dump read (bytes): a larger one is not used.
    static let maximumFileSize = 16 << 20

    /// One cached dump and what it is valid for.
    private struct Entry: Codable {
        var package: String
        var toolchain: String
        var tool: String
        var manifests: [String: String]
        var dump: String
    }

    /// What an entry is valid for: the package and its manifests' text by file name.
    struct Key: Sendable {
        var package: String
        var manifests: [String: String]
    }

    /// The key for the package at `packageDirectory` (an absolute, standardised path), or `nil` when its manifest
    /// cannot be read.
    static func key(for packageDirectory: String) -> Key? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageDirectory)) ?? []
        let manifestNames = names.filter {
            $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift"))
        }
        guard manifestNames.contains("Package.swift") else { return nil }
        var manifests: [String: String] = [:]
        for name in manifestNames {
            guard let text = readBounded("\(packageDirectory)/\(name)") else { return nil }
            manifests[name] = text
        }
        return Key(package: packageDirectory, manifests: manifests)
    }

    /// The cached dump for `key`, or `nil` on a miss (also while the toolchain's version is not known yet: a
    /// toolchain not seen before has no valid entries).
    func dump(for key: Key) -> [UInt8]? {
        guard let version = toolchain.known, let text = Self.readBounded(entryPath(key.package)),
            let entry = try? JSONDecoder().decode(Entry.self, from: Data(text.utf8)),
            entry.package == key.package, entry.toolchain == version, entry.tool == toolVersion,
            entry.manifests == key.manifests
        else { return nil }
        return Array(entry.dump.utf8)
    }

    /// Keeps `dump` for `key`; a cache that cannot be written is skipped (the next run dumps again).
    func store(_ dump: [UInt8], for key: Key) {
        let entry = Entry(
            package: key.package, toolchain: toolchain.value(), tool: toolVersion, manifests: key.manifests,
            dump: String(decoding: dump, as: UTF8.self))
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: entryPath(key.package)), options: .atomic)
    }

    /// The entry file of a package: named by a hash of its path, so each package has one entry.
    private func entryPath(_ package: String) -> String {
        "\(directory)/\(Self.fnv1a(package)).json"
    }

    /// The 64-bit FNV-1a hash of `text`, in hex: a file name, not a security measure (entries are compared in full).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The text of `path` when it exists and is at most ``maximumFileSize`` bytes.
    static func readBounded(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber, size.intValue <= maximumFileSize,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `size:modification time` of the file at `path` (symbolic links followed), or `nil` when it does not exist.
    static func fileIdentity(_ path: String) -> String? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { return nil }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(resolved) \(size) \(modified)"
    }
}

/// `swift --version`, asked at most once a run and remembered in the cache folder for as long as the swift
/// executable is the same file, so a warm run starts no process for it.
final class ToolchainVersion: @unchecked Sendable {
    private let swift: String
    private let rememberedPath: String
    private let lock = NSLock()
    private var version: String?

    /// The version of `swift`, remembered in `cacheDirectory`.
    init(swift: String, cacheDirectory: String) {
        self.swift = swift
        let identity = ManifestCache.fileIdentity(swift) ?? swift
        rememberedPath = "\(cacheDirectory)/toolchain-\(ManifestCache.fnv1a(identity)).txt"
    }

    /// The version when it is known without running swift: asked already, or remembered.
    var known: String? {
        lock.lock()
        defer { lock.unlock() }
        if version == nil { version = ManifestCache.readBounded(rememberedPath) }
        return version
    }

    /// The version, asking swift when it is not known (empty when swift cannot say).
    func value() -> String {
        if let known { return known }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        var asked = ""
        if (try? process.run()) != nil {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus == 0 { asked = String(decoding: data, as: UTF8.self) }
        }
        lock.lock()
        defer { lock.unlock() }
        if let version { return version }
        version = asked
        guard !asked.isEmpty else { return asked }
        let directory = (rememberedPath as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? Data(asked.utf8).write(to: URL(fileURLWithPath: rememberedPath), options: .atomic)
        return asked
    }
}
