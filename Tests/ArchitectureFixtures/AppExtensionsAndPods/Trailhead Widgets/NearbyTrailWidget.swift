import SwiftUI
import TrailsKit
import WidgetKit

struct NearbyTrailWidget: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}
