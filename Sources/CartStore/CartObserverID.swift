/// Names one observer of a ``CartStore``, to stop it with ``CartStore/stopObserving(_:)``.
public struct CartObserverID: Hashable, Sendable {
    let value: Int
}
