import FeatureState
import Foundation
import Networking
import Testing

@testable import CheckoutFeature

/// A quote or an order reply whose figures do not hold is refused at the boundary, naming the field and what was
/// wrong; an order reply charging another total than quoted is kept and the difference shown.
@Suite struct CheckoutReplyFigureTests {
    static let expiry = Date(timeIntervalSince1970: 1_800_000_000)
    /// Two kettles at 49.00 and a towel at 12.50: subtotal 110.50.
    static let valid = CheckoutJSON.quote(id: "q-1", expiresAt: expiry)

    private func refusal(_ json: String) -> String? {
        do {
            let dto = try APIJSON.decode(QuoteDTO.self, from: Data(json.utf8))
            _ = try dto.model(basis: QuoteBasis(lines: [], couponCode: nil))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aQuoteThatAddsUpIsAccepted() {
        #expect(refusal(Self.valid) == nil)
        #expect(refusal(CheckoutJSON.quote(id: "q-1", discount: 1_050, shipping: 495, expiresAt: Self.expiry)) == nil)
    }

    @Test func aNegativeUnitPriceIsRefused() {
        let json = CheckoutJSON.quote(
            id: "q-1",
            lines: [.init(productID: "p-1", variantID: "v-1", name: "K", variantName: "", quantity: 1, unit: -500)],
            expiresAt: Self.expiry)
        #expect(
            refusal(json)
                == "unexpected reply: QuoteDTO at lines.0.unitPrice.amount: expected an amount of zero or more, found -500"
        )
    }

    @Test func aSecondCurrencyIsRefused() {
        let json = Self.valid.replacingOccurrences(
            of: #""subtotal": {"amount": 11050, "currency": "USD"}"#,
            with: #""subtotal": {"amount": 11050, "currency": "EUR"}"#)
        #expect(json != Self.valid)
        #expect(
            refusal(json)
                == "unexpected reply: QuoteDTO at subtotal.currency: expected the reply's one currency USD, found EUR")
    }

    @Test func aLineTotalOtherThanUnitPriceTimesQuantityIsRefused() {
        let json = Self.valid.replacingOccurrences(
            of: #""lineTotal": {"amount": 9800, "currency": "USD"}"#,
            with: #""lineTotal": {"amount": 9000, "currency": "USD"}"#)
        #expect(json != Self.valid)
        #expect(
            refusal(json)
                == "unexpected reply: QuoteDTO at lines.0.lineTotal: expected unit price × quantity = USD 49.00 × 2 = "
                + "USD 98.00, found USD 90.00")
    }

    @Test func aSubtotalOtherThanTheSumOfTheLinesIsRefused() {
        let json = Self.valid.replacingOccurrences(
            of: #""subtotal": {"amount": 11050,"#, with: #""subtotal": {"amount": 10000,"#)
        #expect(json != Self.valid)
        #expect(
            refusal(json)
                == "unexpected reply: QuoteDTO at subtotal: expected the sum of the line totals, USD 110.50, found "
                + "USD 100.00")
    }

    @Test func aTotalOtherThanSubtotalLessDiscountPlusShippingIsRefused() {
        let json = Self.valid.replacingOccurrences(
            of: #""total": {"amount": 11050,"#, with: #""total": {"amount": 5000,"#)
        #expect(json != Self.valid)
        #expect(
            refusal(json)
                == "unexpected reply: QuoteDTO at total: expected subtotal − discount + shipping = USD 110.50, found "
                + "USD 50.00")
    }

    @Test func aDiscountLargerThanTheSubtotalIsRefused() {
        let json = CheckoutJSON.quote(id: "q-1", discount: 20_000, expiresAt: Self.expiry)
        #expect(
            refusal(json)
                == "unexpected reply: QuoteDTO at discount: expected at most the subtotal USD 110.50, found USD 200.00")
    }

    @Test func anOrderReplyChargingAnotherTotalIsKeptWithTheDifferenceShown() throws {
        let reply =
            #"{"id": "o-9", "lines": [{"productID": "p-1", "name": "Kettle", "variantName": "", "quantity": 2, "lineTotal": {"amount": 20000, "currency": "USD"}}], "total": {"amount": 20000, "currency": "USD"}}"#
        let dto = try APIJSON.decode(OrderDTO.self, from: Data(reply.utf8))
        let quoted = Money(minorUnits: 11_050, currencyCode: "USD")
        let confirmation = try dto.model(quotedTotal: quoted)
        #expect(confirmation.chargedOtherThanQuoted)
        #expect(try !dto.model(quotedTotal: Money(minorUnits: 20_000, currencyCode: "USD")).chargedOtherThanQuoted)
        let state = CheckoutState(placement: OrderPlacement(status: .placed(confirmation)))
        let lines = CheckoutView.lines(for: state, now: Self.expiry, in: .plain).map(\.plainText).joined(separator: " ")
        #expect(
            lines.contains(
                "The shop charged USD 200.00, not the USD 110.50 it quoted. Check the order in your profile and "
                    + "contact the shop if the total is wrong."))
    }

    @Test func anOrderReplyWithANegativeTotalIsRefused() throws {
        let reply =
            #"{"id": "o-9", "lines": [{"productID": "p-1", "name": "Kettle", "variantName": "", "quantity": 2, "lineTotal": {"amount": 20000, "currency": "USD"}}], "total": {"amount": -1, "currency": "USD"}}"#
        let dto = try APIJSON.decode(OrderDTO.self, from: Data(reply.utf8))
        #expect(
            throws: NetworkError.undecodable(
                type: "OrderDTO", codingPath: "total.amount", reason: "expected an amount of zero or more, found -1")
        ) { try dto.model() }
    }
}
