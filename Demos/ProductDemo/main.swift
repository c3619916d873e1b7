// ProductDemo: the Product feature alone, on the embedded backend. `swift run ProductDemo --help`.
import CartStore
import DemoHost
import EmbeddedBackend
import Foundation
import ProductFeature
import TerminalUI

let status = await DemoHost.run(
    program: "ProductDemo",
    summary: "One product of the seeded catalogue: choose a variant and quantity, add to the cart, open related "
        + "products; each variant shows how many the cart holds. Outputs are printed, since no router is here.",
    options: [
        LaunchOption("--product", value: "id", "the product to show (default p-0001, the first seeded product)"),
        LaunchOption("--cart", value: "id[:variant]:qty,...", "start with these lines in the cart"),
    ],
    server: DemoServer {
        try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: $0, latency: $1)).server
    }
) { context, printOutput in
    let cart = try CartStore(database: context.database)
    if let spec = context.arguments.value("--cart") {
        do {
            try await cart.add(CartSpec(parsing: spec))
        } catch {
            throw LaunchUsageError("--cart \(error)")
        }
    }
    let dependencies = ProductDependencies(httpClient: context.backend, tracker: context.tracker, cartStore: cart)
    return ProductEntry.makeScreen(
        dependencies: dependencies, productID: context.arguments.value("--product") ?? "p-0001"
    ) { printOutput($0) }
}
exit(status)
