import struct Analytics.Event
import protocol Analytics.EventSink
import enum Analytics.Screen
import typealias Analytics.ScreenName
import class Logging.MemoryLog
import func Logging.log
import let Logging.logPrefix
import var Logging.verbose

/// Records that the welcome screen appeared.
func trackWelcome(into sink: any EventSink) {
    let screen: ScreenName = Screen.welcome.rawValue
    sink.record(Event(name: "\(logPrefix) shown \(screen)"))
    if verbose { log("welcome shown") }
    _ = MemoryLog()
}
