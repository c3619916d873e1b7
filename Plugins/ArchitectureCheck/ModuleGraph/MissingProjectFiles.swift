/// The source files one Xcode project lists that are not on disk. A build phase or a script may generate them
/// (credentials, SwiftGen, R.swift), so the run goes on without them, as one warning for the project.
public struct MissingProjectFiles: Hashable, Sendable {
    /// The project's `.xcodeproj`, relative to the repository root.
    public var project: String
    /// The missing files, sorted.
    public var files: [String]
    /// The targets that compile them, in the order they were found.
    public var owners: [String]

    /// Creates the record of one project's missing files.
    public init(project: String, files: [String], owners: [String]) {
        self.project = project
        self.files = files
        self.owners = owners
    }

    /// Sorts the files no scan could read into those an Xcode project lists (one record per project, sorted by
    /// project) and the rest, which mean that the graph no longer matches the disk.
    public static func sorting(
        _ unreadable: [String], in graph: PackageGraph
    ) -> (
        byProject: [MissingProjectFiles], stale: [String]
    ) {
        var byProject: [String: MissingProjectFiles] = [:]
        var stale: [String] = []
        for file in Set(unreadable).sorted() {
            let owners = graph.targets.filter { $0.sources.contains(file) }
            guard let origin = owners.first?.origin, origin.isXcodeProject else {
                stale.append(file)
                continue
            }
            var missing =
                byProject[origin.manifest] ?? MissingProjectFiles(project: origin.manifest, files: [], owners: [])
            missing.files.append(file)
            for owner in owners.map(\.name) where !missing.owners.contains(owner) {
                missing.owners.append(owner)
            }
            byProject[origin.manifest] = missing
        }
        return (byProject.values.sorted { $0.project < $1.project }, stale)
    }

    /// The two lines the run prints: the warning, with up to five files named and the rest counted, and the note
    /// with what to do: `pod install` when every file is in a `Pods/` folder, which it writes (the Expo modules
    /// provider a React Native project compiles). The check reports no unused dependency of the owners, since the
    /// files may import them.
    public var warning: String {
        let shown = files.count > 5 ? files.prefix(5) + ["\(files.count - 5) more"] : files
        let one = files.count == 1
        let what = one ? files[0] : "\(files.count) files: \(Array(shown).joinedInProse())"
        let it = one ? "it" : "them"
        let targets = owners.count == 1 ? "that target" : "those targets"
        let restore = one ? "the file, or remove its reference" : "the files, or remove their references"
        let note =
            files.allSatisfy { $0.split(separator: "/").contains("Pods") }
            ? "note: pod install writes \(it) into Pods/: run it before the check"
            : "note: if a script or a build phase generates \(it), run that before the check; else restore \(restore) "
                + "from the project (Xcode shows \(it) in red)"
        return "warning: cannot read \(what), which \(project) lists among the sources of \(owners.joinedInProse()); "
            + "the check went on without \(it), and reports no unused dependency of \(targets)\n" + note
    }
}
