import CatalogFeature
import Models
import SwiftUI

/// The cart, with a way back to the catalog.
public struct CartScreen: View {
    @State private var lines: [Product] = []

    /// An empty cart.
    public init() {}

    /// The cart's lines.
    public var body: some View {
        NavigationStack {
            List(lines) { Text($0.title) }
                .toolbar { NavigationLink("Keep shopping") { CatalogScreen() } }
        }
    }
}
