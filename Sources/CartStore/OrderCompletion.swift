/// How confirming a pending order changed the cart.
public enum OrderCompletion: Hashable, Sendable {
    /// The ordered lines were taken out and the cart held nothing else: it is empty.
    case cartEmptied
    /// The ordered lines were taken out; lines added while the order was in doubt are kept.
    case otherLinesKept
    /// The order was already completed (by another process sharing the cart, say): nothing changed now.
    case alreadyCompleted
}
