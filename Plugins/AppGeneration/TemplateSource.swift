public import Foundation

/// The checkout the new app's sources are copied from, so every copied module has one source of truth: this
/// package's own `Sources/`, `Tests/`, `Plugins/` and `.ci/`.
public struct TemplateSource: Sendable {
    /// The checkout's root directory.
    public let root: URL
    /// The text of its Package.swift.
    public let manifest: String

    /// The first of `candidates` that is the template's checkout: a directory whose Package.swift declares the
    /// template package and that has every module the new app copies.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` naming the directories tried.
    public static func locate(among candidates: [URL]) throws(AppGenerationError) -> TemplateSource {
        for candidate in candidates {
            let root = candidate.standardizedFileURL
            guard
                let data = FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path)
            else { continue }
            let manifest = String(decoding: data, as: UTF8.self)
            guard manifest.contains(#"name: "ShopKit""#),
                AppBlueprint.copiedDirectories.allSatisfy({
                    FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
                })
            else { continue }
            return TemplateSource(root: root, manifest: manifest)
        }
        let tried = candidates.map(\.standardizedFileURL.path).joined(separator: ", ")
        throw .template(
            "cannot find the ShopKit checkout to copy from (tried \(tried)); run new-app from the checkout, "
                + "with `swift run new-app` there")
    }

    /// Every file under `directory` (relative to the root), as text, with paths relative to the root; hidden
    /// files and DocC catalogues (`*.docc`, which describe the template's own package) are left out.
    func files(under directory: String) throws(AppGenerationError) -> [AppFile] {
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
            throw .template("cannot read \(base.path)")
        }
        var files: [AppFile] = []
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") || $0.hasSuffix(".docc") }) { continue }
            let url = base.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files.append(try file(at: directory + "/" + relative))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// One file of the checkout, as text, keeping whether it is executable.
    func file(at path: String) throws(AppGenerationError) -> AppFile {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw .template("cannot read \(url.path) as text")
        }
        let executable = FileManager.default.isExecutableFile(atPath: url.path)
        return AppFile(path: path, contents: text, isExecutable: executable)
    }

    /// The end of the template's manifest from `// MARK: - How a feature's line becomes its targets`: the `Feature`
    /// helper that turns a feature's line into its targets.
    func featureHelper() throws(AppGenerationError) -> String {
        guard let start = manifest.range(of: "// MARK: - How a feature's line becomes its targets") else {
            throw .template("ShopKit's Package.swift has no `// MARK: - How a feature's line becomes its targets`")
        }
        return String(manifest[start.lowerBound...])
    }

    /// The template manifest's declaration of target `name` as written, with the comment lines right above it:
    /// from the line `    .target(`, `.executableTarget(` or `.plugin(` that opens it to its closing `),`.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when the manifest declares no such target that way.
    func declarationText(of name: String) throws(AppGenerationError) -> String {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let nameLine = lines.firstIndex(where: { $0.contains("name: \"\(name)\"") }),
            var start = lines[...nameLine].lastIndex(where: { $0.hasPrefix("    .") })
        else {
            throw .template("ShopKit's Package.swift declares no target named \(name) on a line of its own")
        }
        var depth = 0
        var inString = false
        var end: Int?
        scan: for index in start..<lines.count {
            for character in lines[index] {
                if character == "\"" { inString.toggle() }
                guard !inString else { continue }
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 {
                        end = index
                        break scan
                    }
                }
            }
        }
        guard let end else { throw .template("ShopKit's Package.swift does not close the declaration of \(name)") }
        while start > 0, lines[start - 1].hasPrefix("    //") { start -= 1 }
        return lines[start...end].joined(separator: "\n") + "\n"
    }

    /// The dependencies the template's manifest declares for target `name`, and the files it excludes.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when the manifest has no `name: "<name>"` followed by a
    ///   `dependencies: [...]` list of string literals.
    func declaration(of name: String) throws(AppGenerationError) -> (dependencies: [String], exclude: [String]) {
        guard let nameRange = manifest.range(of: "name: \"\(name)\"") else {
            throw .template("ShopKit's Package.swift declares no target named \(name)")
        }
        let rest = manifest[nameRange.upperBound...]
        let end = rest.range(of: ")")?.lowerBound ?? rest.endIndex
        let call = rest[..<end]
        guard let dependencies = Self.stringList(after: "dependencies:", in: call) else {
            throw .template("ShopKit's Package.swift declares \(name) without a `dependencies: [...]` list")
        }
        return (dependencies, Self.stringList(after: "exclude:", in: call) ?? [])
    }

    /// The string literals of the `[...]` list after `label` in `text`, or nil when there is none.
    private static func stringList(after label: String, in text: Substring) -> [String]? {
        guard let labelRange = text.range(of: label) else { return nil }
        let afterLabel = text[labelRange.upperBound...].drop { $0.isWhitespace }
        guard afterLabel.first == "[", let close = afterLabel.firstIndex(of: "]") else { return nil }
        let inside = afterLabel[afterLabel.index(after: afterLabel.startIndex)..<close]
        return inside.split(separator: ",").compactMap { item in
            let trimmed = item.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return nil }
            return String(trimmed.dropFirst().dropLast())
        }
    }
}

/// A file of the new package: its path relative to the package root, its text, and whether it is a script.
public struct AppFile: Hashable, Sendable {
    /// For example `Sources/Networking/HTTPMessage.swift`.
    public var path: String
    /// The whole text.
    public var contents: String
    /// Whether the file is executable (the CI scripts).
    public var isExecutable: Bool

    /// A file from its parts.
    public init(path: String, contents: String, isExecutable: Bool = false) {
        self.path = path
        self.contents = contents
        self.isExecutable = isExecutable
    }
}
