import Foundation
public import ModuleGraph

/// An Xcode workspace's `contents.xcworkspacedata`: the projects and folders it lists.
public enum XcodeWorkspace {
    /// The locations a workspace lists (`<FileRef location="...">`, inside any `<Group>`), relative to the
    /// repository root (or absolute). `workspace` is the `.xcworkspace` directory relative to the root.
    ///
    /// `group:` paths are relative to the enclosing groups (the workspace's directory at the top), `container:`
    /// paths to the workspace's directory, `absolute:` paths are absolute, `developer:` paths lie in Xcode's
    /// developer folder (outside the repository) and `self:` is the project a `project.xcworkspace` sits in. A file
    /// that is not well formed is an error with its line.
    public static func locations(inContents bytes: [UInt8], workspace: String) throws(ConfigurationError) -> [String] {
        let file = workspace + "/contents.xcworkspacedata"
        let container = workspace.split(separator: "/").dropLast().joined(separator: "/")
        var groups: [String] = [container]
        var result: [String] = []
        var scanner = XMLTagScanner(bytes: bytes)
        while let tag = try scanner.next(file: file) {
            switch tag.name {
            case "Group", "FileRef":
                let location = tag.attributes["location"] ?? "group:"
                let resolved = try resolve(location, in: groups.last ?? container, container: container, file: file)
                if tag.name == "FileRef" {
                    if !resolved.isEmpty || location.hasPrefix("self:") { result.append(resolved) }
                } else if !tag.selfClosing {
                    groups.append(resolved)
                }
            case "/Group":
                if groups.count > 1 { groups.removeLast() }
            default:
                break
            }
        }
        return result
    }

    private static func resolve(
        _ location: String, in group: String, container: String, file: String
    ) throws(ConfigurationError) -> String {
        guard let colon = location.firstIndex(of: ":") else {
            throw ConfigurationError(
                file: file, line: 0, column: 0,
                message: "location \"\(location)\" has no kind (group:, container:, ...)")
        }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return joinPath(group, path)
        case "container": return joinPath(container, path)
        case "absolute": return normalisePath(path)
        case "self": return container
        // A file of Xcode's developer folder (`developer:Applications/Simulator.app`): outside the repository.
        case "developer": return normalisePath("/Applications/Xcode.app/Contents/Developer/" + path)
        default:
            throw ConfigurationError(
                file: file, line: 0, column: 0,
                message:
                    "location \"\(location)\" has an unknown kind \(kind); known: group, container, absolute, self, "
                    + "developer"
            )
        }
    }
}
