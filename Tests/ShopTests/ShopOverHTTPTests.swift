import EmbeddedBackend
import ExecutableTesting
import Foundation
import InProcessHost
import Networking
import Testing

/// The built `shop --api-url` against the shop API served over a real socket on 127.0.0.1: every request of a
/// purchase goes through URLSession, HTTP/1.1 and back.
@Suite(.timeLimit(.minutes(3)))
struct ShopOverHTTPTests {
    static let fixedTime = "2026-11-29T12:00:00Z"

    /// A backend on the same frozen clock as the app, so quotes do not expire between the two.
    private func backend(failureRules: [FailureRule] = []) throws -> EmbeddedShopBackend {
        let now = try Date(Self.fixedTime, strategy: .iso8601)
        return try EmbeddedShopBackend(
            configuration: EmbeddedBackendConfiguration(now: { now }, failureRules: failureRules))
    }

    /// Runs the built `shop` against `server`.
    private func runShop(
        against server: LoopbackShopServer, input: [String], extraArguments: [String] = []
    ) async throws -> BuiltExecutable.Run {
        let shop = try BuiltExecutable(named: "shop")
        let arguments = ["--in-memory", "--api-url", server.baseURL, "--fixed-time", Self.fixedTime] + extraArguments
        return try await shop.run(arguments, input: input, timeout: 120)
    }

    private func screens(_ title: String, in output: String) -> [String] {
        output.components(separatedBy: "\n== ").dropFirst().filter { $0.hasPrefix(title + " ") }
    }

    private func exchanges(
        _ method: HTTPMethod, _ path: String, on server: LoopbackShopServer
    ) -> [LoopbackShopServer.Exchange] {
        server.exchanges.filter { $0.request.method == method && $0.request.path == path }
    }

    @Test func aPurchaseOverHTTPShowsUpInTheProfile() async throws {
        try await LoopbackShopServer.run(backend: try backend()) { server in
            let run = try await runShop(
                against: server,
                input: [
                    "search kettle", "open 1", "add", "cart", "place", "login ada@example.com lovelace-1815",
                    "address 1", "place", "4242 4242 4242 4242", "12/40", "123", "back", "profile",
                ])
            #expect(run.status == 0, "\(run.standardError)")

            let confirmation = try #require(
                screens("Checkout", in: run.standardOutput).first { $0.contains(" placed: ") })
            #expect(confirmation.contains("Order o-000001 placed"))
            let profile = try #require(screens("Profile", in: run.standardOutput).last)
            #expect(profile.contains("Ada Lovelace"))
            #expect(profile.split(separator: "\n").filter { $0.contains("o-0000") }.count == 1, "\(profile)")
            #expect(profile.contains("cart 0"))

            // Each step reached the server over the socket, with the query and the session it needed.
            let search = try #require(exchanges(.get, "/v1/products", on: server).first)
            #expect(search.request.query.contains(QueryItem("q", "kettle")))
            #expect(search.response?.status == 200)
            #expect(exchanges(.post, "/v1/sessions", on: server).map { $0.response?.status } == [201])
            #expect(exchanges(.post, "/v1/quotes", on: server).allSatisfy { $0.response?.status == 201 })
            let orders = exchanges(.post, "/v1/orders", on: server)
            #expect(orders.map { $0.response?.status } == [201])
            #expect(orders.first?.request.headers["authorization"]?.hasPrefix("Bearer ") == true)
            #expect(exchanges(.get, "/v1/orders", on: server).last?.response?.status == 200)
            // The placed order crossed the network once: its reply was the whole order, never asked for again.
            #expect(server.exchanges.filter { $0.request.path.hasPrefix("/v1/orders/") }.isEmpty)
        }
    }

    @Test func aLostOrderResponseAndARetryGiveExactlyOneOrder() async throws {
        let lostOnce = FailureRule.next(1, .responseLost, on: RequestPattern(.post, "/v1/orders"))
        try await LoopbackShopServer.run(backend: try backend(failureRules: [lostOnce])) { server in
            let run = try await runShop(
                against: server,
                input: [
                    "profile", "login ada@example.com lovelace-1815", "home", "search kettle", "open 1", "add",
                    "cart", "address 1", "place", "4242 4242 4242 4242", "12/40", "123", "place", "profile",
                ])
            #expect(run.status == 0, "\(run.standardError)")
            // How the empty reply is worded depends on the platform's URLSession; that it was no answer does not.
            #expect(run.standardOutput.contains("No answer while placing the order (could not reach the server"))

            // The first attempt was placed but its connection closed with no reply; the retry carried the same
            // key and got the first attempt's order back instead of a second one.
            let orders = exchanges(.post, "/v1/orders", on: server)
            #expect(orders.count == 2)
            #expect(orders.first?.response == nil)
            #expect(orders.last?.response?.status == 201)
            #expect(orders.last?.response?.headers["idempotency-replayed"] == "true")
            let keys = orders.map { $0.request.headers["idempotency-key"] }
            #expect(keys.count == 2 && keys[0] != nil && keys[0] == keys[1])

            let profile = try #require(screens("Profile", in: run.standardOutput).last)
            let orderRows = profile.split(separator: "\n").filter { $0.contains("o-0000") }
            #expect(orderRows.count == 1, "exactly one order after a lost response and a retry:\n\(profile)")
            #expect(orderRows.first?.contains("o-000001") == true)
        }
    }

    @Test(
        .enabled(
            if: LoopbackShopServer.canListen(on: "127.0.0.2"),
            "127.0.0.2 cannot be bound here (macOS binds only 127.0.0.1 unless `ifconfig lo0 alias 127.0.0.2` is run)"))
    func aRedirectToAnotherHostAfterLoginNeverCarriesTheTokenThere() async throws {
        try await LoopbackShopServer.run(backend: try backend(), address: "127.0.0.2") { elsewhere in
            let target = "\(elsewhere.baseURL)/v1/me"
            try await LoopbackShopServer.run(backend: try backend(), misbehaving: ["/v1/me": .redirect(to: target)]) {
                server in
                // --allow-insecure-http changes nothing here: the refusal is about the redirect, not about http.
                let run = try await runShop(
                    against: server, input: Self.loginWithAKettleInTheCart, extraArguments: ["--allow-insecure-http"])
                #expect(run.status == 0, "\(run.standardError)")

                // The user is told where the shop tried to send the request, and that it did not go there.
                try expectProfileFailure(
                    "the server redirected the request to \(target), another server; the redirect was not followed, so "
                        + "nothing of the request (the session included) went there",
                    in: run)
                // Nothing reached the other host: not the token, not any request at all.
                #expect(elsewhere.exchanges.isEmpty, "\(elsewhere.exchanges.map(\.request))")
                #expect(exchanges(.get, "/v1/me", on: server).first?.response?.status == 302)
                try expectSessionAndCartKept(run: run, server: server)
            }
        }
    }

    /// Add a kettle to the cart, then log in on the profile screen (which asks for `/v1/me`), then look at the cart.
    private static let loginWithAKettleInTheCart = [
        "search kettle", "open 1", "add", "profile", "login ada@example.com lovelace-1815", "cart",
    ]

    /// The profile screen said why `/v1/me` failed, in `reason`.
    private func expectProfileFailure(
        _ reason: String, in run: BuiltExecutable.Run, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let profile = try #require(screens("Profile", in: run.standardOutput).last, sourceLocation: sourceLocation)
        let unwrapped = profile.split(separator: "\n").joined(separator: " ")
        #expect(
            unwrapped.contains("Could not load your profile: \(reason)"), "\(profile)", sourceLocation: sourceLocation)
    }

    /// After a failed `/v1/me`, the login's session is still the one in use and the cart still holds the kettle.
    private func expectSessionAndCartKept(
        run: BuiltExecutable.Run, server: LoopbackShopServer, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        // The next request (the order history) went to the shop with the token the login got.
        let login = try #require(
            exchanges(.post, "/v1/sessions", on: server).first?.response, sourceLocation: sourceLocation)
        struct NewSession: Decodable { var token: String }
        let token = try APIJSON.decode(NewSession.self, from: login.body).token
        let history = try #require(exchanges(.get, "/v1/orders", on: server).first, sourceLocation: sourceLocation)
        #expect(history.request.headers["authorization"] == "Bearer \(token)", sourceLocation: sourceLocation)
        let cart = try #require(screens("Checkout", in: run.standardOutput).last, sourceLocation: sourceLocation)
        #expect(cart.contains("cart 1"), "\(cart)", sourceLocation: sourceLocation)
    }

    /// A hostile answer to `/v1/me` and what the profile screen says about it.
    struct HostileAnswer: Sendable, CustomTestStringConvertible {
        let misbehaviour: LoopbackShopServer.Misbehaviour
        /// What the screen says, given the server's base URL.
        let reason: @Sendable (_ baseURL: String) -> String
        let testDescription: String
    }

    static let hostileAnswers = [
        HostileAnswer(
            misbehaviour: .endlessBody,
            reason: { _ in "the server's reply was larger than the limit of 1048576 bytes; it was not read any further"
            },
            testDescription: "an endless body"),
        HostileAnswer(
            misbehaviour: .reply(contentType: "text/html", body: "<html><body>Sign in to the Wi-Fi</body></html>"),
            reason: { _ in "unexpected reply: text/html instead of JSON" }, testDescription: "an HTML page"),
        HostileAnswer(
            misbehaviour: .reply(contentType: "application/json", body: #"{"id": "c-1", "name": "#),
            reason: { _ in "unexpected reply: CustomerDTO at top level: malformed JSON" },
            testDescription: "malformed JSON"),
        HostileAnswer(
            misbehaviour: .redirect(to: "/v1/me"),
            reason: { "the server's redirects went round in a loop (back to \($0)/v1/me)" },
            testDescription: "a redirect to itself"),
    ]

    @Test(arguments: hostileAnswers)
    func aHostileAnswerAfterLoginIsExplainedAndChangesNothing(_ answer: HostileAnswer) async throws {
        try await LoopbackShopServer.run(backend: try backend(), misbehaving: ["/v1/me": answer.misbehaviour]) {
            server in
            let run = try await runShop(against: server, input: Self.loginWithAKettleInTheCart)
            #expect(run.status == 0, "\(run.standardError)")
            try expectProfileFailure(answer.reason(server.baseURL), in: run)
            try expectSessionAndCartKept(run: run, server: server)
        }
    }

    @Test func plainHTTPToAnotherMachineIsRefusedAtStartUnlessAllowedByName() async throws {
        let shop = try BuiltExecutable(named: "shop")
        let refused = try await shop.run(["--in-memory", "--api-url", "http://example.com"], input: ["quit"])
        #expect(refused.status == 64)
        #expect(
            refused.standardError
                == "shop: --api-url http://example.com is plain http to another machine, so the session token would "
                + "cross the network unencrypted; use https, or add --allow-insecure-http to accept that\n")
        #expect(refused.standardOutput.isEmpty, "nothing started")

        let help = try await shop.run(["--help"])
        #expect(help.standardOutput.contains("--allow-insecure-http"))
    }
}
