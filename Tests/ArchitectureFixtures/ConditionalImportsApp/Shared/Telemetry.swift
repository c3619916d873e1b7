// Shared by the phone app and the watch app: the watch has no crash reporter, and the debug menu is the phone's
// staging builds' only.
#if !os(watchOS)
    import FirebaseCrashlytics
#endif
#if STAGING
    import DebugMenu
#endif
#if os(iOS) && targetEnvironment(simulator)
    import UIKit
#elseif os(watchOS)
    import WatchKit
#endif

/// Records a non-fatal error where the platform has a crash reporter.
func recordNonFatal(_ error: any Error) {
    #if !os(watchOS)
        Crashlytics.crashlytics().record(error: error)
    #endif
}
