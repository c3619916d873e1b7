/// What a `Package.swift` says when it is read as text rather than run: the `Package(...)` call's name, products,
/// targets and package dependencies, where they are written as literals (`.library(name: "A", targets: ["A"])`,
/// `.target(name: "B", dependencies: ["A", .product(name: "C", package: "c")])`). Nothing is compiled or run, so
/// reading a checked-out package's manifest costs a lexer pass and no code of that package runs.
///
/// An argument the reader cannot follow (a variable, a function call, `+`, a `#if` inside the call, a change to
/// `package` after it) is skipped and makes ``isComplete`` false: what was read is then a lower bound, good enough to
/// learn which targets a product holds, not to stand in for `swift package dump-package`.
public struct LiteralManifest: Equatable, Sendable {
    /// A product: its name and the targets it lists.
    public struct Product: Equatable, Sendable {
        /// The product's name.
        public var name: String
        /// The names of the targets it lists.
        public var targets: [String]
        /// Whether it is `.library(name:type: .dynamic, targets:)`: a library an app embeds.
        public var isDynamicLibrary = false
    }

    /// A dependency of a target, as the manifest writes it.
    public enum Dependency: Equatable, Sendable {
        /// `"Name"` or `.byName(name: "Name")`: a target of the package, else a product of a dependency.
        case byName(String)
        /// `.target(name: "Name")`.
        case target(String)
        /// `.product(name: "Name", package: "package")`; `package` is `nil` when not written.
        case product(name: String, package: String?)
    }

    /// A target: its name, how it is declared (`target`, `executableTarget`, `testTarget`, `macro`, ...) and its
    /// dependencies.
    public struct Target: Equatable, Sendable {
        /// The target's name.
        public var name: String
        /// The declaring function: `target`, `executableTarget`, `testTarget`, `macro`, `plugin`, ...
        public var kind: String
        /// Its dependencies, in the manifest's order.
        public var dependencies: [Dependency]
        /// `path:`, when written.
        public var path: String?
        /// `exclude:`, when written.
        public var exclude: [String]?
        /// `sources:`, when written.
        public var sources: [String]?
        /// The labels of its arguments, in order (`name`, `dependencies`, `path`, `swiftSettings`, ...).
        public var labels: [String] = []
        /// Whether its Swift settings define a compilation condition (`.define`, `.unsafeFlags`), which the literal
        /// reader does not evaluate.
        public var definesConditions = false
    }

    /// The package's name, when it is a literal.
    public var name: String?
    /// The products read.
    public var products: [Product] = []
    /// The targets read.
    public var targets: [Target] = []
    /// The locations of the package dependencies read: the `url:` or `path:` argument (or `id:` of a registry).
    public var packageLocations: [String] = []
    /// A package dependency: how it is written (`url`, `path` or `id`) and where it points.
    public struct PackageReference: Equatable, Sendable {
        /// `url`, `path` or `id`.
        public var kind: String
        /// The URL, path or registry identifier.
        public var location: String
        /// The `name:` of `.package(name:url:...)` (tools 5.2 to 5.5): the name a target's by-name dependency may
        /// use for the package's product of that name.
        public var name: String? = nil
    }

    /// The package dependencies read.
    public var packageReferences: [PackageReference] = []
    /// The labels of the `Package(...)` call's arguments, in order.
    public var labels: [String] = []
    /// Whether every argument of the `Package(...)` call that names products, targets or dependencies was read.
    public var isComplete = true

    /// The manifest in UTF-8 `bytes`, or `nil` when it has no `Package(...)` call.
    public static func read(_ bytes: [UInt8]) -> LiteralManifest? {
        let tokens = SwiftLexer.tokenize(bytes)
        guard
            let call = tokens.indices.first(where: { index in
                tokens[index].kind == .identifier && tokens[index].text == "Package" && index + 1 < tokens.count
                    && tokens[index + 1].isPunctuation("(") && (index == 0 || !tokens[index - 1].isPunctuation("."))
            })
        else { return nil }
        var parser = ExpressionParser(tokens: tokens, bytes: bytes, index: call + 1)
        let arguments = parser.arguments()
        var complete = parser.isLiteral
        // Anything done to `package` after the call (`package.targets += ...`) is not read.
        if tokens[min(parser.index, tokens.count)...].contains(where: { $0.kind == .identifier && $0.text == "package" }
        ) {
            complete = false
        }
        var manifest = LiteralManifest()
        manifest.labels = arguments.compactMap(\.label)
        for argument in arguments {
            switch argument.label {
            case "name":
                manifest.name = argument.value.string
            case "products":
                manifest.products = elements(of: argument.value, &complete).compactMap { element in
                    guard let name = element.argument("name")?.string else {
                        complete = false
                        return nil
                    }
                    let targets = elements(of: element.argument("targets"), &complete).compactMap(\.string)
                    var isDynamic = false
                    if case .call("library", _) = element, case .member("dynamic") = element.argument("type") {
                        isDynamic = true
                    }
                    return Product(name: name, targets: targets, isDynamicLibrary: isDynamic)
                }
            case "targets":
                manifest.targets = elements(of: argument.value, &complete).compactMap { element in
                    guard case .call(let function, _) = element, let name = element.argument("name")?.string else {
                        complete = false
                        return nil
                    }
                    let dependencies = elements(of: element.argument("dependencies"), &complete).compactMap {
                        dependency($0, &complete)
                    }
                    guard case .call(_, let arguments) = element else { return nil }
                    let strings = { (label: String) -> [String]? in
                        element.argument(label).map { elements(of: $0, &complete).compactMap(\.string) }
                    }
                    let settings = element.argument("swiftSettings")
                    // A target that applies build-tool plugins is left to dump-package, which names them.
                    if element.argument("plugins") != nil { complete = false }
                    return Target(
                        name: name, kind: function, dependencies: dependencies, path: element.argument("path")?.string,
                        exclude: strings("exclude"), sources: strings("sources"),
                        labels: arguments.compactMap(\.label),
                        definesConditions: settings.map { $0.calls(anyOf: ["define", "unsafeFlags"]) } ?? false)
                }
            case "dependencies":
                manifest.packageReferences = elements(of: argument.value, &complete).compactMap { element in
                    for kind in ["url", "path", "id"] {
                        if let location = element.argument(kind)?.string {
                            return PackageReference(
                                kind: kind, location: location, name: element.argument("name")?.string)
                        }
                    }
                    complete = false
                    return nil
                }
                manifest.packageLocations = manifest.packageReferences.map(\.location)
            default:
                continue
            }
        }
        manifest.isComplete = complete
        return manifest
    }

    /// The elements of an array literal; anything else is unread.
    private static func elements(of expression: Expression?, _ complete: inout Bool) -> [Expression] {
        guard let expression else { return [] }
        guard case .array(let elements) = expression else {
            complete = false
            return []
        }
        return elements
    }

    private static func dependency(_ expression: Expression, _ complete: inout Bool) -> Dependency? {
        if let name = expression.string { return .byName(name) }
        guard case .call(let function, _) = expression, let name = expression.argument("name")?.string else {
            complete = false
            return nil
        }
        // A dependency only some traits enable (`.when(traits: ["Sharing"])`) is left to dump-package, which says
        // which traits are on.
        if case .call(_, let arguments) = expression.argument("condition") ?? .unread,
            arguments.contains(where: { $0.label == "traits" })
        {
            complete = false
        }
        switch function {
        case "target": return .target(name)
        case "byName": return .byName(name)
        case "product": return .product(name: name, package: expression.argument("package")?.string)
        default:
            complete = false
            return nil
        }
    }
}

/// An expression of a manifest, as far as the literal reader follows it.
enum Expression: Equatable {
    /// `.name(arguments)` or `name(arguments)`, with the last name of a member chain; trailing `.when(...)` and
    /// other member calls on the result are dropped.
    case call(String, [(label: String?, value: Expression)])
    /// `[a, b]`.
    case array([Expression])
    /// A string literal without interpolation or escapes, its contents.
    case string(String)
    /// `.name` or `name` without a call: an enum case (`.v13`) or a variable.
    case member(String)
    /// Anything else: a variable, a number, an operator expression, a closure.
    case unread

    static func == (left: Expression, right: Expression) -> Bool {
        switch (left, right) {
        case (.call(let a, let x), .call(let b, let y)):
            a == b && x.count == y.count && zip(x, y).allSatisfy { $0.label == $1.label && $0.value == $1.value }
        case (.array(let x), .array(let y)): x == y
        case (.string(let x), .string(let y)), (.member(let x), .member(let y)): x == y
        case (.unread, .unread): true
        default: false
        }
    }

    /// The contents of a string literal.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// Whether the expression calls one of `names` anywhere inside it (`.define("X")` in a settings array).
    func calls(anyOf names: Set<String>) -> Bool {
        switch self {
        case .call(let name, let arguments):
            names.contains(name) || arguments.contains { $0.value.calls(anyOf: names) }
        case .array(let elements): elements.contains { $0.calls(anyOf: names) }
        case .string, .member, .unread: false
        }
    }

    /// The argument labelled `label` of a call.
    func argument(_ label: String) -> Expression? {
        guard case .call(_, let arguments) = self else { return nil }
        return arguments.first { $0.label == label }?.value
    }
}

/// A recursive-descent reader of the literal part of Swift expressions over lexer tokens.
struct ExpressionParser {
    let tokens: [SwiftToken]
    let bytes: [UInt8]
    var index: Int
    /// False once anything was skipped as unread.
    var isLiteral = true

    private func punctuation(_ symbol: String, at offset: Int = 0) -> Bool {
        index + offset < tokens.count && tokens[index + offset].isPunctuation(symbol)
    }

    /// The arguments of a call whose `(` is at `index`; leaves `index` after the `)`.
    mutating func arguments() -> [(label: String?, value: Expression)] {
        index += 1
        var result: [(label: String?, value: Expression)] = []
        while index < tokens.count && !punctuation(")") {
            var label: String?
            if [.identifier, .escapedIdentifier].contains(tokens[index].kind), punctuation(":", at: 1) {
                label = tokens[index].text
                index += 2
            }
            result.append((label, expression(until: [")"])))
            if punctuation(",") { index += 1 }
        }
        index += 1
        return result
    }

    /// One expression, ending before `,` or one of `closers` at depth 0.
    mutating func expression(until closers: Set<String>) -> Expression {
        let start = index
        var value = primary()
        // Member calls on the result (`.when(platforms:)`) keep the value; anything else makes it unread.
        while index < tokens.count && !punctuation(",") && !closers.contains(where: { punctuation($0) }) {
            if punctuation("."), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
                tokens[index + 2].isPunctuation("(")
            {
                index += 2
                _ = arguments()
                continue
            }
            value = .unread
            skipOne()
        }
        if value == .unread || index == start { isLiteral = false }
        return value
    }

    private mutating func primary() -> Expression {
        guard index < tokens.count else { return .unread }
        let token = tokens[index]
        if token.kind == .string {
            index += 1
            return literal(token).map(Expression.string) ?? .unread
        }
        if token.isPunctuation("[") {
            index += 1
            var elements: [Expression] = []
            while index < tokens.count && !punctuation("]") {
                skipDirectives()
                if punctuation("]") { break }
                elements.append(expression(until: ["]", ":"]))
                if punctuation(":") {  // a dictionary literal
                    index += 1
                    _ = expression(until: ["]"])
                    elements = [.unread]
                }
                if punctuation(",") { index += 1 }
            }
            index += 1
            return elements.contains(.unread) ? .unread : .array(elements)
        }
        var name: String?
        var isMember = false
        if token.isPunctuation("."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
            name = tokens[index + 1].text
            isMember = true
            index += 2
        } else if token.kind == .identifier || token.kind == .escapedIdentifier {
            name = token.text
            index += 1
            while punctuation("."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                name = tokens[index + 1].text
                index += 2
            }
        }
        guard let name else {
            skipOne()
            return .unread
        }
        // `.v13` is a literal; a bare name is a variable, whose value the reader does not know.
        guard punctuation("(") else { return isMember ? .member(name) : .unread }
        let arguments = arguments()
        return .call(name, arguments)
    }

    /// Steps over `#if`, `#elseif`, `#else` and `#endif` lines between elements: both branches are read, and the
    /// manifest is no longer taken as complete.
    private mutating func skipDirectives() {
        while index < tokens.count, tokens[index].kind == .directive {
            let line = tokens[index].line
            isLiteral = false
            index += 1
            while index < tokens.count, tokens[index].line == line { index += 1 }
        }
    }

    /// Steps over one token, or one bracketed group.
    private mutating func skipOne() {
        if index < tokens.count, ["(", "[", "{"].contains(where: { punctuation($0) }) {
            index = SwiftLexer.indexAfterBalanced(tokens, from: index)
        } else {
            if index < tokens.count, tokens[index].kind == .directive { isLiteral = false }
            index += 1
        }
    }

    /// The contents of a plain `"..."` literal with no escapes or interpolation.
    private func literal(_ token: SwiftToken) -> String? {
        guard token.end - token.start >= 2, bytes[token.start] == UInt8(ascii: "\""),
            bytes[token.end - 1] == UInt8(ascii: "\"")
        else { return nil }
        let contents = bytes[(token.start + 1)..<(token.end - 1)]
        guard !contents.contains(UInt8(ascii: "\\")), !contents.contains(UInt8(ascii: "\"")) else { return nil }
        return String(decoding: contents, as: UTF8.self)
    }
}
