@preconcurrency import Combine
import SwiftUI

import struct TrailsFeature.TrailList

#if canImport(UIKit)
    import UIKit
#endif

struct RootView: View {
    var body: some View { TrailList() }
}
