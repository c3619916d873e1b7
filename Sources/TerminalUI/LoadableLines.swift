public import FeatureState

extension Loadable {
    /// The standard lines for every state but `loaded`, whose lines the screen draws itself. The words come from the
    /// view: `whenEmpty` for the empty state and `reason` for a failure; they are wrapped to the context's width so a
    /// failure's reason is read whole.
    public func statusLines(
        loadingWhat: String, whenEmpty: String, reason: (Failure) -> String, in context: RenderContext
    ) -> [TerminalText] {
        switch self {
        case .idle: []
        case .loading: [context.styled("Loading \(loadingWhat)…", .dim)]
        case .loaded: []
        case .empty: wrapped(whenEmpty, toWidth: context.width).map { TerminalText($0) }
        case .failed(let failure):
            wrapped("Could not load \(loadingWhat): \(reason(failure))", toWidth: context.width).map {
                context.styled($0, .red)
            } + ["Type retry to try again."]
        }
    }
}
