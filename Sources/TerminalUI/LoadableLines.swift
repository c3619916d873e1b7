public import FeatureState

extension Loadable {
    /// The standard lines for every state but `loaded`, whose lines the screen draws itself; messages are
    /// wrapped to the context's width so a failure's reason is read whole.
    public func statusLines(loadingWhat: String, in context: RenderContext) -> [String] {
        switch self {
        case .idle: []
        case .loading: [context.styled("Loading \(loadingWhat)…", .dim)]
        case .loaded: []
        case .empty(let message): wrapped(message, toWidth: context.width)
        case .failed(let reason):
            wrapped("Could not load \(loadingWhat): \(reason)", toWidth: context.width).map { context.styled($0, .red) }
                + ["Type retry to try again."]
        }
    }
}
