import APIClient
import Alamofire
import DesignSystem
import SwiftUI

/// The settings tab.
public struct SettingsView: View {
    /// A settings tab.
    public init() {}

    /// The settings form.
    public var body: some View {
        Form { Text("Version").foregroundStyle(Palette.accent) }
    }
}
