/// A local package of a repository the check could not read: its folder or `Package.swift` is missing (a folder a
/// code generator writes and git ignores, a path that moved), or its manifest does not evaluate. The rest of the
/// repository is still checked: the package is a leaf, like a remote package, and the run prints a warning naming
/// the file that points at it.
public struct UnreadablePackage: Codable, Hashable, Sendable {
    /// The package's directory, relative to the repository root (`Generated/API`, `../Shared`).
    public var directory: String
    /// The file that names the package (`App.xcodeproj/project.pbxproj`, `Packages/Core/Package.swift`,
    /// `App.xcworkspace/contents.xcworkspacedata`), or `nil` when the walk of the repository found it.
    public var pointedAtBy: String?
    /// The 1-based line of `pointedAtBy` that names it, 0 when not known.
    public var line: Int
    /// Why it cannot be read, in words that follow "cannot read the local package at X:".
    public var reason: String
    /// Whether the package's folder or manifest is missing (else its manifest failed to evaluate).
    public var isMissing: Bool

    /// Creates the record of a package that could not be read.
    public init(directory: String, pointedAtBy: String?, line: Int = 0, reason: String, isMissing: Bool) {
        self.directory = directory
        self.pointedAtBy = pointedAtBy
        self.line = line
        self.reason = reason
        self.isMissing = isMissing
    }

    /// SwiftPM's identity of the package: its folder's name, lowercased.
    public var identity: String { PackageDependency.identity(ofDirectory: directory) }

    /// The node's location in the graph: its directory, written as a path.
    public var location: String {
        directory.hasPrefix("/") || directory.hasPrefix(".") ? directory : "./" + directory
    }

    /// The two lines the run prints: `file:line: warning: ...` and the note with what to do. `configurationFile`
    /// is where a catalogue entry would go.
    public func warning(configurationFile: String) -> String {
        let place = pointedAtBy.map { line > 0 ? "\($0):\(line): " : "\($0): " } ?? ""
        let pointer = pointedAtBy.map { ", which \($0) names," } ?? ""
        let fix =
            isMissing
            ? "if a script or code generator writes it, run that before the check; if it moved, correct the path"
                + (pointedAtBy.map { " in \($0)" } ?? "")
            : "fix the manifest so that `swift package dump-package` succeeds in \(directory)"
        return "\(place)warning: cannot read the local package at \(directory)\(pointer) \(reason); it is checked "
            + "as a leaf: its targets' rules are not checked, and an import of a module it may provide is not "
            + "reported\nnote: \(fix); or describe it in \(configurationFile): {\"package\": \"\(identity)\", "
            + "\"category\": \"foundation\", \"products\": {\"<product>\": [\"<module>\", ...]}}"
    }

    /// The 1-based line of `text` that names the folder `directory` after `key` (`path:`, `relativePath =`,
    /// `location = "group:`), else the first line naming its folder in quotes, else 0.
    public static func line(in text: [UInt8], naming directory: String, after key: String) -> Int {
        let folder = directory.split(separator: "/").last.map(String.init) ?? directory
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let quoted = lines.firstIndex { line in
            line.contains(key)
                && (line.contains(folder + "\"") || line.contains(folder + "/\"") || line.contains(folder + ";"))
        }
        let anywhere = lines.firstIndex { $0.contains(folder + "\"") || $0.contains(folder + ";") }
        return (quoted ?? anywhere).map { $0 + 1 } ?? 0
    }
}

extension PackageGraph {
    /// The unreadable local package whose leaf node is `node`, if it is one.
    public func unreadablePackage(_ node: String) -> UnreadablePackage? {
        unreadablePackages.first { $0.identity == node.lowercased() }
    }
}

/// An Xcode project a workspace lists, or a project refers to as a sub-project, that is not on disk: a git submodule
/// not checked out, a project a generator writes. The rest of the workspace is still checked; since Xcode builds every project of a workspace into one
/// place, any Xcode target may import the missing project's modules, so such imports go unreported.
public struct UnreadableProject: Codable, Hashable, Sendable {
    /// The `.xcodeproj`, relative to the repository root.
    public var path: String
    /// The workspace's `contents.xcworkspacedata`, or the `project.pbxproj`, that lists it.
    public var listedBy: String
    /// The 1-based line of `listedBy` that names it, 0 when not known.
    public var line: Int
    /// `true` when its folder is there without a `project.pbxproj` (the shared schemes a repository that generates
    /// its project keeps); `nil` when the folder is not there either.
    public var hasNoProjectFile: Bool?

    /// Creates the record of a project that could not be read.
    public init(path: String, listedBy: String, line: Int, hasNoProjectFile: Bool? = nil) {
        self.path = path
        self.listedBy = listedBy
        self.line = line
        self.hasNoProjectFile = hasNoProjectFile == true ? true : nil
    }

    /// The two lines the run prints for each file that lists projects not on disk, in the order the files first
    /// list one: `file:line: warning: ...` at the line of the first, naming up to five projects and counting the
    /// rest, and the note with what to do.
    public static func warnings(for projects: [UnreadableProject]) -> [String] {
        var listings: [String] = []
        var byListing: [String: [UnreadableProject]] = [:]
        for project in projects {
            if byListing[project.listedBy] == nil { listings.append(project.listedBy) }
            byListing[project.listedBy, default: []].append(project)
        }
        return listings.map { listing in
            let missing = byListing[listing]!
            let paths = missing.map(\.path)
            let shown = paths.count > 5 ? paths.prefix(5) + ["\(paths.count - 5) more"] : paths
            let one = paths.count == 1
            let shells = missing.filter { $0.hasNoProjectFile == true }.count
            let why =
                shells == 0
                ? (one ? "it does not exist" : "they do not exist")
                : shells == missing.count
                    ? (one ? "its folder holds no project.pbxproj" : "their folders hold no project.pbxproj")
                    : "they do not exist or hold no project.pbxproj"
            let what =
                one
                ? "the Xcode project at \(paths[0]), which \(listing) lists, because \(why)"
                : "\(paths.count) Xcode projects that \(listing) lists, because \(why): "
                    + Array(shown).joinedInProse()
            let its = one ? "its" : "their"
            var note =
                one
                ? "if it is a git submodule, check it out (git submodule update --init) before the check; if a "
                    + "generator writes it, run that first; if it moved, correct the path in \(listing)"
                : "if they are git submodules, check them out (git submodule update --init) before the check; if a "
                    + "generator writes them, run that first; if they moved, correct the paths in \(listing)"
            // GRDB's manual-install demo refers to `/Users/<author>/.../GRDB.xcodeproj`: a folder of another machine.
            let absolute = paths.filter { $0.hasPrefix("/") }
            if one && !absolute.isEmpty {
                note =
                    "its path is absolute, a folder of the machine that made the project: refer to it relative to "
                    + "the project instead (Xcode's File inspector, Location), in \(listing)"
            } else if !absolute.isEmpty {
                note +=
                    "; \(absolute.joinedInProse()) \(absolute.count == 1 ? "is an absolute path" : "are absolute paths"), "
                    + "a folder of the machine that made the project: refer to \(absolute.count == 1 ? "it" : "them") "
                    + "relative to the project instead (Xcode's File inspector, Location)"
            }
            return "\(listing):\(missing[0].line): warning: cannot read \(what); \(its) targets are not checked, an "
                + "Xcode target's import of a module nothing known provides is not reported, since it may be one of "
                + "\(its) modules, and neither are the unused dependencies of a target that depends on one of \(its) "
                + "targets\nnote: \(note)"
        }
    }
}
