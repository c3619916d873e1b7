import Analytics
import CartStore
import CheckoutFeature
import EmbeddedBackend
import Foundation
import Networking
import OrderConfirmations
import Payment
import PaymentContract
import Persistence
import ProductFeature
import ProfileFeature
import SearchFeature
import TerminalUI
import UserSession

/// The composition root: builds every foundation object once and each feature's Dependencies from them.
///
/// This is the only place that knows concrete types (which HTTP client, which database file, which tracker)
/// and the only module that imports every feature.
@MainActor
final class AppContainer {
    let database: Database
    let httpClient: any HTTPClient
    /// The embedded backend when the app runs on it; nil with `--api-url`.
    let backend: EmbeddedShopBackend?
    let cartStore: CartStore
    /// The signed-in session: the HTTP client reads its token, the login flow writes it.
    let session: UserSessionStore
    let tracker: any AnalyticsTracker
    let now: @Sendable () -> Date
    /// Where placing an order stops the process, for crash tests; nil normally.
    let stopPoint: StopPoint?
    /// The payment step, on the app's terminal; Checkout sees it as the payment contract only.
    let payment: any PaymentAuthorizing
    /// Where the app publishes each order Checkout confirms; Profile's history and analytics' conversion listen.
    let orderConfirmations = OrderConfirmationSource()
    /// Analytics' listener: subscribed from the start; `main` runs it, and waits for it before exiting.
    let conversions: ConversionRecorder

    init(configuration: AppConfiguration, terminal: Terminal) throws {
        database = try Database(configuration.databaseLocation)
        now = configuration.clock
        tracker = configuration.printsAnalytics ? StandardErrorTracker() : DiscardingTracker()
        var transport: any HTTPClient
        if let apiURL = configuration.apiURL {
            backend = nil
            transport = try URLSessionHTTPClient(
                baseURL: apiURL, allowsInsecureHTTP: configuration.allowsInsecureHTTP)
        } else {
            let embedded = try EmbeddedShopBackend(
                configuration: EmbeddedBackendConfiguration(
                    database: database, now: configuration.clock, failureRules: configuration.failureRules))
            backend = embedded
            transport = embedded
        }
        if configuration.printsRequests { transport = RequestPrintingClient(wrapped: transport) }
        // Every feature gets the same client; it attaches the token of the session that the login flow (Profile,
        // its only writer) keeps in the store, read from memory.
        session = try UserSessionStore(database: database)
        stopPoint = configuration.stopPoint
        httpClient = BearerAuthenticatingClient(
            wrapping: StoppingClient(wrapped: transport, stopPoint: configuration.stopPoint), tokens: session)
        // The payment provider is another party: it gets the bare transport, never the shop's session token.
        payment = TerminalPayment(
            providerClient: StoppingClient(wrapped: transport, stopPoint: configuration.stopPoint), terminal: terminal,
            now: configuration.clock)
        cartStore = try CartStore(database: database)
        conversions = ConversionRecorder(listening: orderConfirmations.listener, tracker: tracker)
    }

    /// Builds the screen for `route`, sending its outputs to `onOutput`.
    func makeScreen(for route: AppRoute, onOutput: @escaping @MainActor (FeatureOutput) -> Void) -> any TerminalScreen {
        switch route {
        case .home:
            return SearchEntry.makeScreen(dependencies: searchDependencies) { onOutput(.search($0)) }
        case .product(let productID):
            return ProductEntry.makeScreen(dependencies: productDependencies, productID: productID) {
                onOutput(.product($0))
            }
        case .checkout:
            return CheckoutEntry.makeScreen(dependencies: checkoutDependencies) { [orderConfirmations] output in
                // Checkout says it once; whoever reacts to a confirmed order listens, unknown to Checkout.
                if case .orderPlaced(let orderID, let itemCount, let total) = output {
                    orderConfirmations.publish(ConfirmedOrder(orderID: orderID, itemCount: itemCount, total: total))
                }
                onOutput(.checkout(output))
            }
        case .profile:
            return ProfileEntry.makeScreen(dependencies: profileDependencies, startingAt: .overview) {
                onOutput(.profile($0))
            }
        case .login:
            return ProfileEntry.makeScreen(dependencies: profileDependencies, startingAt: .login) {
                onOutput(.profile($0))
            }
        case .order(let orderID):
            return ProfileEntry.makeScreen(dependencies: profileDependencies, startingAt: .order(orderID: orderID)) {
                onOutput(.profile($0))
            }
        }
    }

    var searchDependencies: SearchDependencies {
        SearchDependencies(
            httpClient: httpClient, tracker: tracker, recentSearches: .database(database), now: now)
    }

    var productDependencies: ProductDependencies {
        ProductDependencies(httpClient: httpClient, tracker: tracker, cartStore: cartStore)
    }

    var checkoutDependencies: CheckoutDependencies {
        CheckoutDependencies(
            httpClient: httpClient, tracker: tracker, cartStore: cartStore, now: now,
            makeIdempotencyKey: { UUID().uuidString.lowercased() }, payment: payment)
    }

    var profileDependencies: ProfileDependencies {
        ProfileDependencies(
            httpClient: httpClient, tracker: tracker, orderCache: .database(database), session: session, now: now,
            orderConfirmations: orderConfirmations.listener)
    }
}
