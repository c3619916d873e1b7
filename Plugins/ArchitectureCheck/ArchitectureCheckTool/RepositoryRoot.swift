import Foundation

/// Where the checked package lies in its git repository: reports for CI name files relative to the repository
/// root, and a CODEOWNERS there serves a package in a subfolder.
enum RepositoryRoot {
    /// The path from the repository root (the nearest folder holding `.git`, the package directory included) to
    /// `packageDirectory`, without a trailing slash; empty when the package is the root or in no repository.
    static func packagePath(of packageDirectory: String) -> String {
        let package = URL(fileURLWithPath: packageDirectory).standardizedFileURL.resolvingSymlinksInPath()
        var folder = package
        var inside: [String] = []
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return inside.reversed().joined(separator: "/")
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return "" }
            inside.append(folder.lastPathComponent)
            folder = parent
        }
    }
}
