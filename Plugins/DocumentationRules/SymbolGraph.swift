/// The parts of a Swift symbol graph file (`<Module>.symbols.json`, written by
/// `swift build -Xswiftc -emit-symbol-graph`) that the documentation rules read.
public struct SymbolGraph: Decodable, Sendable {
    /// The module the graph describes.
    public struct Module: Decodable, Sendable {
        /// The module's name.
        public var name: String
    }

    /// One declaration.
    public struct Symbol: Decodable, Sendable {
        /// The symbol's kind, for example `swift.struct` or `swift.method`.
        public struct Kind: Decodable, Sendable {
            /// The machine name, `swift.struct`.
            public var identifier: String
            /// The reader's name, `Structure`.
            public var displayName: String
        }

        /// The compiler's unique name for the symbol.
        public struct Identifier: Decodable, Sendable {
            /// The mangled name; inherited copies of another declaration contain `::SYNTHESIZED::`.
            public var precise: String
        }

        /// The comment written above the declaration.
        public struct DocComment: Decodable, Sendable {
            /// One line of the comment, without its `///`.
            public struct Line: Decodable, Sendable {
                /// The line's text.
                public var text: String
            }

            /// The module whose source holds the comment; another module's when the comment is inherited.
            public var module: String?
            /// The `file://` URL of the file that holds the comment, when the graph says.
            public var uri: String?
            /// The comment's lines.
            public var lines: [Line]
        }

        /// Where the declaration is written.
        public struct Location: Decodable, Sendable {
            /// A line and column, both 0-based as the symbol graph stores them.
            public struct Position: Decodable, Sendable {
                /// 0-based line.
                public var line: Int
                /// 0-based column.
                public var character: Int
            }

            /// A `file://` URL.
            public var uri: String
            /// The start of the declaration.
            public var position: Position
        }

        /// The symbol's kind.
        public var kind: Kind
        /// The symbol's unique name.
        public var identifier: Identifier
        /// The names from the module down to the symbol: `["CartStore", "add(_:)"]`.
        public var pathComponents: [String]
        /// Its doc comment, if it has one (its own or inherited).
        public var docComment: DocComment?
        /// Where it is declared; nil for declarations the compiler made up (`hashValue` of an enum).
        public var location: Location?
    }

    /// The module.
    public var module: Module
    /// Every public declaration of the module.
    public var symbols: [Symbol]

    /// Creates a graph (the tests build small ones).
    public init(module: String, symbols: [Symbol]) {
        self.module = Module(name: module)
        self.symbols = symbols
    }
}

extension SymbolGraph.Symbol {
    /// Creates a symbol (the tests build small ones).
    public init(
        kind: String, displayName: String, precise: String, path: [String], docComment: [String]?,
        commentModule: String? = nil, commentFile: String? = nil, file: String?, line: Int = 0
    ) {
        self.init(
            kind: Kind(identifier: kind, displayName: displayName), identifier: Identifier(precise: precise),
            pathComponents: path,
            docComment: docComment.map {
                DocComment(
                    module: commentModule, uri: commentFile.map { "file://\($0)" }, lines: $0.map(DocComment.Line.init))
            },
            location: file.map { Location(uri: "file://\($0)", position: .init(line: line, character: 0)) })
    }
}
