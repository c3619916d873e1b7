import SwiftUI
import WidgetKit

@main
struct TrailheadWidgets: WidgetBundle {
    var body: some Widget { NearbyTrailWidget() }
}
