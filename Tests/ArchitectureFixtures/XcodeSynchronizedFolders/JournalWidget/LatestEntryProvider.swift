import WidgetKit

struct LatestEntryTimeline: TimelineEntry {
    var date: Date
    var headline: String
}

struct LatestEntryProvider: TimelineProvider {
    func placeholder(in context: Context) -> LatestEntryTimeline {
        LatestEntryTimeline(date: .now, headline: "Today")
    }

    func getSnapshot(in context: Context, completion: @escaping (LatestEntryTimeline) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LatestEntryTimeline>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
