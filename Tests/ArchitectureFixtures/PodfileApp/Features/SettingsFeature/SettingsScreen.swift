import Mixpanel
import SwiftUI

/// The settings screen, which reports what is tapped to an analytics SDK.
public struct SettingsScreen: View {
    public init() {}
    public var body: some View { Text("Settings") }
}
