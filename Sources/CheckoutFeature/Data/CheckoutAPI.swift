import CartStore
import FeatureState
import Foundation
import Networking

/// Checkout's calls to price and order, mapping wire shapes into Checkout's own models at the boundary.
struct CheckoutAPI: Sendable {
    let client: any HTTPClient

    /// `POST /v1/quotes`: locks prices for `basis`.
    func quote(_ basis: QuoteBasis) async throws(NetworkError) -> Quote {
        let body = QuoteRequestDTO(
            lines: basis.lines.map {
                QuoteRequestDTO.Line(productID: $0.productID, variantID: $0.variantID, quantity: $0.quantity)
            },
            couponCode: basis.couponCode)
        let response = try await client.decoded(
            try HTTPRequest.json(.post, "/v1/quotes", body: body), as: QuoteDTO.self)
        return try response.model(basis: basis)
    }

    /// `POST /v1/orders` with the attempt's key and exact body; `quotedTotal` is what the quote it names said.
    func placeOrder(_ attempt: OrderAttempt, quotedTotal: Money? = nil) async throws(NetworkError) -> OrderConfirmation
    {
        let request = HTTPRequest(
            method: .post, path: "/v1/orders",
            headers: ["Content-Type": "application/json", "Idempotency-Key": attempt.idempotencyKey],
            body: attempt.body)
        return try await client.decoded(request, as: OrderDTO.self).model(quotedTotal: quotedTotal)
    }

    /// A new attempt at placing `draft`, paid by `paymentAuthorizationID`, its body encoded once so every retry
    /// sends the same bytes.
    static func makeAttempt(
        key: String, draft: OrderDraft, paymentAuthorizationID: String
    ) throws(NetworkError) -> OrderAttempt {
        let body = OrderRequestDTO(
            quoteID: draft.quoteID, shippingAddressID: draft.shippingAddressID, giftNote: draft.giftNote,
            paymentAuthorizationID: paymentAuthorizationID)
        return OrderAttempt(
            idempotencyKey: key, draft: draft, paymentAuthorizationID: paymentAuthorizationID,
            body: try APIJSON.encode(body))
    }

    /// The attempt that `pending` recorded, to send again byte for byte with its key. Its draft is read back from
    /// the body for comparison only (a body that no longer reads gives an empty draft, which no new checkout
    /// matches); what is sent is always the recorded body.
    static func attempt(resuming pending: PendingOrder) -> OrderAttempt {
        let body = try? APIJSON.decode(OrderRequestDTO.self, from: pending.request)
        let draft = OrderDraft(
            quoteID: body?.quoteID ?? "", shippingAddressID: body?.shippingAddressID ?? "", giftNote: body?.giftNote,
            lines: pending.lines.map(CheckoutLine.init), total: Money(minorUnits: 0, currencyCode: ""))
        return OrderAttempt(
            idempotencyKey: pending.idempotencyKey, draft: draft,
            paymentAuthorizationID: body?.paymentAuthorizationID ?? "", body: pending.request)
    }

    /// What the cart store keeps of `attempt` while it is in doubt: the key, the exact body and the lines.
    static func pendingOrder(for attempt: OrderAttempt) -> PendingOrder {
        PendingOrder(
            idempotencyKey: attempt.idempotencyKey, request: attempt.body,
            lines: attempt.draft.lines.map {
                CartLine(productID: $0.productID, variantID: $0.variantID, quantity: $0.quantity)
            })
    }
}

/// The body of `POST /v1/quotes`.
struct QuoteRequestDTO: Encodable {
    struct Line: Encodable {
        let productID: String
        let variantID: String?
        let quantity: Int
    }

    let lines: [Line]
    let couponCode: String?
}

/// A quote, as `POST /v1/quotes` returns it.
struct QuoteDTO: Decodable {
    struct Line: Decodable {
        let productID: String
        let variantID: String
        let name: String
        let variantName: String
        let quantity: Int
        let unitPrice: MoneyDTO
        let lineTotal: MoneyDTO
    }

    struct Coupon: Decodable {
        let code: String
        let description: String
    }

    let quoteID: String
    let expiresAt: Date
    let currency: String
    let lines: [Line]
    let subtotal: MoneyDTO
    let discount: MoneyDTO
    let shipping: MoneyDTO
    let total: MoneyDTO
    let coupon: Coupon?

    /// The quote, refused unless its figures hold (``ReplyFigures/requireBreakdown(currency:lines:subtotal:discount:shipping:total:)``):
    /// one currency, no negative amount, lines × quantities = subtotal, subtotal − discount + shipping = total.
    func model(basis: QuoteBasis) throws(NetworkError) -> Quote {
        do {
            try ReplyFigures.requireBreakdown(
                currency: currency,
                lines: lines.map {
                    ReplyFigures.Line(quantity: $0.quantity, unitPrice: $0.unitPrice, lineTotal: $0.lineTotal)
                },
                subtotal: subtotal, discount: discount, shipping: shipping, total: total)
        } catch {
            throw .undecodable(type: "QuoteDTO", codingPath: error.path, reason: error.reason)
        }
        return Quote(
            id: quoteID, basis: basis,
            lines: lines.map { line in
                QuotedLine(
                    productID: line.productID, variantID: line.variantID, name: line.name,
                    variantName: line.variantName, quantity: line.quantity, unitPrice: line.unitPrice.money,
                    lineTotal: line.lineTotal.money)
            },
            subtotal: subtotal.money, discount: discount.money, shipping: shipping.money, total: total.money,
            currencyCode: currency, expiresAt: expiresAt,
            coupon: coupon.map { AppliedCoupon(code: $0.code, description: $0.description) })
    }
}

/// The body of `POST /v1/orders`. Every key is always written (`giftNote` as `null` when there is none), so
/// the same draft always encodes to the same bytes. It is read back from a pending order after a restart.
struct OrderRequestDTO: Codable {
    let quoteID: String
    let shippingAddressID: String
    let giftNote: String?
    let paymentAuthorizationID: String

    private enum CodingKeys: String, CodingKey { case quoteID, shippingAddressID, giftNote, paymentAuthorizationID }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(quoteID, forKey: .quoteID)
        try container.encode(shippingAddressID, forKey: .shippingAddressID)
        try container.encode(giftNote, forKey: .giftNote)
        try container.encode(paymentAuthorizationID, forKey: .paymentAuthorizationID)
    }
}

/// A placed order, as `POST /v1/orders` returns it (the whole order); Checkout reads what it confirms to the user,
/// so nobody needs to ask for the order again.
struct OrderDTO: Decodable {
    struct Line: Decodable {
        let productID: String
        let name: String
        let variantName: String
        let quantity: Int
        let lineTotal: MoneyDTO
    }

    let id: String
    let lines: [Line]
    let total: MoneyDTO

    /// The confirmation, refusing quantities that are not positive or whose sum does not fit an `Int` and a
    /// negative total, so a broken reply is an error rather than a crash. A total other than `quotedTotal` is kept
    /// with it, for the confirmation to show.
    func model(quotedTotal: Money? = nil) throws(NetworkError) -> OrderConfirmation {
        do {
            try ReplyFigures.requireNonNegative(total, at: "total.amount")
        } catch {
            throw .undecodable(type: "OrderDTO", codingPath: error.path, reason: error.reason)
        }
        var itemCount = 0
        for (index, line) in lines.enumerated() {
            let (sum, overflow) = itemCount.addingReportingOverflow(line.quantity)
            guard line.quantity > 0, !overflow else {
                throw .undecodable(
                    type: "OrderDTO", codingPath: "lines.\(index).quantity",
                    reason: "expected a positive quantity whose total fits, found \(line.quantity)")
            }
            itemCount = sum
        }
        return OrderConfirmation(
            orderID: id, itemCount: itemCount, total: total.money, quotedTotal: quotedTotal,
            lines: lines.map {
                OrderConfirmation.Line(
                    productID: $0.productID, name: $0.name, variantName: $0.variantName, quantity: $0.quantity,
                    lineTotal: $0.lineTotal.money)
            })
    }
}
