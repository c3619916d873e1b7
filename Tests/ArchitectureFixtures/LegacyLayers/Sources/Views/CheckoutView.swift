import Models
import Repositories
import SwiftUI
import Utils
import ViewModels

/// The checkout screen.
public struct CheckoutView: View {
    /// A checkout screen.
    public init() {}

    /// The screen.
    public var body: some View { Text("Checkout") }
}
