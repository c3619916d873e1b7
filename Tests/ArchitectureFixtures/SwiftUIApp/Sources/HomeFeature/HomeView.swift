import Combine
import DesignSystem
import NukeUI
import SwiftUI

#if canImport(UIKit)
    import UIKit
#endif

/// The home tab: today's picks.
public struct HomeView: View {
    @StateObject private var model: HomeModel

    /// A home tab over `client`.
    public init(client: any CatalogueClient) {
        _model = StateObject(wrappedValue: HomeModel(client: client))
    }

    /// The list of picks.
    public var body: some View {
        List(model.picks, id: \.self) { pick in
            LazyImage(url: URL(string: pick))
        }
    }
}
