// ProfileDemo: the Profile feature alone, on the embedded backend. `swift run ProfileDemo --help`.
import DemoHost
import EmbeddedBackend
import Foundation
import Networking
import OrderConfirmations
import ProfileFeature
import TerminalUI
import UserSession

let account = DemoAccount.ada

let status = await DemoHost.run(
    program: "ProfileDemo",
    summary: "Log in and out, see the profile, saved addresses, order history and order detail; with the shop "
        + "unreachable the saved orders are shown. Demo account: \(account.email) / \(account.password). "
        + "Outputs are printed, since no router is here.",
    options: [
        LaunchOption("--logged-in", "log in as \(account.name) at start (through the screen's own login command)"),
        LaunchOption("--orders", value: "n", "place n orders (0-30) for \(account.name) at start"),
        LaunchOption("--order", value: "id", "start on this order's detail, such as o-000001"),
    ],
    server: DemoServer {
        try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: $0, latency: $1)).server
    }
) { context, printOutput in
    if let count = try context.arguments.integer("--orders", in: 0...30), count > 0 {
        // The demo's own session, kept in memory: the session store is written only by Profile's login.
        let client = BearerAuthenticatingClient(
            wrapping: context.backend, tokens: DemoSessionToken(try await account.logIn(through: context.backend)))
        // Orders are paid for, as at any shop: the provider gets the bare backend, never the shop's session token.
        let placed = try await DemoOrders(client: client, provider: context.backend).place(count)
        print("demo: placed \(placed.count) order\(placed.count == 1 ? "" : "s") for \(account.email)")
    }
    // The host's wiring: every request carries the token of the session Profile's login keeps in the store.
    let session = try UserSessionStore(database: context.database)
    let dependencies = ProfileDependencies(
        httpClient: BearerAuthenticatingClient(wrapping: context.backend, tokens: session),
        tracker: context.tracker, orderCache: .database(context.database), session: session, now: context.now,
        // Nothing places orders in this demo, so nothing is published: the history loads when the screen appears.
        orderConfirmations: OrderConfirmationSource().listener)
    let destination: ProfileEntry.Destination =
        context.arguments.value("--order").map { .order(orderID: $0) } ?? .overview
    let screen = ProfileEntry.makeScreen(dependencies: dependencies, startingAt: destination) { printOutput($0) }
    if context.arguments.isSet("--logged-in") {
        await screen.appear()
        print("demo: log in \(account.email) <password>")
        let outcome = await screen.handle(Command(name: "login", arguments: [account.email, account.password]))
        if case .rejected(let reason) = outcome {
            print("! \(reason)")
        }
    }
    return screen
}
exit(status)
