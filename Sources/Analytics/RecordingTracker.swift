import Foundation

/// A tracker that keeps every event in memory, in order, for tests and demos to inspect.
///
/// Safe to use from any number of tasks at once.
public final class RecordingTracker: AnalyticsTracker, @unchecked Sendable {
    // @unchecked: `recorded` is only read or written while holding `lock`.
    private let lock = NSLock()
    private var recorded: [AnalyticsEvent] = []

    /// Creates a tracker with nothing recorded.
    public init() {}

    /// Appends `event` to ``events``.
    public func track(_ event: AnalyticsEvent) {
        lock.withLock { recorded.append(event) }
    }

    /// Every event tracked since creation or the last ``reset()``, oldest first.
    public var events: [AnalyticsEvent] {
        lock.withLock { recorded }
    }

    /// The names of ``events``, oldest first.
    public var names: [String] {
        events.map(\.name)
    }

    /// The recorded events called `name`, oldest first.
    public func events(named name: String) -> [AnalyticsEvent] {
        events.filter { $0.name == name }
    }

    /// Forgets every recorded event.
    public func reset() {
        lock.withLock { recorded.removeAll() }
    }
}
