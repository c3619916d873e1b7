/// A listener's subscription to the cart that is switched on and off: on while its screen is shown, off while
/// the screen is covered, so a hidden screen hears nothing and hears the cart as it is when it is shown again.
///
/// It wraps ``CartStore/listen(_:onChange:)`` and ``CartStore/stopListening(_:)`` for a model on the main actor:
/// ``start(_:onChange:)`` while already on does nothing, and a ``stop()`` that comes while the start is still
/// waiting for the cart wins. `onChange` should check ``isOn`` before it applies what it hears.
@MainActor
public final class CartSubscription {
    /// Whether the listener should hear the cart now (between a start and a stop).
    public private(set) var isOn = false
    private let cart: CartStore
    private var listenerID: CartListenerID?

    /// A subscription to `cart`, off until ``start(_:onChange:)``.
    public init(to cart: CartStore) {
        self.cart = cart
    }

    /// Starts listening: `onChange` hears the cart as it is before this returns, then every change before the
    /// call that made it returns. The cart holds `listener` weakly, as ``CartStore/listen(_:onChange:)`` does.
    public func start<Listener: AnyObject & Sendable>(
        _ listener: Listener, onChange: @escaping @Sendable (Listener, CartSnapshot) async -> Void
    ) async {
        guard !isOn else { return }
        isOn = true
        let id = await cart.listen(listener, onChange: onChange)
        if isOn {
            listenerID = id
        } else {
            await cart.stopListening(id)  // stopped while the cart was being asked
        }
    }

    /// Stops listening; once this returns nothing more is heard until the next start.
    public func stop() async {
        isOn = false
        guard let id = listenerID else { return }
        listenerID = nil
        await cart.stopListening(id)
    }
}
