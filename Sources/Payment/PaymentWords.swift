import FeatureState
import PaymentContract
import TerminalUI

/// Every word the payer reads or types in the terminal's payment step.
enum PaymentWords {
    static let cancelWords: Set<String> = ["cancel", "c"]
    static let cardInstructions =
        "Card number, expiry (MM/YY) and security code, each on its own line (not shown "
        + "as you type); cancel to stop"
    static let numberPrompt = "card number: "
    static let expiryPrompt = "expiry (MM/YY): "
    static let securityCodePrompt = "security code: "
    static let challengePrompt = "bank's code: "

    static func problem(_ problem: CardProblem) -> String {
        switch problem {
        case .entry(.numberNotDigits): "the card number must be 12 to 19 digits; type it again"
        case .entry(.numberMistyped): "that card number has a mistyped digit; type it again"
        case .entry(.expiryUnreadable): "the expiry must be MM/YY, such as 04/29; type it again"
        case .entry(.expired): "that expiry date has passed; type another card"
        case .entry(.securityCodeUnreadable): "the security code is the 3 or 4 digits on the card; type it again"
        case .refusedByProvider(let message): "the provider refused the card: \(message); type it again"
        }
    }

    static func lines(for progress: PaymentProgress, in context: RenderContext) -> [TerminalText] {
        switch progress {
        case .started(let amount, let currency):
            return ScreenFrame.heading("Payment", in: context)
                + ["  Amount due  \(MoneyFormat.string(minorUnits: amount, currencyCode: currency))"]
        case .cardAccepted(let description):
            return ["  Card  \(description)"]
        case .challengeAsked:
            return ["  Your bank asks you to confirm this payment with the code it sent you (cancel to stop)"]
        case .ended(let outcome):
            return [TerminalText(context.fitted("  " + summary(of: outcome)))]
        }
    }

    static func summary(of outcome: PaymentOutcome) -> String {
        switch outcome {
        case .authorized(let receipt):
            "Authorized: \(MoneyFormat.string(minorUnits: receipt.amountMinorUnits, currencyCode: receipt.currencyCode)) "
                + "on \(receipt.cardDescription) (\(receipt.authorizationID))"
        case .declined(let reason): "Declined: \(decline(reason)); nothing was charged"
        case .abandoned: "Payment cancelled; nothing was charged"
        case .unanswered: "The payment provider did not answer; paying again cannot charge twice"
        }
    }

    static func decline(_ reason: PaymentDeclineReason) -> String {
        switch reason {
        case .declined: "the card's bank said no"
        case .insufficientFunds: "not enough funds on the card"
        case .expiredCard: "the card has expired"
        case .challengeFailed: "the bank's code was not confirmed"
        }
    }
}
