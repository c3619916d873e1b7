/// The life of one piece of data a screen loads: every loading step of every feature goes through these states.
///
/// It holds no rendering: the terminal draws its standard lines (TerminalUI's `statusLines`), and a graphical
/// view can switch over the same states.
public enum Loadable<Value: Sendable>: Sendable {
    /// Nothing requested yet.
    case idle
    /// A request is in flight.
    case loading
    /// The data arrived.
    case loaded(Value)
    /// The request succeeded but there is nothing to show; the text says so in words.
    case empty(String)
    /// The request failed; the text explains why, and the screen offers `retry`.
    case failed(String)

    /// The loaded value, if there is one.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// Whether a request is in flight.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether the last request failed, so `retry` makes sense.
    public var canRetry: Bool {
        if case .failed = self { return true }
        return false
    }
}

extension Loadable: Equatable where Value: Equatable {}
