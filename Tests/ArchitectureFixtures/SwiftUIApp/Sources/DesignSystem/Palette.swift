import SwiftUI

/// The brand colours.
public enum Palette {
    /// The accent colour.
    public static let accent = Color.orange
}
