public import SwiftSourceScanning

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
