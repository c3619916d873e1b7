import InProcessHost

/// A ``ShopStore`` in plain memory: state is a value, so a `write` works on a copy and keeps it only on success.
final class InMemoryShopStore: ShopStore {
    struct State {
        var sold: [String: Int] = [:]
        var sessions: [String: SessionRecord] = [:]
        var quotes: [String: QuoteBody] = [:]
        var orders: [String: OrderRecord] = [:]
        var orderIDByQuote: [String: String] = [:]
        var orderIDsByNumber: [Int: String] = [:]
        var lastOrderNumber = 0
        var idempotency: [String: IdempotencyRecord] = [:]
        var cardTokens: [String: CardTokenRecord] = [:]
        var authorizations: [String: PaymentAuthorizationRecord] = [:]
        var authorizationsMade = 0
    }

    private var state = State()

    func read<Result>(_ body: (any StoreOperations) throws(APIFailure) -> Result) throws(APIFailure) -> Result {
        try body(Operations(state: state, writable: false))
    }

    func write<Result>(_ body: (any StoreOperations) throws(APIFailure) -> Result) throws(APIFailure) -> Result {
        let operations = Operations(state: state, writable: true)
        let result = try body(operations)
        state = operations.state
        return result
    }

    private final class Operations: StoreOperations {
        var state: State
        let writable: Bool

        init(state: State, writable: Bool) {
            self.state = state
            self.writable = writable
        }

        private func requireWritable() throws(APIFailure) {
            guard writable else { throw .internalError("a read transaction tried to write") }
        }

        private static func idempotencyKey(_ customerID: String, _ key: String) -> String { "\(customerID)\n\(key)" }

        func soldQuantities() -> [String: Int] { state.sold }

        func addSold(variantID: String, quantity: Int) throws(APIFailure) {
            try requireWritable()
            state.sold[variantID, default: 0] += quantity
        }

        func insertSession(_ session: SessionRecord) throws(APIFailure) {
            try requireWritable()
            state.sessions[session.token] = session
        }

        func session(token: String) -> SessionRecord? { state.sessions[token] }

        func deleteSession(token: String) throws(APIFailure) {
            try requireWritable()
            state.sessions[token] = nil
        }

        func insertQuote(_ quote: QuoteBody) throws(APIFailure) {
            try requireWritable()
            state.quotes[quote.quoteID] = quote
        }

        func quote(id: String) -> QuoteBody? { state.quotes[id] }

        func lastOrderNumber() -> Int { state.lastOrderNumber }

        func insertOrder(_ order: OrderRecord) throws(APIFailure) {
            try requireWritable()
            guard state.orders[order.body.id] == nil, state.orderIDByQuote[order.body.quoteID] == nil,
                state.orderIDsByNumber[order.number] == nil
            else { throw .internalError("order \(order.body.id) collides with an existing order") }
            state.orders[order.body.id] = order
            state.orderIDByQuote[order.body.quoteID] = order.body.id
            state.orderIDsByNumber[order.number] = order.body.id
            state.lastOrderNumber = max(state.lastOrderNumber, order.number)
        }

        func order(id: String) -> OrderRecord? { state.orders[id] }

        func orderID(quoteID: String) -> String? { state.orderIDByQuote[quoteID] }

        func orders(customerID: String, numberBelow number: Int?, limit: Int) -> [OrderRecord] {
            Array(
                state.orders.values
                    .filter { $0.customerID == customerID && $0.number < (number ?? .max) }
                    .sorted { $0.number > $1.number }
                    .prefix(limit))
        }

        func idempotencyRecord(customerID: String, key: String) -> IdempotencyRecord? {
            state.idempotency[Self.idempotencyKey(customerID, key)]
        }

        func insertIdempotencyRecord(_ record: IdempotencyRecord) throws(APIFailure) {
            try requireWritable()
            let key = Self.idempotencyKey(record.customerID, record.key)
            guard state.idempotency[key] == nil else {
                throw .internalError("idempotency key \(record.key) is already recorded")
            }
            state.idempotency[key] = record
        }

        func paymentRecordCounts() -> (tokens: Int, authorizations: Int) {
            (state.cardTokens.count, state.authorizationsMade)
        }

        func insertCardToken(_ token: CardTokenRecord) throws(APIFailure) {
            try requireWritable()
            state.cardTokens[token.id] = token
        }

        func cardToken(id: String) -> CardTokenRecord? { state.cardTokens[id] }

        func saveAuthorization(_ authorization: PaymentAuthorizationRecord) throws(APIFailure) {
            try requireWritable()
            if state.authorizations[authorization.id] == nil { state.authorizationsMade += 1 }
            state.authorizations[authorization.id] = authorization
        }

        func deleteAuthorization(id: String) throws(APIFailure) {
            try requireWritable()
            state.authorizations[id] = nil
        }

        func authorization(id: String) -> PaymentAuthorizationRecord? { state.authorizations[id] }

        func authorization(idempotencyKey: String) -> PaymentAuthorizationRecord? {
            state.authorizations.values.first { $0.idempotencyKey == idempotencyKey }
        }

        func authorization(challengeID: String) -> PaymentAuthorizationRecord? {
            state.authorizations.values.first { $0.challengeID == challengeID }
        }

        func authorizations(reference: String) -> [PaymentAuthorizationRecord] {
            state.authorizations.values.filter { $0.reference == reference }.sorted { $0.id < $1.id }
        }
    }
}
