public import Foundation
import ModuleGraph
import ProjectReading

/// The checkout a new app is made from: its template folder, `Templates/App`, and the files of this package that
/// the folder links to, so that every copied module has one source of truth, this package's own `Sources/` and
/// `Tests/`.
public struct TemplateSource: Sendable {
    /// The template folder, relative to the checkout's root: the package of an app named `TemplateApp`, which
    /// builds and tests as it is.
    public static let folder = "Templates/App"

    /// The checkout's root directory.
    public let root: URL

    /// The first of `candidates` that is the template's checkout: a directory with the template folder.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` naming the directories tried.
    public static func locate(among candidates: [URL]) throws(AppGenerationError) -> TemplateSource {
        for candidate in candidates {
            let root = candidate.standardizedFileURL
            let manifest = root.appendingPathComponent(folder).appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: manifest.path) { return TemplateSource(root: root) }
        }
        let tried = candidates.map(\.standardizedFileURL.path).joined(separator: ", ")
        throw .template(
            "cannot find the template checkout to copy from: none of \(tried) has \(folder)/Package.swift; run "
                + "new-app from the checkout, with `swift run new-app` there")
    }

    /// The template folder's directory.
    var folderURL: URL { root.appendingPathComponent(Self.folder) }

    /// What the template folder holds but a new app does not: what building the folder in place leaves behind.
    static let leftOut: Set<String> = [".build", ".swiftpm", ".DS_Store", "Package.resolved"]

    /// The template folder's files. `own`: its own files (the app's manifest, composition root, sample feature,
    /// owners, configuration, CI and README), placeholders and all, with paths relative to the folder. `linked`: the
    /// files of the checkout that its symbolic links name (the foundation modules and their tests, the shared CI
    /// scripts and settings), each at the path of its link, which is the path it has in the checkout.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when the folder cannot be read or a link leads elsewhere.
    func templateFiles() throws(AppGenerationError) -> (own: [AppFile], linked: [AppFile]) {
        var own: [AppFile] = []
        var linked: [AppFile] = []
        try collect(under: "", own: &own, linked: &linked)
        return (own.sorted { $0.path < $1.path }, linked.sorted { $0.path < $1.path })
    }

    /// Adds the files of the template folder's directory `relative` to `own` and `linked`.
    private func collect(
        under relative: String, own: inout [AppFile], linked: inout [AppFile]
    ) throws(AppGenerationError) {
        let manager = FileManager.default
        let directory = relative.isEmpty ? folderURL : folderURL.appendingPathComponent(relative)
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw .template("cannot read \(directory.path): \(error.localizedDescription)")
        }
        for name in names where !Self.leftOut.contains(name) && !name.hasPrefix(".build") {
            let path = relative.isEmpty ? name : relative + "/" + name
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
                let target = URL(fileURLWithPath: destination, relativeTo: directory).standardizedFileURL.path
                guard target == root.appendingPathComponent(path).standardizedFileURL.path,
                    manager.fileExists(atPath: target, isDirectory: &isDirectory)
                else {
                    throw .template(
                        "\(Self.folder)/\(path) links to \(destination): a link in the template folder must name "
                            + "the file or folder at \(path) in the checkout")
                }
                if isDirectory.boolValue {
                    linked += try files(under: path)
                } else {
                    linked.append(try file(at: path))
                }
            } else if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                try collect(under: path, own: &own, linked: &linked)
            } else {
                var file = try file(at: Self.folder + "/" + path)
                file.path = path
                own.append(file)
            }
        }
    }

    /// The template folder's targets as its manifest declares them, read by `swift package dump-package`.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when the manifest cannot be dumped or read.
    func declaredGraph() throws(AppGenerationError) -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "new-app-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let dump = Git.command([
            "swift", "package", "--package-path", folderURL.path, "--scratch-path", scratch.path, "dump-package",
        ])
        guard dump.status == 0 else {
            throw .template(
                "`swift package dump-package` fails in \(folderURL.path) (exit status \(dump.status)): run it there, "
                    + "and fix the manifest until it succeeds")
        }
        do {
            return try PackageDump.graph(fromJSON: Array(dump.output.utf8), packageDirectory: folderURL.path)
        } catch {
            throw .template("cannot read the dump of \(Self.folder)/Package.swift: \(error)")
        }
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
