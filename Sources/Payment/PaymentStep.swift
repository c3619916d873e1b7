import Foundation
import PaymentContract
internal import PaymentProviderSDK

/// The payment step, free of any terminal: asks for a card, has the provider tokenize it at once, authorizes the
/// amount on the token (answering the bank's challenge when it asks) and returns the outcome.
///
/// The typed card lives only in ``run(_:with:)``'s loop: it goes to the provider in one call and is dropped, so no
/// card number, expiry or code outlives the step, and none is logged or handed on.
@MainActor
struct PaymentStep {
    let provider: ProviderClient
    let now: @Sendable () -> Date

    func run(_ request: PaymentRequest, with payer: some PayerConversation) async -> PaymentOutcome {
        payer.report(.started(amountMinorUnits: request.amountMinorUnits, currencyCode: request.currencyCode))
        let outcome = await outcome(of: request, with: payer)
        payer.report(.ended(outcome))
        return outcome
    }

    private func outcome(of request: PaymentRequest, with payer: some PayerConversation) async -> PaymentOutcome {
        var problem: CardProblem?
        while true {
            guard let token = await tokenizedCard(after: &problem, with: payer) else { return .abandoned }
            guard let token = token else { return .unanswered }
            payer.report(.cardAccepted(description: Self.describe(token)))
            do {
                var decision = try await provider.authorize(
                    token: token, amountMinor: request.amountMinorUnits, currency: request.currencyCode,
                    reference: request.merchantReference, idempotencyKey: request.idempotencyKey)
                if case .challengeRequired(let challengeID) = decision {
                    payer.report(.challengeAsked)
                    guard let code = await payer.challengeCode() else { return .abandoned }
                    decision = try await provider.completeChallenge(challengeID, code: code)
                }
                switch decision {
                case .authorized(let authorizationID):
                    return .authorized(
                        PaymentReceipt(
                            authorizationID: authorizationID, amountMinorUnits: request.amountMinorUnits,
                            currencyCode: request.currencyCode, cardDescription: Self.describe(token)))
                case .declined(let code):
                    return .declined(Self.reason(code))
                case .challengeRequired:
                    return .unanswered  // a second challenge is not part of the provider's contract
                }
            } catch .invalidCard(_, let message) {
                problem = .refusedByProvider(message)
            } catch {
                return .unanswered
            }
        }
    }

    /// Asks for a card until the provider takes one: the token, `.some(nil)` when the provider did not answer, or
    /// nil when the payer left. After a field that is not right (a mistyped number, an unreadable expiry or code)
    /// only that field is asked for again; after an expired card or the provider's refusal, the whole card.
    private func tokenizedCard(
        after problem: inout CardProblem?, with payer: some PayerConversation
    ) async -> CardToken?? {
        var kept: TypedCard?
        while true {
            let typed: TypedCard
            if let earlier = kept, let problem, case .entry(let error) = problem, let field = error.fieldToRetype {
                guard let answer = await payer.field(field, after: problem) else { return nil }
                typed = earlier.replacing(field, with: answer)
            } else {
                guard let card = await payer.card(after: problem) else { return nil }
                typed = card
            }
            kept = typed
            do throws(CardEntryError) {
                let card = try typed.checked(at: now())
                do {
                    return .some(try await provider.tokenize(card))
                } catch .invalidCard(_, let message) {
                    problem = .refusedByProvider(message)
                    kept = nil
                } catch {
                    return .some(nil)
                }
            } catch {
                problem = .entry(error)
            }
        }
    }

    static func describe(_ token: CardToken) -> String { "\(token.brand) •••• \(token.lastFour)" }

    static func reason(_ code: ProviderDeclineCode) -> PaymentDeclineReason {
        switch code {
        case .cardDeclined: .declined
        case .insufficientFunds: .insufficientFunds
        case .expiredCard: .expiredCard
        case .challengeFailed: .challengeFailed
        }
    }
}
