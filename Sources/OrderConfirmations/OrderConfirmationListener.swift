/// What a listener of confirmed orders is handed (through its Dependencies): a way to subscribe, and nothing of
/// the source behind it.
public struct OrderConfirmationListener: Sendable {
    private let makeSubscription: @Sendable () -> OrderConfirmationSubscription

    /// A listener whose ``subscribe()`` calls `subscribe`; ``OrderConfirmationSource/listener`` makes the usual one.
    public init(subscribe: @escaping @Sendable () -> OrderConfirmationSubscription) {
        makeSubscription = subscribe
    }

    /// A new subscription: it hears every order published from now on.
    public func subscribe() -> OrderConfirmationSubscription {
        makeSubscription()
    }
}
