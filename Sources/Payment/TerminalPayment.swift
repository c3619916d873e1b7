public import Foundation
public import Networking
public import PaymentContract
internal import PaymentProviderSDK
public import TerminalUI

/// The payment step in the terminal: the only implementation of ``/PaymentContract/PaymentAuthorizing`` here, and
/// the only code that touches card data (an audit scope of its own).
///
/// It asks for the card on hidden lines (never echoed, never written back whole: the card is shown as its brand
/// and last four digits), has the provider tokenize it at once, authorizes the amount on the token, asks for the
/// bank's code when the bank challenges, and lets the payer type `cancel` at every question. The provider's SDK
/// is imported `internal`: none of its types appear here.
@MainActor
public final class TerminalPayment: PaymentAuthorizing {
    private let step: PaymentStep
    private let terminal: Terminal

    /// A payment step that reaches the provider through `providerClient` and talks to the payer on `terminal`.
    ///
    /// `providerClient` must not attach the shop's session token: the provider is another party, and credentials
    /// stay with their origin. `now` tells an expired card from a valid one.
    public init(
        providerClient: any HTTPClient, terminal: Terminal, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        step = PaymentStep(provider: ProviderClient(transport: HTTPProviderTransport(client: providerClient)), now: now)
        self.terminal = terminal
    }

    /// Runs the payment step on the terminal and returns how it ended.
    public func authorize(_ request: PaymentRequest) async -> PaymentOutcome {
        await step.run(request, with: TerminalPayer(terminal: terminal))
    }
}
