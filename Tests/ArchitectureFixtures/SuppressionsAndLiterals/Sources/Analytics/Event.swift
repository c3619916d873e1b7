/// Something that happened, as analytics records it.
public struct Event: Sendable {
    /// What happened.
    public var name: String

    /// An event named `name`.
    public init(name: String) {
        self.name = name
    }
}

/// Where an event happened.
public enum Screen: String, Sendable {
    case welcome, permissions
}

/// Records events.
public protocol EventSink: Sendable {
    /// Records `event`.
    func record(_ event: Event)
}

/// The name analytics gives a screen.
public typealias ScreenName = String
