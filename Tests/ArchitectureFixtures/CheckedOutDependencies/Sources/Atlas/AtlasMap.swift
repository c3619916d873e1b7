import GeoCore
import GeoFormat
import OrderedSetModule
import TileKit

/// A map of places, drawn in tiles.
public struct AtlasMap: Sendable {
    /// The map's title.
    public var title: String

    /// Creates a map titled `title`.
    public init(title: String) {
        self.title = title
    }
}
