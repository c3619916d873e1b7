import SwiftUI

/// The brand colours.
public enum Palette {
    /// Buttons, links and selected tabs.
    public static let accent = Color(red: 0.1, green: 0.4, blue: 0.3)
}
