#if NETWORK_LOG
    import FirebaseCrashlytics
#endif
#if INTERNAL_TOOLS
    import Pulse
#endif

/// The menu a staging build shows on a shake.
public struct DebugMenu {
    /// An empty menu.
    public init() {}
}
