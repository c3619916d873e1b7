/// A model's observation of the cart that is switched on and off: on while its screen is shown, off while the
/// screen is covered, so a hidden screen hears nothing and hears the cart as it is when it is shown again.
///
/// It wraps ``CartStore/observe(_:onChange:)`` and ``CartStore/stopObserving(_:)`` for a model on the main actor:
/// ``observe(_:onChange:)`` while already observing does nothing, a ``stopObserving()`` that comes while the start
/// is still waiting for the cart wins, and once ``stopObserving()`` is called `onChange` hears nothing more, not
/// even an announcement already under way. So a model applies what it hears as it is.
@MainActor
public final class CartObservation {
    /// Whether `onChange` hears the cart now (between an observe and a stop).
    public private(set) var isObserving = false
    private let cart: CartStore
    private var observerID: CartObserverID?

    /// An observation of `cart`, off until ``observe(_:onChange:)``.
    public init(of cart: CartStore) {
        self.cart = cart
    }

    /// Starts observing: `onChange` hears the cart as it is before this returns, then every change before the
    /// call that made it returns. The cart holds `observer` weakly, as ``CartStore/observe(_:onChange:)`` does.
    public func observe<Observer: AnyObject & Sendable>(
        _ observer: Observer, onChange: @escaping @MainActor (Observer, CartSnapshot) -> Void
    ) async {
        guard !isObserving else { return }
        isObserving = true
        let id = await cart.observe(observer) { [weak self] observer, snapshot in
            await self?.deliver(snapshot, to: observer, onChange)
        }
        if isObserving {
            observerID = id
        } else {
            await cart.stopObserving(id)  // stopped while the cart was being asked
        }
    }

    /// Stops observing; from now on nothing more is heard until the next ``observe(_:onChange:)``.
    public func stopObserving() async {
        isObserving = false
        guard let id = observerID else { return }
        observerID = nil
        await cart.stopObserving(id)
    }

    private func deliver<Observer>(
        _ snapshot: CartSnapshot, to observer: Observer, _ onChange: @MainActor (Observer, CartSnapshot) -> Void
    ) {
        guard isObserving else { return }
        onChange(observer, snapshot)
    }
}
