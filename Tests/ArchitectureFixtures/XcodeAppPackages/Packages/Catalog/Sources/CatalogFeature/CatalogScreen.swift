import DesignSystem
import Models
import Networking
import SwiftUI

/// The product list.
public struct CatalogScreen: View {
    @State private var products: [Product] = []

    /// An empty list that loads on appear.
    public init() {}

    /// The list.
    public var body: some View {
        List(products) { product in
            Text(product.title).foregroundStyle(Palette.accent)
        }
        .task { products = (try? await APIClient.shared.products()) ?? [] }
    }
}
