import SwiftUI

import struct TrailsFeature.TrailList

/// The map of trails.
public struct TrailMap: View {
    /// Creates the map.
    public init() {}
    /// The map's content.
    public var body: some View { TrailList() }
}
