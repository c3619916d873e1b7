import Foundation
import InProcessHost
import Networking

extension ShopService {
    static let maximumGiftNoteLength = 200
    static let maximumIdempotencyKeyLength = 255

    /// `POST /v1/orders`: places the quote as an order, exactly once per `Idempotency-Key`.
    ///
    /// Everything after validation happens in one store transaction: the key lookup, the quote and stock
    /// checks, the order, the stock decrement and the idempotency record commit together or not at all.
    func placeOrder(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let (_, account) = try authenticate(request)
        let key = try idempotencyKey(request, route: "POST /v1/orders")
        let body = try validated(StrictJSON.decode(OrderRequest.self, from: request.body))
        // An order is paid for: `validated` refused a body that names no authorization.
        let payment = body.paymentAuthorizationID ?? ""
        let fingerprint = String(decoding: try encode(body), as: UTF8.self)
        let placedAt = currentTime

        let outcome = try store.write { operations throws(APIFailure) -> PlacementOutcome in
            if let record = try operations.idempotencyRecord(customerID: account.customerID, key: key) {
                guard record.requestFingerprint == fingerprint else {
                    throw .unprocessable(
                        "idempotency_key_reused",
                        "Idempotency-Key \"\(key)\" was already used for a different request (order \(record.orderID)); "
                            + "use a new key for a new order")
                }
                return .replayed(record)
            }
            guard let quote = try operations.quote(id: body.quoteID) else {
                throw .notFound("quote", id: body.quoteID, field: "quoteID")
            }
            guard placedAt < quote.expiresAt else {
                throw .conflict(
                    "quote_expired",
                    "quote \(quote.quoteID) expired at \(ISO8601DateFormatter().string(from: quote.expiresAt)); "
                        + "ask for a new quote")
            }
            if let orderID = try operations.orderID(quoteID: quote.quoteID) {
                throw .conflict(
                    "quote_stale", "quote \(quote.quoteID) was already used by order \(orderID); ask for a new quote")
            }
            guard let address = account.addresses.first(where: { $0.id == body.shippingAddressID }) else {
                throw .notFound("address", id: body.shippingAddressID, field: "shippingAddressID")
            }
            let soldNow = try operations.soldQuantities()
            for (position, line) in quote.lines.enumerated() {
                guard let (product, variant) = catalogue.variant(id: line.variantID) else {
                    throw .internalError("quote \(quote.quoteID) names unknown variant \(line.variantID)")
                }
                try checkStock(
                    variant, of: product, quantity: line.quantity,
                    available: max(0, variant.initialStock - soldNow[variant.id, default: 0]),
                    field: "quote line \(position)")
            }
            try claimPayment(payment, key: key, quote: quote, operations: operations)
            let number = try operations.lastOrderNumber() + 1
            let order = OrderBody(
                id: Self.orderID(number: number), quote: quote, placedAt: placedAt, shippingAddress: address,
                giftNote: body.giftNote)
            let responseBody = try encode(order)
            try operations.insertOrder(OrderRecord(number: number, customerID: account.customerID, body: order))
            if var authorization = try operations.authorization(id: payment) {
                authorization.orderID = order.id
                try operations.saveAuthorization(authorization)
            }
            for line in quote.lines { try operations.addSold(variantID: line.variantID, quantity: line.quantity) }
            let record = IdempotencyRecord(
                customerID: account.customerID, key: key, requestFingerprint: fingerprint, orderID: order.id,
                status: 201, responseBody: responseBody, createdAt: placedAt)
            try operations.insertIdempotencyRecord(record)
            return .placed(record, quote.lines)
        }

        switch outcome {
        case .placed(let record, let lines):
            for line in lines { sold[line.variantID, default: 0] += line.quantity }
            return HTTPResponse(
                status: record.status, headers: ["Content-Type": "application/json"], body: record.responseBody)
        case .replayed(let record):
            return HTTPResponse(
                status: record.status, headers: ["Content-Type": "application/json", "Idempotency-Replayed": "true"],
                body: record.responseBody)
        }
    }

    /// Checks that the payment authorization may pay for `quote`: it exists, is authorized, was made under the
    /// same attempt's `Idempotency-Key`, covers exactly the quote's total, and has paid for no other order.
    private func claimPayment(
        _ authorizationID: String, key: String, quote: QuoteBody, operations: any StoreOperations
    ) throws(APIFailure) {
        guard let authorization = try operations.authorization(id: authorizationID) else {
            throw .notFound("payment_authorization", id: authorizationID, field: "paymentAuthorizationID")
        }
        guard authorization.status == .authorized else {
            throw .unprocessable(
                "payment_not_authorized", "payment \(authorizationID) is still waiting for the bank's challenge")
        }
        guard authorization.idempotencyKey == key else {
            throw .unprocessable(
                "payment_key_mismatch",
                "payment \(authorizationID) was made under another Idempotency-Key; pay and order with the same key")
        }
        guard authorization.amount == quote.total.amount, authorization.currency == quote.total.currency else {
            throw .unprocessable(
                "payment_amount_mismatch",
                "payment \(authorizationID) covers \(authorization.amount) \(authorization.currency) but the order "
                    + "totals \(quote.total.amount) \(quote.total.currency); pay the quote's total")
        }
        if let orderID = authorization.orderID {
            throw .conflict("payment_already_used", "payment \(authorizationID) already paid for order \(orderID)")
        }
    }

    private enum PlacementOutcome {
        case placed(IdempotencyRecord, [PricedLineBody])
        case replayed(IdempotencyRecord)
    }

    /// The request with its fields checked, and an empty gift note turned into none. An order names the payment
    /// that pays for it: without one it is refused with `402 payment_required`.
    private func validated(_ body: OrderRequest) throws(APIFailure) -> OrderRequest {
        try requireText(body.quoteID, field: "quoteID", maximumLength: 64)
        try requireText(body.shippingAddressID, field: "shippingAddressID", maximumLength: 64)
        guard let payment = body.paymentAuthorizationID else {
            throw APIFailure(
                status: 402, code: "payment_required",
                message: "an order is placed only when paid: authorize the quote's total with POST "
                    + "/v1/provider/authorizations under this order's Idempotency-Key, then send its authorizationID "
                    + "as paymentAuthorizationID")
        }
        try requireText(payment, field: "paymentAuthorizationID", maximumLength: 64)
        guard let note = body.giftNote else { return body }
        guard note.count <= Self.maximumGiftNoteLength else {
            throw .invalidField("giftNote", "at most \(Self.maximumGiftNoteLength) characters (got \(note.count))")
        }
        return OrderRequest(
            quoteID: body.quoteID, shippingAddressID: body.shippingAddressID, giftNote: note.isEmpty ? nil : note,
            paymentAuthorizationID: body.paymentAuthorizationID)
    }

    /// `GET /v1/orders`: the customer's orders, newest first.
    func listOrders(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let query = try QueryParameters(request.query, allowed: ["cursor", "limit"])
        let limit = try query.integer("limit", in: 1...50) ?? 20
        var below: Int?
        if let cursor = try query.string("cursor", maximumLength: 128) {
            guard let data = Base64URL.decode(cursor), let text = String(data: data, encoding: .utf8),
                text.hasPrefix("o1."), let number = Int(text.dropFirst(3)), number > 0
            else {
                throw APIFailure(
                    status: 400, code: "invalid_cursor",
                    message: "cursor: not a cursor this route issued; start again without a cursor")
            }
            below = number
        }
        let (_, account) = try authenticate(request)
        let orders = try store.read { operations throws(APIFailure) in
            try operations.orders(customerID: account.customerID, numberBelow: below, limit: limit + 1)
        }
        let page = orders.prefix(limit)
        let nextCursor = orders.count > limit ? page.last.map { Base64URL.encode(Data("o1.\($0.number)".utf8)) } : nil
        let items = page.map { record in
            OrderSummaryBody(
                id: record.body.id, placedAt: record.body.placedAt, status: record.body.status,
                itemCount: record.body.lines.reduce(0) { $0 + $1.quantity }, total: record.body.total)
        }
        return try json(200, OrderPageBody(items: items, nextCursor: nextCursor))
    }

    /// `GET /v1/orders/{id}`: one of the customer's own orders.
    func orderDetail(id: String, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let (_, account) = try authenticate(request)
        let order = try store.read { operations throws(APIFailure) in try operations.order(id: id) }
        guard let order, order.customerID == account.customerID else { throw .notFound("order", id: id) }
        return try json(200, order.body)
    }

    static func orderID(number: Int) -> String {
        let digits = String(number)
        return "o-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}

extension OrderRequest {
    init(quoteID: String, shippingAddressID: String, giftNote: String?, paymentAuthorizationID: String?) {
        self.quoteID = quoteID
        self.shippingAddressID = shippingAddressID
        self.giftNote = giftNote
        self.paymentAuthorizationID = paymentAuthorizationID
    }
}
