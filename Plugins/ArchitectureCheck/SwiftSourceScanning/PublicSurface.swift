/// A declaration a module exposes: declared `public` or `open`, or a member of a `public extension`.
public struct PublicDeclaration: Equatable, Hashable, Sendable, Comparable {
    /// The introducing keyword: `struct`, `func`, `var`, `init`, ...
    public var kind: String
    /// The declared name (`init` and `subscript` for those).
    public var name: String
    /// The enclosing types and extended types, outermost first (`["SettingsEntry"]` for its members).
    public var container: [String]
    /// The file, relative to the package root.
    public var file: String
    /// 1-based line of the introducing keyword.
    public var line: Int
    /// 1-based UTF-8 column of the introducing keyword.
    public var column: Int

    /// Creates a public declaration.
    public init(kind: String, name: String, container: [String] = [], file: String, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.container = container
        self.file = file
        self.line = line
        self.column = column
    }

    /// `SettingsEntry.make` for a member, `SettingsEntry` for a top-level type.
    public var qualifiedName: String { (container + [name]).joined(separator: ".") }

    /// The top-level name it belongs to: its outermost container, or itself when top level.
    public var rootName: String { container.first.map { String($0.prefix { $0 != "." }) } ?? name }

    /// `file:line:col`.
    public var location: String { "\(file):\(line):\(column)" }

    /// Orders by file, then position.
    public static func < (lhs: PublicDeclaration, rhs: PublicDeclaration) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// What one file contributes to its module's public surface.
public struct FileSurface: Equatable, Sendable {
    /// Declarations that are public if the types they extend are (see `extendedType`).
    var declarations: [Candidate] = []
    /// Top-level types declared here without `public` or `open`: members of extensions of them are not public.
    var internalTypes: Set<String> = []

    struct Candidate: Equatable, Sendable {
        var declaration: PublicDeclaration
        /// The type named by the top-level extension it sits in, if any.
        var extendedType: String?
    }

    /// Joins the files of one module into its public declarations, sorted.
    public static func publicDeclarations(of files: [FileSurface]) -> [PublicDeclaration] {
        let internalTypes = files.reduce(into: Set<String>()) { $0.formUnion($1.internalTypes) }
        return files.flatMap { file in
            file.declarations.filter { candidate in
                candidate.extendedType.map { !internalTypes.contains($0) } ?? true
            }.map(\.declaration)
        }.sorted()
    }
}

/// Finds public declarations: top-level types and functions, and members of types and extensions.
/// It tracks brace scopes: a `{` after a type or extension header opens a type scope; any other `{` opens
/// code, where nothing is public.
public enum PublicSurfaceScanner {
    private enum Scope {
        case code
        case type(TypeScope)
    }

    private struct TypeScope {
        var name: String
        var keyword: SwiftKeyword
        var accessLevel: String?
        var isPublic: Bool { accessLevel == "public" || accessLevel == "open" }
    }

    /// The public declarations of `source`, a file at `file` (as it should appear in messages).
    public static func scan(_ source: String, file: String) -> FileSurface {
        scan(SwiftLexer.tokenize(source), file: file)
    }

    /// The public declarations in `tokens`.
    public static func scan(_ tokens: [SwiftToken], file: String) -> FileSurface {
        var surface = FileSurface()
        var scopes: [Scope] = []
        var accessLevel: String?
        var pendingType: TypeScope?
        var index = 0

        func isModifierOrKeyword(_ token: SwiftToken) -> Bool {
            token.keyword.map { $0 != .import } ?? false
        }

        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if case .code? = scopes.last {
                if token.isPunctuation("{") {
                    scopes.append(.code)
                } else if token.isPunctuation("}") {
                    scopes.removeLast()
                }
                continue
            }
            let next = index < tokens.count ? tokens[index] : nil
            switch token.kind {
            case .punctuation where token.text == "{":
                scopes.append(pendingType.map(Scope.type) ?? .code)
                pendingType = nil
            case .punctuation where token.text == "}":
                if !scopes.isEmpty { scopes.removeLast() }
                pendingType = nil
            case .punctuation where token.text == "(" || token.text == "[":
                index = SwiftLexer.indexAfterBalanced(tokens, from: index - 1)
                continue
            case .attribute:
                if let next, next.isPunctuation("("), next.start == token.end {
                    index = SwiftLexer.indexAfterBalanced(tokens, from: index)
                }
                continue
            case .directive:
                continue
            case .identifier where token.keyword?.isAccessModifier == true:
                if let next, next.isPunctuation("("), next.start == token.end {
                    index = SwiftLexer.indexAfterBalanced(tokens, from: index)  // private(set): the setter's access
                    continue
                }
                if let next, isModifierOrKeyword(next) || next.kind == .attribute {
                    accessLevel = token.text
                    continue
                }
            case .identifier where token.keyword == .class && next.map(isModifierOrKeyword) == true:
                continue
            case .identifier where token.keyword?.isOtherModifier == true:
                if let next, next.isPunctuation("("), next.start == token.end {
                    index = SwiftLexer.indexAfterBalanced(tokens, from: index)  // unowned(safe), nonisolated(unsafe)
                }
                continue
            case .identifier where token.keyword?.introducesType == true:
                guard let keyword = token.keyword, let next, next.kind == .identifier || next.kind == .escapedIdentifier
                else { break }
                var name = next.text
                index += 1
                if keyword == .extension {
                    while index + 1 < tokens.count, tokens[index].isPunctuation("."),
                        tokens[index + 1].kind == .identifier
                    {
                        name += "." + tokens[index + 1].text
                        index += 2
                    }
                }
                let scope = TypeScope(name: name, keyword: keyword, accessLevel: accessLevel)
                if keyword != .extension {
                    record(token, name: name, accessLevel: accessLevel, scopes: scopes, into: &surface, file: file)
                    if scopes.isEmpty && !scope.isPublic { surface.internalTypes.insert(name) }
                }
                pendingType = scope
            case .identifier where token.keyword?.introducesMember == true:
                let name: String
                switch token.keyword {
                case .`init`, .deinit, .subscript:
                    name = token.text
                default:
                    let nameToken = tokens[index...].prefix(4).first {
                        $0.kind == .identifier || $0.kind == .escapedIdentifier || $0.kind == .operator
                    }
                    name = nameToken?.text ?? "_"
                }
                record(token, name: name, accessLevel: accessLevel, scopes: scopes, into: &surface, file: file)
            default:
                break
            }
            accessLevel = nil
        }
        return surface
    }

    /// Adds the declaration introduced by `keyword` if it is public, given its explicit access level and
    /// the type scopes around it.
    private static func record(
        _ keyword: SwiftToken, name: String, accessLevel: String?, scopes: [Scope], into surface: inout FileSurface,
        file: String
    ) {
        var container: [String] = []
        var extendedType: String?
        var defaultAccess: String?
        for case .type(let scope) in scopes {
            container.append(scope.name)
            if scope.keyword == .extension {
                if extendedType == nil { extendedType = String(scope.name.prefix { $0 != "." }) }
                defaultAccess = scope.accessLevel
            } else if scope.keyword == .protocol {
                return  // requirements take the protocol's access; they are not declared public themselves
            } else if !scope.isPublic {
                return  // nested in a type that is not public
            } else {
                defaultAccess = nil
            }
        }
        let access = accessLevel ?? (keyword.keyword == .case ? nil : defaultAccess)
        guard access == "public" || access == "open" else { return }
        let declaration = PublicDeclaration(
            kind: keyword.text, name: name, container: container, file: file, line: keyword.line,
            column: keyword.column)
        surface.declarations.append(FileSurface.Candidate(declaration: declaration, extendedType: extendedType))
    }
}
