import Analytics
import Testing

@testable import OnboardingFeature

/// Keeps every event.
final class RecordingSink: EventSink, @unchecked Sendable {
    var events: [Event] = []
    func record(_ event: Event) { events.append(event) }
}

@Test func welcomeIsTracked() {
    let sink = RecordingSink()
    trackWelcome(into: sink)
    #expect(sink.events.count == 1)
}
