// CheckoutDemo: the Checkout feature alone, on the embedded backend. `swift run CheckoutDemo --help`.
import CartStore
import CheckoutFeature
import DemoHost
import EmbeddedBackend
import Foundation
import InProcessHost
import Networking
import Payment
import TerminalUI

/// A small cart of seeded products, so the demo has something to check out at once.
let defaultCart = "p-0004:2,p-0006:1"

let status = await DemoHost.run(
    program: "CheckoutDemo",
    summary: "Check out a cart of seeded products: locked prices with their time left, coupons (SAVE10, TAKE5, "
        + "BIG50, FREESHIP), a gift note, a saved address of the demo account Ada Lovelace, paying with a test card "
        + "(4242 4242 4242 4242, any later expiry, any code) and placing the order, with retries that never charge "
        + "or order twice. Outputs are printed, since no router is here.",
    options: [
        LaunchOption(
            "--cart", value: "id[:variant]:qty,...", "start with these lines (default \(defaultCart); \"\" for none)"),
        LaunchOption("--logged-in", "log in as ada@example.com before starting (the default)"),
        LaunchOption("--logged-out", "start signed out: place prints output: loginRequired"),
        LaunchOption("--drop-order-responses", value: "n", "the next n orders are placed but their reply is lost"),
    ],
    server: DemoServer {
        try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: $0, latency: $1)).server
    }
) { context, printOutput in
    let arguments = context.arguments
    if arguments.isSet("--logged-in") && arguments.isSet("--logged-out") {
        throw LaunchUsageError("choose one of --logged-in and --logged-out")
    }
    let droppedResponses = try arguments.integer("--drop-order-responses", in: 0...1_000) ?? 0
    let cart = try CartStore(database: context.database)
    let cartSpec = arguments.value("--cart") ?? defaultCart
    if !cartSpec.isEmpty {  // `--cart ""` starts with an empty cart
        do {
            try await cart.add(CartSpec(parsing: cartSpec))
        } catch {
            throw LaunchUsageError("--cart \(error)")
        }
    }
    let session = DemoSessionToken(
        arguments.isSet("--logged-out") ? nil : try await DemoAccount.ada.logIn(through: context.backend))
    if droppedResponses > 0 {
        await context.backend.addFailureRule(
            .next(droppedResponses, .responseLost, on: RequestPattern(.post, "/v1/orders")))
    }
    let dependencies = CheckoutDependencies(
        httpClient: BearerAuthenticatingClient(wrapping: context.backend, tokens: session),
        tracker: context.tracker, cartStore: cart, now: context.now, makeIdempotencyKey: { UUID().uuidString },
        payment: TerminalPayment(providerClient: context.backend, terminal: context.terminal, now: context.now))
    return CheckoutEntry.makeScreen(dependencies: dependencies) { printOutput($0) }
}
exit(status)
