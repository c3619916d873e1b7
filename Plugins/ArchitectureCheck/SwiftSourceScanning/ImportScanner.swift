/// One `import` declaration of a Swift file.
public struct ImportDeclaration: Equatable, Sendable {
    /// The imported module: the first component of the path (`Foundation` in `import struct Foundation.URL`).
    public var module: String
    /// The whole imported path (`["Foundation", "URL"]`).
    public var path: [String]
    /// The declaration kind of a scoped import (`struct`, `func`, ...), `nil` for a whole-module import.
    public var kind: String?
    /// Attributes written before it, without `@` (`testable`, `_exported`, `preconcurrency`).
    public var attributes: [String]
    /// The access modifier written before it (`public`, `package`, ...), if any.
    public var accessLevel: String?
    /// The file, relative to the package root (empty when scanned from a bare string).
    public var file: String
    /// 1-based line of the module name.
    public var line: Int
    /// 1-based UTF-8 column of the module name, as the compiler counts it.
    public var column: Int
    /// The `#if` conditions it is under, all together (`nil` outside any `#if`); `#elseif` and `#else` branches
    /// include the negation of the branches before them.
    public var condition: IfCondition?

    /// `file:line:col` of the module name.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Creates an import declaration.
    public init(
        module: String, path: [String]? = nil, kind: String? = nil, attributes: [String] = [],
        accessLevel: String? = nil, file: String = "", line: Int, column: Int
    ) {
        self.file = file
        self.module = module
        self.path = path ?? [module]
        self.kind = kind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.line = line
        self.column = column
    }
}

/// Finds the `import` declarations in a token stream, each with the `#if` conditions around it. Every branch is
/// read; which branches a target compiles is decided later, against its settings. Comments and strings never reach
/// it.
public enum ImportScanner {
    static let scopedImportKinds: Set<SwiftKeyword> = [
        .typealias, .struct, .class, .enum, .protocol, .let, .var, .func, .actor, .macro,
    ]

    /// The imports of Swift `source`.
    public static func imports(in source: String) -> [ImportDeclaration] {
        imports(in: SwiftLexer.tokenize(source))
    }

    /// The imports in `tokens`, in source order.
    public static func imports(in tokens: [SwiftToken]) -> [ImportDeclaration] {
        var result: [ImportDeclaration] = []
        var attributes: [String] = []
        var accessLevel: String?
        var index = 0
        /// The open `#if` blocks: the conditions their branches so far are written with, and the condition under
        /// which the current branch is compiled.
        var blocks: [(written: [IfCondition], current: IfCondition)] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .attribute:
                attributes.append(token.text)
                if index < tokens.count, tokens[index].isPunctuation("("), tokens[index].start == token.end {
                    index = SwiftLexer.indexAfterBalanced(tokens, from: index)  // @_spi(Name), @preconcurrency(...)
                }
                continue
            case .identifier where token.keyword?.isAccessModifier == true:
                accessLevel = token.text
                continue
            case .identifier where token.keyword == .import:
                let previous = index >= 2 ? tokens[index - 2] : nil
                let isLabelOrMember =
                    previous.map { $0.isPunctuation(".") || $0.isPunctuation("(") || $0.isPunctuation(",") } ?? false
                if !isLabelOrMember, let (declaration, next) = importDeclaration(in: tokens, after: index) {
                    var declaration = declaration
                    declaration.attributes = attributes
                    declaration.accessLevel = accessLevel
                    declaration.condition = IfCondition.all(blocks.map(\.current))
                    result.append(declaration)
                    index = next
                }
            case .directive:
                // `#if X` / `@testable` on the next line: attributes survive the directive.
                let end = conditionEnd(tokens, after: index - 1)
                let written = tokens[index..<end]
                index = end
                switch token.text {
                case "#if":
                    let condition = IfCondition.parse(written)
                    blocks.append(([condition], condition))
                case "#elseif", "#else":
                    guard var block = blocks.popLast() else { continue }
                    let otherwise = block.written.map { IfCondition.not($0) }
                    let condition = token.text == "#else" ? nil : IfCondition.parse(written)
                    block.current = IfCondition.all(otherwise + (condition.map { [$0] } ?? [])) ?? .literal(true)
                    if let condition { block.written.append(condition) }
                    blocks.append(block)
                default:
                    _ = blocks.popLast()
                }
                continue
            default:
                break
            }
            attributes = []
            accessLevel = nil
        }
        return result
    }

    /// The index past a directive's condition: the tokens on its line, and on the next lines while the condition
    /// is left open (a parenthesis, or a trailing `&&` or `||`). `#else` and `#endif` have none.
    private static func conditionEnd(_ tokens: [SwiftToken], after directive: Int) -> Int {
        guard tokens[directive].text == "#if" || tokens[directive].text == "#elseif" else { return directive + 1 }
        var index = directive + 1
        var line = tokens[directive].line
        var depth = 0
        while index < tokens.count, tokens[index].kind != .directive {
            let token = tokens[index]
            if token.keyword == .import || token.kind == .attribute { break }  // `#if X import X #endif` on one line
            let continues = depth > 0 || (index > directive + 1 && ["&&", "||"].contains(tokens[index - 1].text))
            guard token.line == line || continues else { break }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
            line = token.line
            index += 1
        }
        return index
    }

    /// Parses `[kind] Module(.Name)*` starting at `start`; `nil` when it is not an import path (`import:` labels).
    private static func importDeclaration(in tokens: [SwiftToken], after start: Int) -> (ImportDeclaration, Int)? {
        var index = start
        var kind: String?
        if index + 1 < tokens.count, let keyword = tokens[index].keyword, scopedImportKinds.contains(keyword),
            isName(tokens[index + 1])
        {
            kind = tokens[index].text
            index += 1
        }
        guard index < tokens.count, isName(tokens[index]) else { return nil }
        if index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") { return nil }
        let first = tokens[index]
        var path = [first.text]
        index += 1
        while index + 1 < tokens.count, tokens[index].isPunctuation("."),
            isName(tokens[index + 1]) || tokens[index + 1].kind == .operator
        {
            path.append(tokens[index + 1].text)
            index += 2
        }
        return (
            ImportDeclaration(module: first.text, path: path, kind: kind, line: first.line, column: first.column), index
        )
    }

    private static func isName(_ token: SwiftToken) -> Bool {
        token.kind == .identifier || token.kind == .escapedIdentifier
    }
}
