/// A tracker that drops every event: what an app uses when nobody asked to see or send its analytics.
///
/// It holds no state, so a long session costs no memory however many events its screens track. Use
/// ``RecordingTracker`` to inspect events in tests, ``StandardErrorTracker`` to print them.
public struct DiscardingTracker: AnalyticsTracker {
    /// Creates the tracker.
    public init() {}

    /// Does nothing with `event`.
    public func track(_ event: AnalyticsEvent) {}
}
