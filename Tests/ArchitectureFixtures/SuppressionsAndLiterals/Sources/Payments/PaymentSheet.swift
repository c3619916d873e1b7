/// The sheet that takes a card.
public struct PaymentSheet {
    /// A sheet.
    public init() {}
}
