import EmbeddedBackend
import Foundation
import InProcessHost
import Networking
import Payment
import PaymentContract
import TerminalUI
import Testing

/// The payment step on a scripted terminal against the embedded backend's provider endpoint and its test cards.
@MainActor
struct TerminalPaymentTests {
    static let approved = "4242 4242 4242 4242"
    static let request = PaymentRequest(
        amountMinorUnits: 4_200, currencyCode: "USD", merchantReference: "ref-1", idempotencyKey: "key-1")

    /// Pays `request` with the typed `lines` and returns the outcome and what the terminal showed.
    func pay(
        _ lines: [String], request: PaymentRequest = Self.request, on backend: EmbeddedShopBackend? = nil
    ) async throws -> (PaymentOutcome, String) {
        let server = try backend ?? EmbeddedShopBackend()
        let (terminal, recorder) = Terminal.scripted(lines)
        let payment = TerminalPayment(providerClient: server, terminal: terminal)
        let outcome = await payment.authorize(request)
        return (outcome, recorder.text)
    }

    @Test func theApprovedCardIsAuthorizedForTheAmountAndShownOnlyByItsLastFourDigits() async throws {
        let (outcome, shown) = try await pay([Self.approved, "12/30", "123"])
        #expect(
            outcome
                == .authorized(
                    PaymentReceipt(
                        authorizationID: "auth-000001", amountMinorUnits: 4_200, currencyCode: "USD",
                        cardDescription: "visa •••• 4242")))
        #expect(shown.contains("Amount due  USD 42.00"))
        #expect(shown.contains("visa •••• 4242"))
        #expect(!shown.contains("4242 4242") && !shown.contains("42424242") && !shown.contains("12/30"))
    }

    @Test func eachDecliningTestCardSaysWhyAndNothingIsAuthorized() async throws {
        let cases: [(String, PaymentOutcome, String)] = [
            ("4000 0000 0000 0002", .declined(.declined), "Declined: the card's bank said no"),
            ("4000 0000 0000 9995", .declined(.insufficientFunds), "Declined: not enough funds on the card"),
            ("4000 0000 0000 0069", .declined(.expiredCard), "Declined: the card has expired"),
        ]
        for (card, expected, message) in cases {
            let (outcome, shown) = try await pay([card, "12/30", "123"])
            #expect(outcome == expected, "\(card)")
            #expect(shown.contains(message), "\(card)")
        }
    }

    @Test func theChallengeCardIsAuthorizedWithTheBanksCodeAndDeclinedWithAnother() async throws {
        let (passed, shown) = try await pay(["4000000000003220", "12/30", "123", "1234"])
        guard case .authorized(let receipt) = passed else {
            Issue.record("expected an authorization, got \(passed)")
            return
        }
        #expect(receipt.cardDescription == "visa •••• 3220")
        #expect(shown.contains("Your bank asks you to confirm this payment"))
        let (failed, _) = try await pay(["4000000000003220", "12/30", "123", "9999"])
        #expect(failed == .declined(.challengeFailed))
    }

    @Test func cancelAtAnyQuestionOrTheEndOfInputAbandonsThePayment() async throws {
        #expect(try await pay(["cancel"]).0 == .abandoned)
        #expect(try await pay([Self.approved, "12/30", "CANCEL"]).0 == .abandoned)
        #expect(try await pay(["4000000000003220", "12/30", "123", "cancel"]).0 == .abandoned)
        #expect(try await pay([Self.approved]).0 == .abandoned)
    }

    @Test func aMistypedFieldIsAskedForAgainAloneWithTheReason() async throws {
        // A mistyped number: only the number again, then an unreadable expiry: only the expiry again, which has
        // passed: the whole card again, whose code is too short: only the code again.
        let (outcome, shown) = try await pay([
            "4242 4242 4242 4241", "13/30", "12", Self.approved, "01/20",
            Self.approved, "12/30", "12", "123",
        ])
        guard case .authorized(let receipt) = outcome else {
            Issue.record("expected an authorization after the corrections, got \(outcome)")
            return
        }
        #expect(receipt.cardDescription == "visa •••• 4242")
        #expect(shown.contains("that card number has a mistyped digit; type it again"))
        #expect(shown.contains("the expiry must be MM/YY, such as 04/29; type it again"))
        #expect(shown.contains("that expiry date has passed; type another card"))
        #expect(shown.contains("the security code is the 3 or 4 digits on the card; type it again"))
        let instructions = shown.components(separatedBy: "Card number, expiry (MM/YY) and security code").count - 1
        #expect(instructions == 2, "the whole card is asked for at the start and after the expired card only")
    }

    @Test func theProviderTimeoutCardIsUnanswered() async throws {
        let (outcome, shown) = try await pay(["4000 0000 0000 0119", "12/30", "123"])
        #expect(outcome == .unanswered)
        #expect(shown.contains("did not answer"))
    }

    @Test func aLostAuthorizationReplyPaidAgainWithTheSameKeyIsChargedOnce() async throws {
        let backend = try EmbeddedShopBackend()
        await backend.addFailureRule(
            .next(1, .responseLost, on: RequestPattern(.post, "/v1/provider/authorizations")))
        let (lost, _) = try await pay([Self.approved, "12/30", "123"], on: backend)
        #expect(lost == .unanswered)
        let (again, _) = try await pay([Self.approved, "12/30", "123"], on: backend)
        guard case .authorized(let receipt) = again else {
            Issue.record("expected the authorization made before the reply was lost, got \(again)")
            return
        }
        #expect(receipt.authorizationID == "auth-000001")
        let listed = try await backend.send(
            HTTPRequest(method: .get, path: "/v1/provider/authorizations", query: [QueryItem("reference", "ref-1")]))
        let items = try JSONSerialization.jsonObject(with: listed.body) as? [String: Any]
        #expect((items?["items"] as? [Any])?.count == 1)
    }
}
