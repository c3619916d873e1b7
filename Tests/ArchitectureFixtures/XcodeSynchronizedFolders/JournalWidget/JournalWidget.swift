import JournalKit
import SwiftUI
import WidgetKit

@main
struct JournalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LatestEntry", provider: LatestEntryProvider()) { timeline in
            Text(timeline.headline)
        }
        .configurationDisplayName("Latest entry")
    }
}
