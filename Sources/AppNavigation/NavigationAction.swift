/// What a host does to its back stack, in answer to a screen's output or a global command.
///
/// `Route` is the app's own list of places; the actions know nothing of what they are.
public enum NavigationAction<Route: Hashable & Sendable>: Hashable, Sendable {
    /// Show `route` on top of the current screen; `back` returns.
    case push(Route)
    /// Show `route` instead of the current screen, which leaves the back stack.
    case replaceTop(Route)
    /// Return to `route` if it is already in the stack, otherwise push it.
    case bringForward(Route)
    /// Present `route` as a flow over the current screen (a sign-in step, a consent form); once the flow ends
    /// with ``dismissPresented(_:)``, the screen under it resumes.
    case present(Route)
    /// End every presented `route` (its flow is done) and resume the screen under it. A screen opened over the
    /// flow meanwhile stays on top; nothing happens when `route` is not presented.
    case dismissPresented(Route)
    /// Leave the current screen for the one under it (`back`, or a screen that finished).
    case back
    /// Back to the root, dropping every other screen.
    case popToRoot
    /// Stay on the current screen and draw it again.
    case stay
}
