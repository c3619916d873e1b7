// A small hand-written Swift lexer: enough of the language to find imports and declarations reliably.
//
// It skips whitespace, line comments, nested block comments, string literals of every form (single-line,
// multi-line `"""`, raw `#"..."#`, with interpolations that themselves contain strings) and extended regex
// literals `#/.../#`. Everything else becomes a token with its 1-based line and UTF-8 column.
// `#if`, `#elseif`, `#else` and `#endif` are directive tokens that both scanners step over, so every branch
// is read as ordinary code; a condition (`canImport(X)`, `os(Linux) && !DEBUG`) never holds a declaration.
// Bare `/regex/` literals are lexed as operators and identifiers, which is harmless unless one contains a
// quote; use `#/.../#` for those.

/// One token of Swift source.
public struct SwiftToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A name or a keyword (`import`, `public`, `Foo`).
        case identifier
        /// A name in backticks; `text` is the name without them. Never a keyword.
        case escapedIdentifier
        /// `@name`; `text` is the name without `@`.
        case attribute
        /// `#if`, `#elseif`, `#else`, `#endif`; `text` includes `#`.
        case directive
        /// Any other `#name` (`#available`, `#warning`); `text` includes `#`.
        case poundKeyword
        /// One of `( ) { } [ ] ; , . : #` or a stray byte.
        case punctuation
        /// A run of operator characters.
        case `operator`
        /// A numeric literal; `text` is empty.
        case number
        /// A string or regex literal, whatever its form; `text` is empty.
        case string
    }

    var kind: Kind
    /// What the token spells: a name without its backticks or `@`, a directive with its `#`; empty for literals.
    public var text: String
    /// 1-based line of its first byte.
    public var line: Int
    /// 1-based UTF-8 column of its first byte.
    public var column: Int
    /// Byte offsets of the token in the file, to tell `os(Linux)` from `os (Linux)`.
    var start: Int
    var end: Int
    /// The keyword an `.identifier` spells, if the scanners care about it.
    var keyword: SwiftKeyword? = nil

    func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }
}

/// The keywords and contextual keywords the import and public-surface scanners look at.
enum SwiftKeyword: String, CaseIterable, Sendable {
    case `import`
    case `public`, package, `internal`, `private`, `fileprivate`, open
    case `struct`, `class`, `enum`, `protocol`, actor, `extension`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `typealias`, `associatedtype`, `case`, macro, `operator`
    case `precedencegroup`
    case `static`, final, override, mutating, nonmutating, convenience, required, lazy, weak, unowned, dynamic
    case indirect, optional, prefix, postfix, infix, nonisolated, isolated, consuming, borrowing, distributed
    case underscoredConsuming = "__consuming"

    /// Looked up once per identifier by the lexer.
    static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// `public`, `package`, `internal`, `private`, `fileprivate`, `open`.
    var isAccessModifier: Bool {
        switch self {
        case .public, .package, .internal, .private, .fileprivate, .open: return true
        default: return false
        }
    }

    /// Introduces a type or an extension, which opens a type scope.
    var introducesType: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .actor, .extension: return true
        default: return false
        }
    }

    /// Introduces a member or a top-level value or function.
    var introducesMember: Bool {
        switch self {
        case .func, .`init`, .deinit, .subscript, .var, .let, .typealias, .associatedtype, .case, .macro, .operator,
            .precedencegroup:
            return true
        default: return false
        }
    }

    /// A declaration modifier other than access (`class` only when followed by another modifier or keyword).
    var isOtherModifier: Bool {
        !isAccessModifier && !introducesType && !introducesMember && self != .import
    }
}

/// Splits Swift source into tokens: names, keywords, attributes, `#if` directives, punctuation and operators;
/// comments are skipped and every literal is one token, so nothing inside a string or comment is read as code.
public enum SwiftLexer {
    /// The tokens of `source`.
    public static func tokenize(_ source: String) -> [SwiftToken] {
        tokenize(Array(source.utf8))
    }

    /// The tokens of UTF-8 `bytes`.
    public static func tokenize(_ bytes: [UInt8]) -> [SwiftToken] {
        lex(bytes).tokens
    }

    /// The tokens of UTF-8 `bytes`, and the line comments that speak to the check (`// architecture-check: ...`),
    /// each with its text after `//`, trimmed, and the place of its `//`.
    public static func lex(_ bytes: [UInt8]) -> (tokens: [SwiftToken], checkComments: [SwiftToken]) {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(bytes: buffer)
            cursor.run()
            return (cursor.tokens, cursor.checkComments)
        }
    }

    /// What a line comment starts with when it speaks to the check.
    public static let checkCommentPrefix = "architecture-check:"

    /// The index just past the bracket that closes the one at `open` (`(`, `[` or `{`), or the end.
    static func indexAfterBalanced(_ tokens: [SwiftToken], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
            }
            index += 1
            if depth == 0 { return index }
        }
        return index
    }
}

/// The lexer's state over one file's bytes.
private struct LexerCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    var lineStart = 0
    var tokens: [SwiftToken] = []
    /// Line comments starting `// architecture-check:` (kind `.string`, text without `//`, trimmed).
    var checkComments: [SwiftToken] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 4)
    }

    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    private var current: UInt8 { byte(at: index) }

    mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case ASCII.newline, ASCII.carriageReturn:
                consumeNewline()
            case ASCII.space, ASCII.tab, 0x0B, 0x0C, 0:
                index += 1
            case ASCII.slash where self.byte(at: index + 1) == ASCII.slash:
                skipLineComment()
            case ASCII.slash where self.byte(at: index + 1) == ASCII.star:
                skipBlockComment()
            case ASCII.quote:
                lexLiteral { $0.skipString(hashes: 0) }
            case ASCII.hash:
                lexHash()
            case ASCII.at where ASCII.isIdentifierHead(self.byte(at: index + 1)):
                let start = index
                index += 1
                skipIdentifierBody()
                emit(.attribute, from: start, textFrom: start + 1)
            case ASCII.backtick:
                lexEscapedIdentifier()
            case _ where ASCII.isIdentifierHead(byte):
                let start = index
                skipIdentifierBody()
                emit(.identifier, from: start)
                tokens[tokens.count - 1].keyword = SwiftKeyword.byName[tokens[tokens.count - 1].text]
            case _ where ASCII.isDigit(byte):
                lexNumber()
            case ASCII.dot where self.byte(at: index + 1) != ASCII.dot:
                index += 1
                emit(.punctuation, from: index - 1)
            case _ where ASCII.isOperator(byte) || byte == ASCII.dot:
                lexOperator()
            default:
                index += 1
                emit(.punctuation, from: index - 1)
            }
        }
    }

    // MARK: Tokens

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int, textFrom textStart: Int? = nil) {
        emit(kind, from: start, line: line, column: start - lineStart + 1, textFrom: textStart)
    }

    private mutating func emit(_ kind: SwiftToken.Kind, from start: Int, line: Int, column: Int, textFrom: Int?) {
        let text: String
        switch kind {
        case .number, .string:
            text = ""
        default:
            let textStart = textFrom ?? start
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<index]), as: UTF8.self)
        }
        tokens.append(SwiftToken(kind: kind, text: text, line: line, column: column, start: start, end: index))
    }

    /// Runs `skip` over a literal starting at `index` and emits one `.string` token positioned at its start.
    private mutating func lexLiteral(_ skip: (inout LexerCursor) -> Void) {
        let start = index
        let startLine = line
        let column = start - lineStart + 1
        skip(&self)
        emit(.string, from: start, line: startLine, column: column, textFrom: nil)
    }

    private mutating func skipIdentifierBody() {
        while index < bytes.count && ASCII.isIdentifierBody(bytes[index]) { index += 1 }
    }

    private mutating func lexEscapedIdentifier() {
        let start = index
        index += 1
        while index < bytes.count && bytes[index] != ASCII.backtick && !ASCII.isNewline(bytes[index]) { index += 1 }
        let nameEnd = index
        if current == ASCII.backtick { index += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<nameEnd]), as: UTF8.self)
        tokens.append(
            SwiftToken(
                kind: .escapedIdentifier, text: name, line: line, column: start - lineStart + 1, start: start,
                end: index))
    }

    private mutating func lexNumber() {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if ASCII.isIdentifierBody(byte) {
                index += 1
            } else if byte == ASCII.dot && ASCII.isDigit(self.byte(at: index + 1)) {
                index += 1
            } else if (byte == ASCII.plus || byte == ASCII.minus), index > start,
                [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[index - 1]),
                ASCII.isDigit(self.byte(at: index + 1))
            {
                index += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    private mutating func lexOperator() {
        let start = index
        let allowsDots = bytes[index] == ASCII.dot
        while index < bytes.count {
            let byte = bytes[index]
            let next = self.byte(at: index + 1)
            if byte == ASCII.slash && (next == ASCII.slash || next == ASCII.star) { break }  // a comment starts
            guard ASCII.isOperator(byte) || (allowsDots && byte == ASCII.dot) else { break }
            index += 1
        }
        emit(.operator, from: start)
    }

    /// `#` starts a raw string, an extended regex literal, a directive or a pound keyword.
    private mutating func lexHash() {
        var hashes = 0
        while byte(at: index + hashes) == ASCII.hash { hashes += 1 }
        let next = byte(at: index + hashes)
        if next == ASCII.quote {
            lexLiteral { cursor in
                cursor.index += hashes
                cursor.skipString(hashes: hashes)
            }
        } else if next == ASCII.slash {
            lexLiteral { $0.skipExtendedRegex(hashes: hashes) }
        } else if hashes == 1 && ASCII.isIdentifierHead(next) {
            let start = index
            index += 1
            skipIdentifierBody()
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            let isDirective = ["#if", "#elseif", "#else", "#endif"].contains(word)
            emit(isDirective ? .directive : .poundKeyword, from: start)
        } else {
            index += 1
            emit(.punctuation, from: index - 1)
        }
    }

    // MARK: Skipping

    private mutating func consumeNewline() {
        if current == ASCII.carriageReturn && byte(at: index + 1) == ASCII.newline {
            index += 2
        } else {
            index += 1
        }
        line += 1
        lineStart = index
    }

    private mutating func skipLineComment() {
        let start = index
        while index < bytes.count && !ASCII.isNewline(bytes[index]) { index += 1 }
        // Only a comment of its own speaks to the check: `/// architecture-check:` in documentation does not.
        guard index - start > 2, bytes[start + 2] != ASCII.slash else { return }
        var first = start + 2
        var end = index
        while first < end && (bytes[first] == ASCII.space || bytes[first] == ASCII.tab) { first += 1 }
        while end > first && (bytes[end - 1] == ASCII.space || bytes[end - 1] == ASCII.tab) { end -= 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self)
        guard text.hasPrefix(SwiftLexer.checkCommentPrefix) else { return }
        checkComments.append(
            SwiftToken(
                kind: .string, text: text, line: line, column: start - lineStart + 1, start: start, end: index))
    }

    /// Skips `/* ... */`, counting nested block comments.
    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while index < bytes.count && depth > 0 {
            let byte = bytes[index]
            if byte == ASCII.slash && self.byte(at: index + 1) == ASCII.star {
                depth += 1
                index += 2
            } else if byte == ASCII.star && self.byte(at: index + 1) == ASCII.slash {
                depth -= 1
                index += 2
            } else if ASCII.isNewline(byte) {
                consumeNewline()
            } else {
                index += 1
            }
        }
    }

    private func hashesFollow(at offset: Int, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        for position in offset..<(offset + count) where bytes[position] != ASCII.hash { return false }
        return true
    }

    /// Skips a string literal whose opening quote is at `index`, `hashes` being its raw delimiter count
    /// (already consumed). Handles `"""` multi-line strings, escapes and interpolations.
    mutating func skipString(hashes: Int) {
        let isMultiline = byte(at: index + 1) == ASCII.quote && byte(at: index + 2) == ASCII.quote
        index += isMultiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash && hashesFollow(at: index + 1, count: hashes) {
                let escaped = index + 1 + hashes
                if self.byte(at: escaped) == ASCII.openParen {
                    index = escaped + 1
                    skipInterpolation()
                } else if ASCII.isNewline(self.byte(at: escaped)) {
                    index = escaped
                } else {
                    index = escaped + 1
                }
            } else if byte == ASCII.quote {
                if isMultiline {
                    if self.byte(at: index + 1) == ASCII.quote && self.byte(at: index + 2) == ASCII.quote
                        && hashesFollow(at: index + 3, count: hashes)
                    {
                        index += 3 + hashes
                        return
                    }
                    index += 1
                } else if hashesFollow(at: index + 1, count: hashes) {
                    index += 1 + hashes
                    return
                } else {
                    index += 1
                }
            } else if ASCII.isNewline(byte) {
                guard isMultiline else { return }  // unterminated: stop at the end of the line
                consumeNewline()
            } else {
                index += 1
            }
        }
    }

    /// Skips the code of `\( ... )` up to and including its closing parenthesis.
    private mutating func skipInterpolation() {
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case ASCII.openParen:
                depth += 1
                index += 1
            case ASCII.closeParen:
                depth -= 1
                index += 1
                if depth == 0 { return }
            case ASCII.quote:
                skipString(hashes: 0)
            case ASCII.hash:
                var hashes = 0
                while self.byte(at: index + hashes) == ASCII.hash { hashes += 1 }
                index += hashes
                if current == ASCII.quote { skipString(hashes: hashes) }
            case ASCII.slash where self.byte(at: index + 1) == ASCII.slash:
                skipLineComment()
            case ASCII.slash where self.byte(at: index + 1) == ASCII.star:
                skipBlockComment()
            case ASCII.newline, ASCII.carriageReturn:
                consumeNewline()
            default:
                index += 1
            }
        }
    }

    /// Skips `#/ ... /#` (any number of `#`), starting at the first `#`.
    private mutating func skipExtendedRegex(hashes: Int) {
        index += hashes + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.backslash {
                index += 2
            } else if byte == ASCII.slash && hashesFollow(at: index + 1, count: hashes) {
                index += 1 + hashes
                return
            } else if ASCII.isNewline(byte) {
                consumeNewline()
            } else {
                index += 1
            }
        }
    }
}

/// Byte classes the lexer needs.
private enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`")
    static let dot = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")

    static func isNewline(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24
            || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
