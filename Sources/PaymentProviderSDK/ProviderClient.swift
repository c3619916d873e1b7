import Foundation

/// The payment provider's client: tokenizes a card, authorizes an amount on a token, and answers the bank's
/// challenge. A stand-in for a real provider's SDK, speaking the provider endpoint described in the embedded
/// backend's `API.md` (`/v1/provider/...`).
///
/// Card details go to the provider in ``tokenize(_:)`` and nowhere else; everything after works on the token.
public struct ProviderClient: Sendable {
    private let transport: any ProviderTransport

    /// A client that reaches the provider through `transport`.
    public init(transport: any ProviderTransport) {
        self.transport = transport
    }

    /// Hands the card to the provider and returns its token. The card is not kept.
    public func tokenize(_ card: ProviderCard) async throws(ProviderError) -> CardToken {
        let body = TokenRequest(
            number: card.number, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear,
            securityCode: card.securityCode)
        let reply = try await send("/v1/provider/tokens", headers: [:], body)
        guard reply.status == 201 else { throw Self.failure(reply) }
        let token = try Self.decode(TokenReply.self, reply)
        return CardToken(id: token.token, lastFour: token.lastFour, brand: token.brand)
    }

    /// Asks to reserve `amountMinor` of `currency` on the card behind `token`, for the merchant's `reference`.
    ///
    /// Every retry of one payment passes the same `idempotencyKey`: the provider then answers with the decision it
    /// already made instead of reserving again.
    public func authorize(
        token: CardToken, amountMinor: Int, currency: String, reference: String, idempotencyKey: String
    ) async throws(ProviderError) -> ProviderDecision {
        let body = AuthorizationRequest(
            token: token.id, amountMinor: amountMinor, currency: currency, reference: reference)
        return try Self.decision(
            try await send("/v1/provider/authorizations", headers: ["Idempotency-Key": idempotencyKey], body))
    }

    /// Answers the bank's challenge with the code the cardholder typed.
    public func completeChallenge(_ challengeID: String, code: String) async throws(ProviderError) -> ProviderDecision {
        try Self.decision(
            try await send("/v1/provider/challenges/\(challengeID)", headers: [:], ChallengeAnswer(code: code)))
    }

    private func send(
        _ path: String, headers: [String: String], _ body: some Encodable
    ) async throws(ProviderError) -> ProviderReply {
        let data: Data
        do {
            data = try JSONEncoder().encode(body)
        } catch {
            throw .unexpected("could not encode the request: \(error)")
        }
        do {
            return try await transport.post(
                path: path, headers: headers.merging(["Content-Type": "application/json"]) { own, _ in own },
                body: data)
        } catch {
            throw .unanswered("no answer from the provider (\(error))")
        }
    }

    private static func decision(_ reply: ProviderReply) throws(ProviderError) -> ProviderDecision {
        switch reply.status {
        case 200, 201, 202:
            let decision = try decode(DecisionReply.self, reply)
            switch (decision.decision, decision.authorizationID, decision.challengeID) {
            case ("authorized", let id?, _): return .authorized(authorizationID: id)
            case ("challenge_required", _, let id?): return .challengeRequired(challengeID: id)
            default: throw .unexpected("an answer with the decision \(decision.decision) and no ID for it")
            }
        case 402:
            let code = try decode(ErrorReply.self, reply).error.code
            guard let decline = ProviderDeclineCode(rawValue: code) else {
                throw .unexpected("a decline with the unknown code \(code)")
            }
            return .declined(decline)
        default:
            throw failure(reply)
        }
    }

    private static func failure(_ reply: ProviderReply) -> ProviderError {
        let error = (try? decode(ErrorReply.self, reply))?.error
        if reply.status >= 500 || reply.status == 408 || reply.status == 429 {
            return .unanswered(error?.message ?? "the provider answered \(reply.status)")
        }
        guard let error else { return .unexpected("the provider answered \(reply.status) without an error body") }
        if reply.status == 400 || reply.status == 422 {
            let field = error.message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? "card"
            return .invalidCard(field: error.code == "invalid_field" ? field : "card", message: error.message)
        }
        return .unexpected("\(error.code): \(error.message)")
    }

    private static func decode<Body: Decodable>(_ type: Body.Type, _ reply: ProviderReply) throws(ProviderError) -> Body
    {
        guard reply.body.count <= 64 * 1024 else { throw .unexpected("an answer over 64 KiB") }
        do {
            return try JSONDecoder().decode(type, from: reply.body)
        } catch {
            throw .unexpected("an answer that is not \(type): \(error)")
        }
    }
}

private struct TokenRequest: Encodable {
    let number: String
    let expiryMonth: Int
    let expiryYear: Int
    let securityCode: String
}

private struct TokenReply: Decodable {
    let token: String
    let lastFour: String
    let brand: String
}

private struct AuthorizationRequest: Encodable {
    let token: String
    let amountMinor: Int
    let currency: String
    let reference: String
}

private struct ChallengeAnswer: Encodable {
    let code: String
}

private struct DecisionReply: Decodable {
    let decision: String
    let authorizationID: String?
    let challengeID: String?
}

private struct ErrorReply: Decodable {
    struct Body: Decodable {
        let code: String
        let message: String
    }

    let error: Body
}
