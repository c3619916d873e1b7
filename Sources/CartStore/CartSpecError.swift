import Persistence

/// Why a ``CartSpec`` could not be read or added.
public enum CartSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An entry is not `product[:variant][:quantity]`.
    case malformedEntry(String)
    /// The cart refused an entry (a quantity over 99, a 51st line); nothing of the spec was added.
    case refused(entry: String, CartError)

    /// The reason, naming the entry, for example `entry 'p-0001:0': quantity 0 is not allowed; use 1 to 99`.
    public var description: String {
        switch self {
        case .malformedEntry(let entry): "entries look like p-0001:2 or p-0001:p-0001-v2:1, not '\(entry)'"
        case .refused(let entry, let error): "entry '\(entry)': \(error)"
        }
    }
}
