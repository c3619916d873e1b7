import PaymentContract

/// What the payment step asks of the payer and tells them, free of any terminal: the terminal answers it with
/// hidden lines, a test with a script, a graphical host with a form.
@MainActor
protocol PayerConversation {
    /// The card, typed again after `problem` when there was one; nil when the payer cancels or leaves.
    func card(after problem: CardProblem?) async -> TypedCard?
    /// One field of the card typed again after `problem` (the rest of what was typed is kept); nil when the payer
    /// cancels or leaves.
    func field(_ field: CardField, after problem: CardProblem) async -> String?
    /// The code the card's bank sent for its challenge; nil when the payer cancels or leaves.
    func challengeCode() async -> String?
    /// Tells the payer how the payment goes on.
    func report(_ progress: PaymentProgress)
}
