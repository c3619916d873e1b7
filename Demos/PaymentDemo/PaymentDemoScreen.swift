import FeatureState
import PaymentContract
import TerminalUI

/// The demo's only screen: `pay` runs the payment step for the demo's amount, and the outcomes so far are listed.
/// Every payment is a new one (a new key); `repay` asks for the last one again with its key, as a caller retrying
/// after no answer does.
@MainActor
final class PaymentDemoScreen: TerminalScreen {
    private let payment: any PaymentAuthorizing
    private let amount: Int
    private let currency: String
    private var outcomes: [(request: PaymentRequest, outcome: PaymentOutcome)] = []

    init(payment: any PaymentAuthorizing, amount: Int, currency: String) {
        self.payment = payment
        self.amount = amount
        self.currency = currency
    }

    let title = "Payment demo"
    let commands = [
        CommandHelp("pay", "pay the demo's amount (a new payment)"),
        CommandHelp("repay", "pay the last payment again, with its key: it is charged at most once"),
    ]

    func appear() async {}

    func render(in context: RenderContext) -> [TerminalText] {
        let due = MoneyFormat.string(minorUnits: amount, currencyCode: currency)
        guard !outcomes.isEmpty else { return ["  \(due) to pay. Type pay."] }
        return outcomes.enumerated().map { index, entry in
            "  \(index + 1). \(entry.request.merchantReference)  \(describe(entry.outcome))"
        }
    }

    func handle(_ command: Command) async -> CommandOutcome {
        switch command.name {
        case "pay":
            let reference = "demo-\(outcomes.count + 1)"
            await pay(
                PaymentRequest(
                    amountMinorUnits: amount, currencyCode: currency, merchantReference: reference,
                    idempotencyKey: reference))
            return .rerender
        case "repay":
            guard let last = outcomes.last?.request else { return .rejected("nothing paid yet; type pay") }
            await pay(last)
            return .rerender
        default:
            return .unrecognized
        }
    }

    private func pay(_ request: PaymentRequest) async {
        outcomes.append((request, await payment.authorize(request)))
    }

    private func describe(_ outcome: PaymentOutcome) -> String {
        switch outcome {
        case .authorized(let receipt): "authorized \(receipt.authorizationID) on \(receipt.cardDescription)"
        case .declined(let reason): "declined (\(reason))"
        case .abandoned: "cancelled"
        case .unanswered: "no answer from the provider"
        }
    }
}
