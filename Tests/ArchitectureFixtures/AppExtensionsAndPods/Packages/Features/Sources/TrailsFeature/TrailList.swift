@_exported import TrailsKit

#if canImport(SwiftUI)
    import SwiftUI

    /// The list of trails.
    public struct TrailList: View {
        /// Creates the list.
        public init() {}
        /// The list's content.
        public var body: some View { Text("Trails") }
    }
#endif
