/// An order among modules that the categories do not give: `"layers": [["Lexer"], ["Graph"], ["Reader", "Config"],
/// ["Rules"], ["Tool"]]` in `architecture.json`, lowest first. A module of a layer may depend only on modules of
/// lower layers, never on one of its own layer or of a higher one; a module no layer names is not constrained.
/// Each entry is a list of name globs (or one glob); the first layer whose glob matches a module is its layer.
public struct Layers: Hashable, Sendable {
    /// The layers, lowest first, each a list of name globs.
    public var globs: [[String]]

    /// The order from its layers, lowest first.
    public init(_ globs: [[String]]) {
        self.globs = globs
    }

    /// No order: every module unconstrained.
    public static let none = Layers([])

    /// The layer of `module`, counted from 1 at the lowest, or `nil` when no layer names it.
    public func layer(of module: String) -> Int? {
        globs.firstIndex { layer in layer.contains { Glob.matchesName($0, module) } }.map { $0 + 1 }
    }
}
