/// Where analytics events go. Features receive one in their Dependencies and call ``track(_:)``.
///
/// Implementations are cheap and synchronous: `track` returns at once and never fails, so analytics can never
/// slow down or break a screen. Events hold no personal data; see ``AnalyticsEvent``.
public protocol AnalyticsTracker: Sendable {
    /// Records `event`. Returns without waiting for any I/O beyond a single write.
    func track(_ event: AnalyticsEvent)
}

extension AnalyticsTracker {
    /// Records the event `name` with `properties`, or nothing when they break a rule of ``AnalyticsEvent``
    /// (a bad name, a personal-data key): a screen's step never fails because of its analytics.
    public func track(_ name: String, _ properties: [String: String] = [:]) {
        guard let event = try? AnalyticsEvent(name, properties) else { return }
        track(event)
    }
}
