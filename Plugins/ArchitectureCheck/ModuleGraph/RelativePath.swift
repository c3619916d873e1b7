/// Paths of one tree written relative to each other, by their components alone (no file system is read).
public enum RelativePath {
    /// `path` as seen from `base`, both in the same tree (both absolute, or both relative to one root):
    /// `Packages/Notes` from the root, `../Orders` from `Packages/Payments`, `""` for `base` itself.
    public static func of(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        let common = zip(target, from).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + target.dropFirst(common).map(String.init))
            .joined(separator: "/")
    }
}
