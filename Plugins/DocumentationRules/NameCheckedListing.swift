/// A Swift listing in a Markdown page that the build cannot compile (a SwiftUI view on a Linux build, say), whose
/// names are kept in step with the sources they call: a renamed method, property or enum case fails the check.
///
/// A marker line names the folders whose Swift files declare what the listing may use, then a fenced code block:
///
///     <!-- names declared in: Sources/SearchFeature/State Sources/SearchFeature/Domain -->
///     ```swift
///     ...
///     ```
///
/// What is checked (see ``problems(against:)``): a name the listing gives a type declared in those folders
/// (`let model: SearchModel`, `for refusal: SearchRefusal`) is a checked root, and so is a constant bound to one of
/// its members (`let state = model.state`). Every member used on a checked root must be declared in the folders,
/// and a `switch` over a root whose type is an enum there must name only its cases, every one of them, with no
/// `default`, as the compiler would insist.
public struct NameCheckedListing: Hashable, Sendable {
    /// The folders, relative to the package root, whose Swift files declare what the listing uses.
    public var folders: [String]
    /// The 1-based line of the marker in the page.
    public var line: Int
    /// The block's lines, without its fences.
    public var lines: [String]

    /// Creates a listing (the parser and the tests do).
    public init(folders: [String], line: Int, lines: [String]) {
        self.folders = folders
        self.line = line
        self.lines = lines
    }

    /// Every name-checked listing in `page`, in order.
    public static func listings(in page: String) throws(QuotedSource.MalformedQuote) -> [NameCheckedListing] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var listings: [NameCheckedListing] = []
        for (index, line) in lines.enumerated() {
            guard let rest = MarkedBlock.marker(line, "<!-- names declared in: ") else { continue }
            let block = try MarkedBlock.block(after: index, in: lines)
            listings.append(
                NameCheckedListing(
                    folders: rest.split(separator: " ").map(String.init), line: index + 1,
                    lines: Array(lines[block])))
        }
        return listings
    }

    /// What the listing uses that `declarations` do not declare, one readable line each, starting with the page's
    /// line (empty when in step).
    public func problems(against declarations: SwiftDeclarations) -> [String] {
        let tokens = SwiftTokens(lines.joined(separator: "\n")).tokens
        var roots: [String: String] = [:]  // a checked name -> its declared type ("" for a bound member)
        var optionalRoots: Set<String> = []  // names bound to `Type?` somewhere: their members are Optional's
        var problems: [String] = []
        for (index, token) in tokens.enumerated() {
            // `name: Type` where Type is declared in the folders.
            if index + 2 < tokens.count, token.isLowerIdentifier, tokens[index + 1].text == ":",
                declarations.types.contains(tokens[index + 2].text)
            {
                roots[token.text] = tokens[index + 2].text
                if index + 3 < tokens.count, tokens[index + 3].text == "?" { optionalRoots.insert(token.text) }
            }
        }
        for (index, token) in tokens.enumerated() {
            // `let name = root.member` makes `name` a checked root too.
            if index + 6 < tokens.count, token.text == "let" || token.text == "var", tokens[index + 2].text == "=",
                roots[tokens[index + 3].text] != nil, tokens[index + 4].text == ".", tokens[index + 6].text != "("
            {
                roots[tokens[index + 1].text] = roots[tokens[index + 1].text] ?? ""
            }
        }
        for (index, token) in tokens.enumerated() where roots[token.text] != nil && !optionalRoots.contains(token.text)
        {
            let qualifiedBySelf = index >= 2 && tokens[index - 1].text == "." && tokens[index - 2].text == "self"
            let isMember = index >= 1 && tokens[index - 1].text == "." && !qualifiedBySelf
            guard !isMember, index + 2 < tokens.count, tokens[index + 1].text == "." else { continue }
            let member = tokens[index + 2]
            if !declarations.members.contains(member.text) {
                problems.append(
                    "line \(pageLine(member)): \(token.text).\(member.text) is not declared in \(foldersText); "
                        + "use the name the code declares")
            }
        }
        problems += switchProblems(tokens, roots: roots, declarations: declarations)
        return problems
    }

    private var foldersText: String { folders.joined(separator: ", ") }

    /// The page's line of a token of the listing: the marker, the opening fence, then the listing's lines.
    private func pageLine(_ token: SwiftTokens.Token) -> Int { line + 1 + token.line }

    /// Each `switch root {` over an enum of the folders names its cases, all of them, and no `default`.
    private func switchProblems(
        _ tokens: [SwiftTokens.Token], roots: [String: String], declarations: SwiftDeclarations
    ) -> [String] {
        var problems: [String] = []
        for (index, token) in tokens.enumerated() where token.text == "switch" {
            guard index + 2 < tokens.count, tokens[index + 2].text == "{",
                let type = roots[tokens[index + 1].text], let cases = declarations.enumCases[type]
            else { continue }
            let handled = SwiftTokens.caseNames(in: tokens, bodyOpeningAt: index + 2)
            for name in handled.names where !cases.contains(name.text) {
                problems.append(
                    "line \(pageLine(name)): \(type) has no case \(name.text); use the case the code declares")
            }
            let missing = cases.filter { declared in !handled.names.contains { $0.text == declared } }
            if !missing.isEmpty {
                problems.append(
                    "line \(pageLine(token)): the switch over \(type) leaves out "
                        + missing.joined(separator: ", ") + "; handle every case, as the compiler would insist")
            }
            if let line = handled.defaultLine {
                problems.append(
                    "line \(self.line + 1 + line): the switch over \(type) has a default; name every case instead, so "
                        + "a new case shows here")
            }
        }
        return problems
    }
}

/// What the Swift files of some folders declare, as far as ``NameCheckedListing`` needs: type names, member names
/// (functions, properties, enum cases) and each enum's own cases.
public struct SwiftDeclarations: Hashable, Sendable {
    /// Every class, struct, enum, actor, protocol and type alias name.
    public var types: Set<String> = []
    /// Every function, property, constant and enum case name.
    public var members: Set<String> = []
    /// Each enum's cases, in the order declared (nested types' cases are their own).
    public var enumCases: [String: [String]] = [:]

    /// The declarations of `sources`, the texts of Swift files.
    public init(sources: [String]) {
        for source in sources {
            let tokens = SwiftTokens(source).tokens
            for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
                let next = tokens[index + 1].text
                switch token.text {
                case "class", "struct", "enum", "actor", "protocol", "typealias":
                    types.insert(next)
                    if token.text == "enum", let body = tokens[(index + 1)...].firstIndex(where: { $0.text == "{" }) {
                        enumCases[next, default: []] += SwiftTokens.caseNames(in: tokens, bodyOpeningAt: body)
                            .names.map(\.text)
                    }
                case "func", "var", "let": members.insert(next)
                case "case": members.formUnion(SwiftTokens.caseNames(in: tokens, caseAt: index).map(\.text))
                default: break
                }
            }
        }
    }
}

/// Swift text as identifiers and single punctuation characters, with comments dropped and string literals reduced
/// to their interpolations.
struct SwiftTokens {
    /// One identifier or punctuation character, and its 1-based line.
    struct Token: Hashable {
        let text: String
        let line: Int

        var isLowerIdentifier: Bool { text.first.map { $0.isLowercase || $0 == "_" } ?? false }
    }

    private(set) var tokens: [Token] = []

    init(_ text: String) {
        var line = 1
        var word = ""
        var characters = Array(text)[...]
        // Open string literals; each entry counts the parentheses of the interpolation being read in it.
        var interpolations: [Int] = []
        var inString = false
        func flush() {
            if !word.isEmpty { tokens.append(Token(text: word, line: line)) }
            word = ""
        }
        while let character = characters.popFirst() {
            if character == "\n" { line += 1 }
            if inString {
                if character == "\\", characters.first == "(" {
                    characters.removeFirst()
                    interpolations.append(0)
                    inString = false
                } else if character == "\\" {
                    _ = characters.popFirst()
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            flush()
            if character == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if character == "\"" {
                inString = true
            } else if character == "(", !interpolations.isEmpty {
                interpolations[interpolations.count - 1] += 1
                tokens.append(Token(text: "(", line: line))
            } else if character == ")", let depth = interpolations.last {
                if depth == 0 {
                    interpolations.removeLast()
                    inString = true
                } else {
                    interpolations[interpolations.count - 1] -= 1
                    tokens.append(Token(text: ")", line: line))
                }
            } else if !character.isWhitespace, character != "`" {
                tokens.append(Token(text: String(character), line: line))
            }
        }
        flush()
    }

    /// The case names of the `case` at `index`: `case a, b(Int)` gives a and b; `case .a(let x), .b:` in a switch
    /// gives a and b.
    static func caseNames(in tokens: [Token], caseAt index: Int) -> [Token] {
        var names: [Token] = []
        var position = index + 1
        while position < tokens.count {
            if tokens[position].text == "let" || tokens[position].text == "var" || tokens[position].text == "." {
                position += 1
                continue
            }
            guard tokens[position].isLowerIdentifier else { break }
            names.append(tokens[position])
            position += 1
            if position < tokens.count, tokens[position].text == "(" {
                position = closing(tokens, from: position) + 1
            }
            if position < tokens.count, tokens[position].text == "=" { position += 2 }  // a raw value
            guard position < tokens.count, tokens[position].text == "," else { break }
            position += 1
        }
        return names
    }

    /// The case names at the first level of the body that opens at `opening` (`{`), and the line of a `default`.
    static func caseNames(in tokens: [Token], bodyOpeningAt opening: Int) -> (names: [Token], defaultLine: Int?) {
        var names: [Token] = []
        var defaultLine: Int?
        var depth = 0
        for index in opening..<tokens.count {
            switch tokens[index].text {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return (names, defaultLine) }
            case "case" where depth == 1: names += caseNames(in: tokens, caseAt: index)
            case "default" where depth == 1 && index + 1 < tokens.count && tokens[index + 1].text == ":":
                defaultLine = tokens[index].line
            default: break
            }
        }
        return (names, defaultLine)
    }

    /// The index of the `)` that closes the `(` at `opening`, or the last index when it is never closed.
    private static func closing(_ tokens: [Token], from opening: Int) -> Int {
        var depth = 0
        for index in opening..<tokens.count {
            if tokens[index].text == "(" { depth += 1 }
            if tokens[index].text == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return tokens.count - 1
    }
}
