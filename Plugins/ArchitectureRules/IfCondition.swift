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

/// What a target compiles with: the compilation conditions of each build of it that the check considers (one per
/// configuration, and per platform when a setting depends on the platform), and the platforms it builds for.
public struct CompilationConditions: Codable, Hashable, Sendable {
    /// One way the target is built.
    public struct Variant: Codable, Hashable, Sendable {
        /// The compilation conditions set (`DEBUG`, `STAGING`).
        public var flags: [String]
        /// The platform as `os()` names it (`iOS`, `macOS`, `watchOS`), or `nil` when it may be any.
        public var platform: String?
        /// The build configuration (`Debug`, `Release`, SwiftPM's `debug`, `release`).
        public var configuration: String?

        /// Creates a variant.
        public init(flags: [String], platform: String? = nil, configuration: String? = nil) {
            self.flags = flags
            self.platform = platform
            self.configuration = configuration
        }
    }

    /// The builds considered; an import compiled in any of them is the target's.
    public var variants: [Variant]

    /// Creates the conditions of a target.
    public init(variants: [Variant]) {
        self.variants = variants
    }

    /// Only the builds of `configuration` (case-insensitive), when the target has any; else unchanged.
    public func only(configuration: String) -> CompilationConditions {
        let kept = variants.filter { $0.configuration?.lowercased() == configuration.lowercased() }
        return kept.isEmpty ? self : CompilationConditions(variants: kept)
    }

    /// What the check makes of an import under a condition.
    public enum Verdict: Equatable, Sendable {
        /// Some build of the target compiles it: it is the target's import.
        case compiled
        /// No build of the target compiles it: it is not the target's import.
        case neverCompiled
        /// The check cannot tell without a build (`canImport` of a module it does not know): it counts as a use
        /// of a dependency, and is not reported.
        case undecided
    }

    /// Whether `condition` holds in some build of the target; `modules` are the modules the target depends on,
    /// which `canImport` finds.
    public func verdict(on condition: IfCondition, modules: Set<String>) -> Verdict {
        var undecided = false
        for variant in variants.isEmpty ? [Variant(flags: [])] : variants {
            guard let values = Self.values(of: condition, in: variant, modules: modules) else {
                undecided = true
                continue
            }
            if values.contains(true) { return .compiled }
        }
        return undecided ? .undecided : .neverCompiled
    }

    /// The values `condition` may take in builds of `variant`, or `nil` when unknowable.
    static func values(of condition: IfCondition, in variant: Variant, modules: Set<String>) -> Set<Bool>? {
        let either: Set<Bool> = [true, false]
        switch condition {
        case .flag(let name): return [variant.flags.contains(name)]
        case .literal(let value): return [value]
        case .os(let name):
            guard let platform = variant.platform else { return either }
            return [Self.platformName(name) == platform]
        case .canImport(let module):
            if modules.contains(module) { return [true] }
            if let platforms = Self.platformOnlyFrameworks[module] {
                return variant.platform.map { [platforms.contains($0)] } ?? either
            }
            if PlatformModules.all.contains(module) { return variant.platform == nil ? either : [true] }
            return nil
        case .buildVariant: return either
        case .unreadable: return nil
        case .not(let inner):
            return values(of: inner, in: variant, modules: modules).map { Set($0.map { !$0 }) }
        case .and(let left, let right):
            let lhs = values(of: left, in: variant, modules: modules)
            let rhs = values(of: right, in: variant, modules: modules)
            if lhs == [false] || rhs == [false] { return [false] }
            guard let lhs, let rhs else { return nil }
            var result: Set<Bool> = []
            if lhs.contains(true) && rhs.contains(true) { result.insert(true) }
            if lhs.contains(false) || rhs.contains(false) { result.insert(false) }
            return result
        case .or(let left, let right):
            let lhs = values(of: left, in: variant, modules: modules)
            let rhs = values(of: right, in: variant, modules: modules)
            if lhs == [true] || rhs == [true] { return [true] }
            guard let lhs, let rhs else { return nil }
            var result: Set<Bool> = []
            if lhs.contains(true) || rhs.contains(true) { result.insert(true) }
            if lhs.contains(false) && rhs.contains(false) { result.insert(false) }
            return result
        }
    }

    /// The conditions `-D` arguments set: `-DSTAGING`, `-D STAGING` (`OTHER_SWIFT_FLAGS`, `.unsafeFlags`).
    public static func definedFlags(in arguments: [String]) -> [String] {
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "-D", index + 1 < arguments.count {
                flags.append(arguments[index + 1])
                index += 1
            } else if argument.hasPrefix("-D"), argument.count > 2 {
                flags.append(String(argument.dropFirst(2)))
            }
            index += 1
        }
        return flags
    }

    /// `os()`'s name for a platform as SwiftPM (`ios`, `macos`) or Xcode's SDK (`iphoneos`, `macosx`) writes it.
    public static func platformName(_ name: String) -> String {
        switch name.lowercased() {
        case "ios", "iphoneos", "iphonesimulator", "maccatalyst": return "iOS"
        case "macos", "macosx", "osx": return "macOS"
        case "tvos", "appletvos", "appletvsimulator": return "tvOS"
        case "watchos", "watchsimulator": return "watchOS"
        case "visionos", "xros", "xrsimulator": return "visionOS"
        case "linux": return "Linux"
        case "windows": return "Windows"
        case "android": return "Android"
        case "wasi": return "WASI"
        default: return name
        }
    }

    /// Apple frameworks that exist on some platforms only, by the `os()` names of those platforms.
    static let platformOnlyFrameworks: [String: Set<String>] = [
        "UIKit": ["iOS", "tvOS", "visionOS"], "AppKit": ["macOS"], "Cocoa": ["macOS"], "WatchKit": ["watchOS"],
        "ClockKit": ["watchOS"], "CarPlay": ["iOS"], "ARKit": ["iOS", "visionOS"],
        "RealityKit": ["iOS", "macOS", "visionOS"],
        "Glibc": ["Linux"], "Darwin": ["iOS", "macOS", "tvOS", "watchOS", "visionOS"], "WinSDK": ["Windows"],
    ]
}
