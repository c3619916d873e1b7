import Networking

/// A path pattern such as `/v1/items/{id}`: literal segments match exactly, `{name}` or `*` segments match any
/// one non-empty segment and are captured.
struct PathTemplate: Hashable, Sendable {
    private let segments: [Substring]

    init(_ template: String) {
        segments = template.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// The captured segments when `path` matches, nil otherwise.
    func match(_ path: String) -> [String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == segments.count else { return nil }
        var captures: [String] = []
        for (pattern, part) in zip(segments, parts) {
            if pattern == "*" || (pattern.hasPrefix("{") && pattern.hasSuffix("}")) {
                guard !part.isEmpty else { return nil }
                captures.append(String(part))
            } else if pattern != part {
                return nil
            }
        }
        return captures
    }
}
