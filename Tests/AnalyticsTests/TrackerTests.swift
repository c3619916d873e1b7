import Analytics
import Testing

@Suite("Trackers")
struct TrackerTests {
    @Test func recordingTrackerKeepsEventsInOrder() throws {
        let tracker = RecordingTracker()
        let viewed = try AnalyticsEvent("product_viewed", ["product_id": "p-1"])
        let added = try AnalyticsEvent("item_added", ["product_id": "p-1", "quantity": "2"])

        tracker.track(viewed)
        tracker.track(added)
        tracker.track(viewed)

        #expect(tracker.events == [viewed, added, viewed])
        #expect(tracker.names == ["product_viewed", "item_added", "product_viewed"])
        #expect(tracker.events(named: "product_viewed") == [viewed, viewed])
        #expect(tracker.events(named: "order_placed").isEmpty)
    }

    @Test func discardingTrackerHasNowhereToKeepAnEvent() throws {
        #expect(MemoryLayout<DiscardingTracker>.size == 0, "no stored property, so nothing can pile up")
        let tracker: any AnalyticsTracker = DiscardingTracker()
        for index in 0..<1_000 { tracker.track(try AnalyticsEvent("product_viewed", ["product_id": "p-\(index)"])) }
    }

    @Test func resetForgetsEverything() throws {
        let tracker = RecordingTracker()
        tracker.track(try AnalyticsEvent("app_launched"))

        tracker.reset()

        #expect(tracker.events.isEmpty)
        tracker.track(try AnalyticsEvent("app_closed"))
        #expect(tracker.names == ["app_closed"])
    }

    @Test func recordingTrackerLosesNothingUnderConcurrentTracking() async throws {
        let tracker = RecordingTracker()
        let taskCount = 64
        let eventsPerTask = 250

        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    for index in 0..<eventsPerTask {
                        tracker.track(try AnalyticsEvent("tick", ["task": "\(task)", "index": "\(index)"]))
                    }
                }
            }
            try await group.waitForAll()
        }

        let events = tracker.events
        #expect(events.count == taskCount * eventsPerTask)
        let distinct = Set(events.map { "\($0.properties["task"] ?? "?")/\($0.properties["index"] ?? "?")" })
        #expect(distinct.count == taskCount * eventsPerTask)
        for task in 0..<taskCount {
            let indices = events.filter { $0.properties["task"] == "\(task)" }.compactMap {
                Int($0.properties["index"] ?? "")
            }
            #expect(indices == Array(0..<eventsPerTask), "events of task \(task) kept their order")
        }
    }

    @Test func trackersAreUsableThroughTheProtocol() throws {
        let recording = RecordingTracker()
        let trackers: [any AnalyticsTracker] = [recording, StandardErrorTracker()]
        for tracker in trackers { tracker.track(try AnalyticsEvent("demo_started", ["mode": "test run"])) }
        #expect(recording.names == ["demo_started"])
    }
}

@Suite("StandardErrorTracker line format")
struct StandardErrorLineTests {
    private func line(_ name: String, _ properties: [String: String] = [:]) throws -> String {
        StandardErrorTracker.line(for: try AnalyticsEvent(name, properties))
    }

    @Test func nameAloneWhenThereAreNoProperties() throws {
        #expect(try line("app_launched") == "analytics: app_launched")
    }

    @Test func keysAreSorted() throws {
        #expect(
            try line("item_added", ["quantity": "2", "product_id": "p-0042", "Source": "search"])
                == "analytics: item_added Source=search product_id=p-0042 quantity=2")
    }

    @Test func valuesWithSpacesOrSpecialCharactersAreQuoted() throws {
        #expect(
            try line("search_submitted", ["query_text": "red shoes", "sort": "price=asc", "empty": ""])
                == #"analytics: search_submitted empty="" query_text="red shoes" sort="price=asc""#)
    }

    @Test func quotesBackslashesAndLineBreaksAreEscapedSoTheEventStaysOneLine() throws {
        let text = try line("search_submitted", ["query_text": "say \"hi\"\\\nnext\tline\u{7}"])
        #expect(text == #"analytics: search_submitted query_text="say \"hi\"\\\nnext\tline\u{7}""#)
        #expect(!text.contains("\n"))
    }

    @Test func nonASCIIValuesStayReadable() throws {
        #expect(try line("search_submitted", ["query_text": "crème"]) == "analytics: search_submitted query_text=crème")
    }
}
