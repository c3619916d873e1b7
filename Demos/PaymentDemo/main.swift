// PaymentDemo: the payment step alone, on the embedded backend's provider endpoint. `swift run PaymentDemo --help`.
import EmbeddedBackend
import Foundation
import InProcessHost
import Payment
import PaymentContract
import TerminalUI

let options = [
    LaunchOption("--amount", value: "minor units", "the amount each pay asks for, in minor units (default 4200)"),
    LaunchOption("--currency", value: "code", "its ISO 4217 currency (default USD)"),
    LaunchOption("--drop-authorizations", value: "n", "the next n authorizations are made but their reply is lost"),
    .help,
]
let terminal = Terminal.standard(environment: ProcessInfo.processInfo.environment)
do {
    let arguments = try LaunchArguments(parsing: Array(CommandLine.arguments.dropFirst()), options: options)
    if arguments.isSet("--help") {
        terminal.write(
            launchUsage(
                program: "PaymentDemo",
                summary: "Pay an amount with the provider's test cards (4242 4242 4242 4242 approves, "
                    + "4000 0000 0000 0002 declines, 4000 0000 0000 3220 asks the bank's code 1234; the rest are in "
                    + "Sources/EmbeddedBackend/API.md). The payment step knows nothing of what is paid for.",
                options: options))
        exit(0)
    }
    let amount = try arguments.integer("--amount", in: 1...100_000_000) ?? 4_200
    let currency = arguments.value("--currency") ?? "USD"
    guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
        throw LaunchUsageError("--currency takes an ISO 4217 code such as USD or EUR")
    }
    let backend = try EmbeddedShopBackend()
    if let dropped = try arguments.integer("--drop-authorizations", in: 0...1_000), dropped > 0 {
        await backend.addFailureRule(
            .next(dropped, .responseLost, on: RequestPattern(.post, "/v1/provider/authorizations")))
    }
    let payment = TerminalPayment(providerClient: backend, terminal: terminal)
    let screen = PaymentDemoScreen(payment: payment, amount: amount, currency: currency)
    _ = await ScreenRunner(screen: screen, terminal: terminal).run()
    exit(0)
} catch {
    FileHandle.standardError.write(Data("PaymentDemo: \(error)\n".utf8))
    exit(64)
}
