import Analytics
import AppNavigation
import CartStore
import TerminalUI

/// The cart's item count, as the cart last told it: the one place the app's count comes from.
@MainActor
final class CartCount {
    private(set) var itemCount = 0

    /// Observes the cart as every cart observer does: each change reaches the count before the change returns, so
    /// the prompt and the heading are right as soon as the command that changed the cart is done.
    func observe(_ cartStore: CartStore) async {
        await cartStore.observe(self) { count, snapshot in
            await count.changed(to: snapshot)
        }
    }

    private func changed(to snapshot: CartSnapshot) {
        itemCount = snapshot.itemCount
    }
}
