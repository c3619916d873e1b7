import Analytics
import Foundation
import Networking
import NetworkingTesting
import Persistence
import TerminalUI
import Testing
import UserSession

@testable import ProfileFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct ProfileScreenTests {
    private func makeScreen(
        _ harness: ProfileHarness, at destination: ProfileEntry.Destination = .overview
    ) -> any TerminalScreen {
        ProfileEntry.makeScreen(dependencies: harness.dependencies, startingAt: destination) { output in
            harness.outputs.append(output)
        }
    }

    private func run(_ line: String, on screen: any TerminalScreen) async -> CommandOutcome {
        guard let command = Command(parsing: line) else {
            Issue.record("'\(line)' is not a command")
            return .unrecognized
        }
        return await screen.handle(command)
    }

    @Test func loggedOutShowsHowToLogInAndBothSpellingsWork() async throws {
        let harness = try ProfileHarness()
        let screen = makeScreen(harness)
        await screen.appear()
        #expect(
            screen.render(in: .plain).map(\.plainText) == ["You are not logged in.", "Type login <email> to log in."])

        harness.expectLogin(
            password: "bad pass", reply: .error(status: 401, code: "invalid_credentials", message: "wrong"))
        #expect(await run(#"log in ada@example.com "bad pass""#, on: screen) == .rerender)
        #expect(screen.render(in: .plain).map(\.plainText).contains("! email or password is wrong"))

        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrders(token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.page([])))
        #expect(await run("login ada@example.com lovelace-1815", on: screen) == .rerender)
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.starts(with: ["Ada Lovelace", "ada@example.com"]))
        #expect(lines.contains("No orders yet."))
        #expect(!lines.joined().contains("lovelace-1815"))
        #expect(!lines.joined().contains(ProfileJSON.issuedToken))
        #expect(harness.outputs == [.loggedIn])
    }

    @Test func overviewDrawsAddressesAndOrdersWithFormattedTotals() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectCustomer()
        harness.expectOrders(
            reply: .ok(
                ProfileJSON.page(
                    [ProfileJSON.summary("o-000012", itemCount: 4, total: 149_990)], nextCursor: "c1")))
        let screen = makeScreen(harness)
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.contains { $0.hasPrefix("1  Home") && $0.hasSuffix("12 St James's Square, London SW1Y 4JH, GB") })
        #expect(lines.contains { $0.hasPrefix("1  o-000012  2027-01-15") && $0.hasSuffix("4  USD 1,499.90") })
        #expect(lines.contains("Type more for the next page, or order <row> to see one."))
        #expect(lines.allSatisfy { $0.count <= RenderContext.plain.width })
    }

    @Test func orderOneAsksTheHostToShowTheOrder() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectCustomer()
        harness.expectOrders(reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000002")])))
        let screen = makeScreen(harness)
        await screen.appear()
        #expect(await run("order 1", on: screen) == .rerender)
        #expect(harness.outputs == [.orderSelected(orderID: "o-000002")])
        #expect(screen.render(in: .plain).map(\.plainText).first == "Ada Lovelace", "the overview stays")
        #expect(await run("back", on: screen) == .unrecognized, "back is the host's")
    }

    @Test func orderDetailDrawsLinesTotalsAddressAndNoteThenOpen() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        let screen = makeScreen(harness, at: .order(orderID: "o-000002"))
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.first == "Order o-000002")
        #expect(lines.contains("Placed 2027-01-15 08:30 UTC · placed"))
        #expect(lines.contains { $0.contains("Copper Kettle (1.5 l)") && $0.hasSuffix("2   USD 45.00   USD 90.00") })
        #expect(lines.contains("Subtotal  USD 100.00"))
        #expect(lines.contains("Discount  -USD 10.00  (coupon TENOFF)"))
        #expect(lines.contains("Shipping    USD 0.00"))
        #expect(lines.contains("Total      USD 90.00"))
        #expect(lines.contains("Shipped to Ada Lovelace, 12 St James's Square, London SW1Y 4JH, GB"))
        #expect(lines.contains("Gift note: “Happy birthday”"))

        #expect(await run("open 1", on: screen) == .rerender)
        #expect(harness.outputs == [.productSelected(productID: "p-0042")])
        #expect(await run("back", on: screen) == .unrecognized, "leaving the order is the host's back")
    }

    @Test func aNegativeDiscountIsRefusedAndAnUnnamedVariantShowsNoParentheses() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        let order = ProfileJSON.order("o-000002")
            .replacingOccurrences(
                of: #""discount": {"amount": 1000,"#, with: #""discount": {"amount": \#(Int.min),"#
            )
            .replacingOccurrences(of: #""variantName": "Blue""#, with: #""variantName": """#)
        harness.expectOrder("o-000002", reply: .ok(order))
        let screen = makeScreen(harness, at: .order(orderID: "o-000002"))
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(
            lines.joined(separator: " ").contains(
                "unexpected reply: OrderDTO at discount.amount: expected an amount of zero or more, found "
                    + "-9223372036854775808"))
        let unnamed = ProfileJSON.order("o-000003").replacingOccurrences(
            of: #""variantName": "Blue""#, with: #""variantName": """#)
        harness.expectOrder("o-000003", reply: .ok(unnamed))
        let other = makeScreen(harness, at: .order(orderID: "o-000003"))
        await other.appear()
        let shown = other.render(in: .plain).map(\.plainText)
        #expect(shown.contains { $0.hasPrefix("2  Stoneware Mug ") })
        #expect(!shown.joined().contains("()"))
    }

    @Test func openedOnAnOrderBackBelongsToTheHost() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        let screen = makeScreen(harness, at: .order(orderID: "o-000002"))
        await screen.appear()
        #expect(screen.render(in: .plain).map(\.plainText).first == "Order o-000002")
        #expect(await run("back", on: screen) == .unrecognized, "the host leaves the screen; no list was seen")
        #expect(screen.render(in: .plain).map(\.plainText).first == "Order o-000002")
    }

    @Test func staleOrdersSayWhenTheyWereSaved() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.clock.advance(by: 90 * 60)
        harness.expectCustomer(.failure(.transport("no network")))
        harness.expectOrders(reply: .failure(.transport("no network")))
        let screen = makeScreen(harness)
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.contains("Possibly out of date (saved 2027-01-15 08:00 UTC)."))
        #expect(lines.contains("The shop could not be asked: could not reach the server: no network"))
        #expect(lines.contains("Type retry to load it from the shop again."))
        #expect(lines.contains { $0.contains("o-000002") })
    }

    @Test func badArgumentsAreExplainedInOneLineAndChangeNothing() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectCustomer()
        harness.expectOrders(reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000002")])))
        let screen = makeScreen(harness)
        await screen.appear()
        let before = screen.render(in: .plain).map(\.plainText)
        for line in [
            "order", "order 1 2", "order 9", "order ../x", "open", "open x", "open 1", "more", "more 2", "refresh now",
            "retry it", "logout now", "log", "log sideways", "login", "login a b c", "login ada-example.com secret",
            "log in ada@example.com lovelace-1815",
        ] {
            let outcome = await run(line, on: screen)
            guard case .rejected(let reason) = outcome else {
                Issue.record("\(line) should be rejected, got \(outcome)")
                continue
            }
            #expect(!reason.contains("\n"))
            #expect(
                ScreenFrame.rejection(reason, in: .plain).map(\.plainText) == ["! \(reason)"],
                "fits one line: \(reason)")
            #expect(!reason.contains("lovelace-1815") && !reason.contains("secret"))
        }
        #expect(screen.render(in: .plain).map(\.plainText) == before)
        #expect(await run("dance", on: screen) == .unrecognized)
        #expect(harness.client.receivedRequests.count == 2)
    }

    @Test func loginWithAnEmailAsksForThePasswordAsAHiddenLine() async throws {
        let harness = try ProfileHarness()
        let screen = makeScreen(harness)
        await screen.appear()
        #expect(await run("login ada@example.com", on: screen) == .asksForSecret(prompt: "Password: "))
        #expect(harness.client.receivedRequests.isEmpty, "nothing is sent before the password")

        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrders(token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.page([])))
        #expect(await screen.handleSecret("lovelace-1815") == .rerender)
        #expect(screen.render(in: .plain).map(\.plainText).starts(with: ["Ada Lovelace", "ada@example.com"]))
        #expect(!screen.render(in: .plain).map(\.plainText).joined().contains("lovelace-1815"))
        #expect(harness.outputs == [.loggedIn])
        #expect(harness.tracker.names.contains("logged_in"))
        #expect(!harness.tracker.events.contains { $0.properties.values.contains("lovelace-1815") })
    }

    @Test func thePasswordLineIsTakenFromAScriptAndNeverWritten() async throws {
        let harness = try ProfileHarness()
        let screen = makeScreen(harness)
        await screen.appear()
        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrders(token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.page([])))
        let (terminal, recorder) = Terminal.scripted(["lovelace-1815"])
        let command = try #require(Command(parsing: "log in ada@example.com"))
        #expect(await screen.handle(command, askingOn: terminal) == .rerender)
        #expect(harness.outputs == [.loggedIn])
        #expect(recorder.lines.isEmpty)
    }

    @Test func aRefusedLoginStillTakesThePasswordLineAndNeverShowsIt() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectCustomer()
        harness.expectOrders(reply: .ok(ProfileJSON.page([])))
        let screen = makeScreen(harness)
        await screen.appear()
        #expect(await run("login ada@example.com", on: screen) == .asksForSecret(prompt: "Password: "))
        #expect(
            await screen.handleSecret("lovelace-1815")
                == .rejected("you are already logged in; type logout first to switch accounts"))
        #expect(await run("login not-an-email", on: screen) == .asksForSecret(prompt: "Password: "))
        guard case .rejected(let reason) = await screen.handleSecret("lovelace-1815") else {
            Issue.record("a bad email must be refused")
            return
        }
        #expect(!reason.contains("lovelace-1815"))
    }

    @Test func inputEndingBeforeThePasswordLogsNobodyIn() async throws {
        let harness = try ProfileHarness()
        let screen = makeScreen(harness)
        await screen.appear()
        #expect(await screen.handleSecret("stray") == .rejected("nothing asked for a password"))
        #expect(await run("login ada@example.com", on: screen) == .asksForSecret(prompt: "Password: "))
        #expect(await screen.handleSecret(nil) == .rejected("not logged in: input ended before the password"))
        #expect(harness.client.receivedRequests.isEmpty)
        #expect(harness.outputs.isEmpty)
    }

    @Test func startingAtLoginAsksToContinue() async throws {
        let harness = try ProfileHarness()
        let screen = makeScreen(harness, at: .login)
        await screen.appear()
        #expect(screen.render(in: .plain).map(\.plainText).first == "Log in to continue.")
    }
}

/// The terminal's words for each refusal, login failure and notice, tested once here; model tests assert the cases.
@Suite struct ProfileWordsTests {
    @Test func eachRefusalReadsAsTheTerminalShowedItBefore() {
        let notAnID = "is neither a row number nor an order id such as o-000001"
        let cases: [(ProfileRefusal, String, String)] = [
            (.alreadyLoggedIn, "login", "you are already logged in; type logout first to switch accounts"),
            (.loginInProgress, "login", "a login is already in progress"),
            (
                .missingCredentials, "login",
                "log in needs an email, then the password when asked: login ada@example.com"
            ),
            (
                .notAnEmailAddress("ada.example.com"), "login",
                "'ada.example.com' is not an email address; type login <email>"
            ),
            (.emailTooLong(maximumLength: 254), "login", "an email address can be at most 254 characters long"),
            (.passwordTooLong(maximumLength: 128), "login", "a password can be at most 128 characters long"),
            (.notLoggedIn, "logout", "you are not logged in"),
            (.notLoggedIn, "more", "log in first: login <email>"),
            (.notLoggedIn, "order", "log in first: login <email>"),
            (
                .sessionNotRemoved(.storage(.full("disk full"))), "logout",
                "the session could not be removed from this device: the session could not be stored: "
                    + "database or disk is full: disk full"
            ),
            (.orderIsOpen, "more", "this screen shows one order: type back to leave it, then more"),
            (.noOrders, "more", "there are no orders yet"),
            (.ordersNotLoaded, "more", "the orders have not loaded yet"),
            (.ordersAreSavedCopy, "more", "these orders are a saved copy; type retry to load them from the shop first"),
            (.noMorePages, "more", "that was the last page of orders"),
            (.nextPageLoading, "more", "the next page is already loading"),
            (.noSuchOrderRow(2, rowCount: 1), "order", "no row 2; choose a row from 1 to 1, or give an order id"),
            (
                .noSuchOrderRow(1, rowCount: 0), "order",
                "there are no order rows to choose from; give an order id such as o-000001"
            ),
            (.malformedOrderID("../admin"), "order", "'../admin' \(notAnID)"),
            (.noOrderOpen, "open", "open an order first with order <row|id>, then open <line>"),
            (.orderNotLoaded, "open", "the order has not loaded"),
            (.noSuchLine(3, lineCount: 2), "open", "no line 3; choose a line from 1 to 2"),
            (.nothingToRetry, "retry", "nothing failed, so there is nothing to retry"),
        ]
        for (refusal, command, message) in cases {
            #expect(refusal.message(refusing: command) == message)
        }
    }

    @Test func theOverviewAndAnOrderWordTheirFailedAndEmptyStates() {
        let signedIn = ProfileState.Session.loggedIn(customerID: "c-0001")
        let failed = ProfileView.lines(
            for: ProfileState(session: signedIn, profile: .failed(.timedOut), orders: .empty), in: .plain
        ).map(\.plainText)
        #expect(failed.contains("Could not load your profile: the server did not answer in time"))
        #expect(failed.contains("No orders yet."))
        let order = ProfileView.lines(
            for: ProfileState(
                session: signedIn, openOrder: OpenOrder(orderID: "o-0001", detail: .failed(.timedOut))),
            in: .plain
        ).map(\.plainText)
        #expect(
            order == [
                "Order o-0001", "Could not load the order: the server did not answer in time",
                "Type retry to try again.",
                "Type back to leave it.",
            ])
    }

    @Test func loginFailuresAndNoticesReadAsTheyDid() {
        let failures: [(ProfileState.LoginFailure, String)] = [
            (.wrongCredentials, "email or password is wrong"),
            (.unreachable(.timedOut), "could not log in: the server did not answer in time; type retry to try again"),
            (
                .refused(.status(code: 403, error: APIErrorBody(code: "locked", message: "account locked"))),
                "could not log in: account locked (HTTP 403, locked)"
            ),
            (
                .sessionNotKept(.storage(.readOnly("attempt to write a readonly database"))),
                "could not keep the session on this device: the session could not be stored: "
                    + "database is read-only: attempt to write a readonly database"
            ),
        ]
        for (failure, message) in failures {
            #expect(failure.message == message)
            let drawn = ProfileView.lines(for: ProfileState(login: .failed(failure)), in: .plain).map(\.plainText)
            #expect(drawn.contains("! \(message)"), "\(drawn)")
        }
        let notices: [(ProfileNotice, [String])] = [
            (.notAnOrderID("x/y"), ["'x/y' is not an order id, so the overview is shown instead."]),
            (.loggedOut, ["Logged out."]),
            (
                .loggedOutShopNotTold(.transport("connection refused")),
                [
                    "Logged out on this device.",
                    "The shop could not be told, so the session ends when it expires: could not reach the server: "
                        + "connection refused",
                ]
            ),
            (.sessionEnded, ["Your session has ended; log in again."]),
        ]
        let problems: [(ProfileStorageProblem, String)] = [
            (
                .savedOrdersNotRemoved(.full("disk full")),
                "saved orders could not be removed from this device: database or disk is full: disk full"
            ),
            (
                .endedSessionNotRemoved(.storage(.closed)),
                "the ended session could not be removed from this device: the session could not be stored: "
                    + "database is closed"
            ),
            (
                .savedOrdersNotRead(.corrupt("bad page")),
                "saved orders could not be read: database is corrupt: bad page"
            ),
            (
                .savedOrderNotRead(.locked("profile_order_details")),
                "the saved order could not be read: database table is locked: profile_order_details"
            ),
            (
                .ordersNotSavedOffline(.full("disk full")),
                "orders could not be saved for offline use: database or disk is full: disk full"
            ),
        ]
        for (problem, message) in problems {
            #expect(problem.message == message)
            #expect(
                ProfileView.lines(for: ProfileState(storageProblem: problem), in: .plain).map(\.plainText).first
                    == message)
        }
        for (notice, lines) in notices {
            #expect(notice.lines == lines)
            let drawn = ProfileView.lines(for: ProfileState(notice: notice), in: .plain).map(\.plainText)
            #expect(Array(drawn.prefix(lines.count)) == lines, "\(drawn)")
        }
    }
}
