/// A `#if` condition around an import, parsed from the tokens after `#if` or `#elseif`.
public indirect enum IfCondition: Hashable, Sendable, CustomStringConvertible {
    /// A compilation condition (`DEBUG`, `STAGING`): set by `-D`, `SWIFT_ACTIVE_COMPILATION_CONDITIONS` or
    /// `.define`.
    case flag(String)
    /// `true` or `false`.
    case literal(Bool)
    /// `os(iOS)`.
    case os(String)
    /// `canImport(Module)` (the first component of a dotted name).
    case canImport(String)
    /// A condition that holds in some builds of a target and not in others whatever its settings:
    /// `targetEnvironment(simulator)`, `arch(arm64)`, `compiler(>=6)`, `swift(>=5.9)`, `hasFeature(X)`.
    case buildVariant(String)
    /// `!condition`.
    case not(IfCondition)
    /// `a && b`.
    case and(IfCondition, IfCondition)
    /// `a || b`.
    case or(IfCondition, IfCondition)
    /// Tokens the parser does not understand.
    case unreadable(String)

    /// The condition as Swift writes it.
    public var description: String {
        switch self {
        case .flag(let name): return name
        case .literal(let value): return value ? "true" : "false"
        case .os(let name): return "os(\(name))"
        case .canImport(let module): return "canImport(\(module))"
        case .buildVariant(let text), .unreadable(let text): return text
        case .not(let inner): return "!" + inner.parenthesisedDescription
        case .and(let left, let right): return "\(left.parenthesisedDescription) && \(right.parenthesisedDescription)"
        case .or(let left, let right): return "\(left.parenthesisedDescription) || \(right.parenthesisedDescription)"
        }
    }

    private var parenthesisedDescription: String {
        switch self {
        case .and, .or: return "(\(description))"
        default: return description
        }
    }

    /// The conjunction of `conditions`, or `nil` when there are none.
    static func all(_ conditions: [IfCondition]) -> IfCondition? {
        guard var result = conditions.first else { return nil }
        for condition in conditions.dropFirst() { result = .and(result, condition) }
        return result
    }

    /// The condition written in `tokens` (those after `#if` or `#elseif`).
    static func parse(_ tokens: ArraySlice<SwiftToken>) -> IfCondition {
        var symbols: [SwiftToken] = []
        // An operator run such as `&&!` or `!!` is split into `&&`, `||` and `!` symbols.
        for token in tokens {
            guard token.kind == .operator else {
                symbols.append(token)
                continue
            }
            var text = Substring(token.text)
            while !text.isEmpty {
                let piece = text.hasPrefix("&&") ? "&&" : text.hasPrefix("||") ? "||" : String(text.prefix(1))
                var symbol = token
                symbol.text = piece
                symbols.append(symbol)
                text = text.dropFirst(piece.count)
            }
        }
        var parser = ConditionParser(symbols: symbols)
        let text = tokens.map { $0.kind == .number ? "…" : $0.text }.joined(separator: " ")
        guard let condition = parser.disjunction(), parser.position == symbols.count else { return .unreadable(text) }
        return condition
    }
}

/// A recursive-descent parser over a condition's symbols: `||` binds loosest, then `&&`, then `!`.
private struct ConditionParser {
    let symbols: [SwiftToken]
    var position = 0

    mutating func disjunction() -> IfCondition? {
        guard var left = conjunction() else { return nil }
        while position < symbols.count, symbols[position].text == "||" {
            position += 1
            guard let right = conjunction() else { return nil }
            left = .or(left, right)
        }
        return left
    }

    mutating func conjunction() -> IfCondition? {
        guard var left = unary() else { return nil }
        while position < symbols.count, symbols[position].text == "&&" {
            position += 1
            guard let right = unary() else { return nil }
            left = .and(left, right)
        }
        return left
    }

    mutating func unary() -> IfCondition? {
        guard position < symbols.count else { return nil }
        if symbols[position].kind == .operator && symbols[position].text == "!" {
            position += 1
            return unary().map { .not($0) }
        }
        return primary()
    }

    mutating func primary() -> IfCondition? {
        guard position < symbols.count else { return nil }
        let token = symbols[position]
        position += 1
        if token.isPunctuation("(") {
            guard let inner = disjunction(), position < symbols.count, symbols[position].isPunctuation(")") else {
                return nil
            }
            position += 1
            return inner
        }
        guard token.kind == .identifier || token.kind == .escapedIdentifier else { return nil }
        guard position < symbols.count, symbols[position].isPunctuation("(") else {
            if token.text == "true" { return .literal(true) }
            if token.text == "false" { return .literal(false) }
            return .flag(token.text)
        }
        // A call: its arguments up to the balancing parenthesis.
        let open = position
        var depth = 0
        while position < symbols.count {
            if symbols[position].isPunctuation("(") { depth += 1 }
            if symbols[position].isPunctuation(")") { depth -= 1 }
            position += 1
            if depth == 0 { break }
        }
        guard depth == 0 else { return nil }
        let arguments = symbols[(open + 1)..<(position - 1)]
        let first = arguments.first { $0.kind == .identifier || $0.kind == .escapedIdentifier }?.text
        let written =
            token.text + "("
            + arguments.map { $0.kind == .number ? "…" : $0.text }.joined() + ")"
        switch token.text {
        case "os": return first.map { .os($0) } ?? .unreadable(written)
        case "canImport": return first.map { .canImport($0) } ?? .unreadable(written)
        default: return .buildVariant(written)
        }
    }
}
