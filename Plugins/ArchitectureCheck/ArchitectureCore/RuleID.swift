import CheckConfiguration
import ModuleGraph
import SwiftSourceScanning

/// The id printed in brackets after every error, one per rule (`feature-isolation`). Each rule's file declares its
/// id as a static member (`RuleID.featureIsolation`).
public struct RuleID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The id as printed.
    public let rawValue: String

    /// The id `rawValue`; whether a rule of that id exists is the rule list's to say.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The id as printed.
    public var description: String { rawValue }
}
