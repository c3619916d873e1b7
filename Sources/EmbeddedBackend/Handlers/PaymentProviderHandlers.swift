import Foundation
import InProcessHost
import Networking

extension ShopService {
    /// `POST /v1/provider/tokens`: takes a test card and returns its token. Only the card's behaviour, brand and
    /// last four digits are kept; the number, expiry and code are dropped with the request.
    func tokenizeCard(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let card = try StrictJSON.decode(CardRequest.self, from: request.body)
        guard (12...19).contains(card.number.count), card.number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .invalidField("number", "must be 12 to 19 digits")
        }
        guard (1...12).contains(card.expiryMonth) else {
            throw .invalidField("expiryMonth", "must be between 1 and 12 (got \(card.expiryMonth))")
        }
        guard (2000...2099).contains(card.expiryYear) else {
            throw .invalidField("expiryYear", "must be a four-digit year (got \(card.expiryYear))")
        }
        guard (3...4).contains(card.securityCode.count), card.securityCode.allSatisfy({ $0.isASCII && $0.isNumber })
        else { throw .invalidField("securityCode", "must be 3 or 4 digits") }
        guard let behaviour = TestCardBehaviour.cards[card.number] else {
            throw .unprocessable(
                "unknown_test_card", "the embedded provider takes only its test cards (see API.md, Test cards)")
        }
        let record = try store.write { operations throws(APIFailure) -> CardTokenRecord in
            let number = try operations.paymentRecordCounts().tokens + 1
            let record = CardTokenRecord(
                id: Self.paymentID("tok", number), lastFour: String(card.number.suffix(4)), brand: "visa",
                behaviour: behaviour, createdAt: currentTime)
            try operations.insertCardToken(record)
            return record
        }
        return try json(201, CardTokenBody(token: record.id, lastFour: record.lastFour, brand: record.brand))
    }

    /// `POST /v1/provider/authorizations`: reserves an amount on a token, once per `Idempotency-Key`.
    func authorizePayment(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let key = try idempotencyKey(request, route: "POST /v1/provider/authorizations")
        let body = try StrictJSON.decode(AuthorizationRequest.self, from: request.body)
        try requireText(body.token, field: "token")
        try requireText(body.reference, field: "reference", maximumLength: 255)
        guard body.amountMinor > 0 else { throw .invalidField("amountMinor", "must be positive") }
        guard body.currency.count == 3, body.currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            throw .invalidField("currency", "must be an ISO 4217 code such as USD")
        }
        let now = currentTime
        let decision = try store.write { operations throws(APIFailure) -> PaymentAuthorizationRecord? in
            if let earlier = try operations.authorization(idempotencyKey: key) {
                guard earlier.amount == body.amountMinor, earlier.currency == body.currency,
                    earlier.reference == body.reference
                else {
                    throw .unprocessable(
                        "idempotency_key_reused",
                        "Idempotency-Key \"\(APIFailure.excerpt(key))\" was already used for another payment "
                            + "(\(earlier.id)); use a new key for a new payment")
                }
                return earlier
            }
            guard let token = try operations.cardToken(id: body.token) else {
                throw .notFound("card_token", id: body.token, field: "token")
            }
            switch token.behaviour {
            case .declined: throw Self.decline("card_declined", "the card's bank declined the payment")
            case .insufficientFunds: throw Self.decline("insufficient_funds", "not enough funds on the card")
            case .expired: throw Self.decline("expired_card", "the card has expired")
            case .timeout:
                throw APIFailure(
                    status: 504, code: "provider_timeout", message: "the card's bank did not answer in time; try again")
            case .approved, .challenge:
                break
            }
            let number = try operations.paymentRecordCounts().authorizations + 1
            let record = PaymentAuthorizationRecord(
                id: Self.paymentID("auth", number), idempotencyKey: key, tokenID: token.id, amount: body.amountMinor,
                currency: body.currency, reference: body.reference,
                status: token.behaviour == .challenge ? .challengeRequired : .authorized,
                challengeID: token.behaviour == .challenge ? Self.paymentID("ch", number) : nil, orderID: nil,
                createdAt: now)
            try operations.saveAuthorization(record)
            return record
        }
        return try decisionResponse(decision)
    }

    /// `POST /v1/provider/challenges/{id}`: the cardholder's answer to the bank's challenge.
    func answerChallenge(id: String, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let answer = try StrictJSON.decode(ChallengeAnswer.self, from: request.body)
        try requireText(answer.code, field: "code", maximumLength: 16)
        let decision = try store.write { operations throws(APIFailure) -> PaymentAuthorizationRecord? in
            guard var record = try operations.authorization(challengeID: id) else {
                throw .notFound("challenge", id: id)
            }
            guard record.status == .challengeRequired else { return record }  // answered before: the same decision
            guard answer.code == TestCardBehaviour.challengePassCode else {
                // Failed: nothing is reserved, and the payment's key is free for another try.
                try operations.deleteAuthorization(id: record.id)
                return nil
            }
            record.status = .authorized
            try operations.saveAuthorization(record)
            return record
        }
        guard let decision else { throw Self.decline("challenge_failed", "the bank's code was not confirmed") }
        return try decisionResponse(decision)
    }

    /// `GET /v1/provider/authorizations?reference=…`: the merchant's view of what was reserved for a reference.
    func listAuthorizations(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let query = try QueryParameters(request.query, allowed: ["reference"])
        guard let reference = try query.string("reference", maximumLength: 255) else {
            throw .invalidField("reference", "is required")
        }
        let records = try store.read { operations throws(APIFailure) in
            try operations.authorizations(reference: reference)
        }
        return try json(200, AuthorizationListBody(items: records.map(AuthorizationBody.init)))
    }

    private func decisionResponse(_ record: PaymentAuthorizationRecord?) throws(APIFailure) -> HTTPResponse {
        guard let record else { throw .internalError("an authorization was expected") }
        return try json(record.status == .authorized ? 201 : 202, AuthorizationBody(record))
    }

    /// The request's `Idempotency-Key`: present, not blank, at most 255 characters.
    func idempotencyKey(_ request: HTTPRequest, route: String) throws(APIFailure) -> String {
        let key = request.headers["Idempotency-Key"]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !key.isEmpty else {
            throw APIFailure(
                status: 400, code: "idempotency_key_required",
                message: "\(route) needs an Idempotency-Key header; reuse the same key when you retry")
        }
        guard key.count <= Self.maximumIdempotencyKeyLength else {
            throw .invalidField(
                "Idempotency-Key", "at most \(Self.maximumIdempotencyKeyLength) characters (got \(key.count))")
        }
        return key
    }

    private static func decline(_ code: String, _ message: String) -> APIFailure {
        APIFailure(status: 402, code: code, message: message)
    }

    static func paymentID(_ prefix: String, _ number: Int) -> String {
        let digits = String(number)
        return "\(prefix)-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}

/// The body of `POST /v1/provider/tokens`.
private struct CardRequest: Decodable {
    let number: String
    let expiryMonth: Int
    let expiryYear: Int
    let securityCode: String

    private enum CodingKeys: String, CodingKey, CaseIterable { case number, expiryMonth, expiryYear, securityCode }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        number = try container.decode(String.self, forKey: .number)
        expiryMonth = try container.decodeWholeNumber(forKey: .expiryMonth)
        expiryYear = try container.decodeWholeNumber(forKey: .expiryYear)
        securityCode = try container.decode(String.self, forKey: .securityCode)
    }
}

/// The body of `POST /v1/provider/authorizations`.
private struct AuthorizationRequest: Decodable {
    let token: String
    let amountMinor: Int
    let currency: String
    let reference: String

    private enum CodingKeys: String, CodingKey, CaseIterable { case token, amountMinor, currency, reference }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        token = try container.decode(String.self, forKey: .token)
        amountMinor = try container.decodeWholeNumber(forKey: .amountMinor)
        currency = try container.decode(String.self, forKey: .currency)
        reference = try container.decode(String.self, forKey: .reference)
    }
}

/// The body of `POST /v1/provider/challenges/{id}`.
private struct ChallengeAnswer: Decodable {
    let code: String

    private enum CodingKeys: String, CodingKey, CaseIterable { case code }

    init(from decoder: any Decoder) throws {
        code = try decoder.strictContainer(keyedBy: CodingKeys.self).decode(String.self, forKey: .code)
    }
}

private struct CardTokenBody: Encodable {
    let token: String
    let lastFour: String
    let brand: String
}

/// An authorization as the provider shows it.
private struct AuthorizationBody: Encodable {
    let decision: String
    let authorizationID: String?
    let challengeID: String?
    let amountMinor: Int
    let currency: String
    let reference: String
    let orderID: String?

    init(_ record: PaymentAuthorizationRecord) {
        decision = record.status.rawValue
        authorizationID = record.status == .authorized ? record.id : nil
        challengeID = record.status == .challengeRequired ? record.challengeID : nil
        amountMinor = record.amount
        currency = record.currency
        reference = record.reference
        orderID = record.orderID
    }

    private enum CodingKeys: String, CodingKey {
        case decision, authorizationID, challengeID, amountMinor, currency, reference, orderID
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(decision, forKey: .decision)
        try container.encode(authorizationID, forKey: .authorizationID)
        try container.encode(challengeID, forKey: .challengeID)
        try container.encode(amountMinor, forKey: .amountMinor)
        try container.encode(currency, forKey: .currency)
        try container.encode(reference, forKey: .reference)
        try container.encode(orderID, forKey: .orderID)
    }
}

private struct AuthorizationListBody: Encodable {
    let items: [AuthorizationBody]
}
