import ForecastFeature
import SwiftUI

/// The app's colours.
public enum Palette {
    /// The tint of buttons and links.
    public static let accent = Color.blue
}
