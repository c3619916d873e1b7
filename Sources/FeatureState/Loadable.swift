/// The life of one piece of data a screen loads: every loading step of every feature goes through these states.
///
/// It holds no words and no rendering: `Failure` is the feature's own typed reason a load failed (often the
/// transport's error itself), and each view words the empty and failed states in its own language. The terminal
/// draws its standard lines (TerminalUI's `statusLines`) from the words its views pass; a graphical view switches
/// over the same states.
public enum Loadable<Value: Sendable, Failure: Error & Equatable & Sendable>: Sendable {
    /// Nothing requested yet.
    case idle
    /// A request is in flight.
    case loading
    /// The data arrived.
    case loaded(Value)
    /// The request succeeded but there is nothing to show; the view says so in its own words.
    case empty
    /// The request failed for `Failure`'s reason, and the screen offers to retry.
    case failed(Failure)

    /// The loaded value, if there is one.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// Why the last request failed, if it did.
    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// Whether a request is in flight.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether the last request failed, so retrying makes sense.
    public var canRetry: Bool {
        if case .failed = self { return true }
        return false
    }
}

extension Loadable: Equatable where Value: Equatable {}
