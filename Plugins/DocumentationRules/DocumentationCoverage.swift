import Foundation

/// A public declaration that a reader of the documentation would find without a word of explanation.
public struct UndocumentedSymbol: Hashable, Sendable {
    /// The module that declares it.
    public var module: String
    /// The reader's name of its kind: `Structure`, `Instance Method`.
    public var kind: String
    /// The module-qualified name: `CartStore.CartStore.add(_:)`.
    public var name: String
    /// The declaring file (a path, not a URL), when the graph says.
    public var file: String?
    /// 1-based line of the declaration.
    public var line: Int

    /// Creates a finding (the rule does; tests compare with one).
    public init(module: String, kind: String, name: String, file: String?, line: Int) {
        self.module = module
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
    }

    /// `path:line:1: error: ...` and a note with the fix, as compilers print them.
    public var rendered: String {
        let place = file.map { "\($0):\(line):1: " } ?? ""
        return """
            \(place)error: public \(kind.lowercased()) \(name) has no doc comment [doc-comment]
            note: write a /// comment above it saying what it is for; the documentation shows it on the symbol's page
            """
    }
}

/// The rule that every public symbol carries its own doc comment.
public enum DocumentationCoverage {
    /// The public declarations of `graph` written in the module's own source without a doc comment of their own.
    ///
    /// Skipped, because nobody can write a comment on them here: declarations the compiler made up (an enum's
    /// `hashValue`, a `Codable` initialiser; they have no location) and inherited copies of another module's
    /// declaration (a protocol extension's method). An `extension` block is no symbol of its own either: its
    /// members are, and each needs its comment. A comment inherited from another module does not count as this
    /// symbol's own, and neither does a blank one; a comment written in the declaration's own file does, even when
    /// the graph is another module's that re-exports it (`@_exported import`).
    public static func undocumented(in graph: SymbolGraph) -> [UndocumentedSymbol] {
        graph.symbols.compactMap { symbol in
            guard let location = symbol.location, !symbol.identifier.precise.contains("::SYNTHESIZED::"),
                symbol.kind.identifier != "swift.extension"
            else {
                return nil
            }
            if let comment = symbol.docComment,
                comment.module == nil || comment.module == graph.module.name || comment.uri == location.uri,
                comment.lines.contains(where: { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty })
            {
                return nil
            }
            return UndocumentedSymbol(
                module: graph.module.name, kind: symbol.kind.displayName,
                name: ([graph.module.name] + symbol.pathComponents).joined(separator: "."),
                file: URL(string: location.uri)?.path, line: location.position.line + 1)
        }
        .sorted { ($0.file ?? "", $0.line, $0.name) < ($1.file ?? "", $1.line, $1.name) }
    }
}
