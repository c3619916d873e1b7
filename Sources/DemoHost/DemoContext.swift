public import Analytics
public import Foundation
public import InProcessHost
import Networking
public import Persistence
public import TerminalUI

/// What a demo has to build its feature from: its flags and the foundation objects, made once.
public struct DemoContext: Sendable {
    /// The flags the demo was started with.
    public let arguments: LaunchArguments
    /// The API served in-process, with the latency and failures the flags asked for.
    public let backend: InProcessServer
    /// An in-memory database for the feature's own tables.
    public let database: Database
    /// Prints events to standard error with `--analytics`, otherwise keeps them in memory.
    public let tracker: any AnalyticsTracker
    /// The wall clock.
    public let now: @Sendable () -> Date
    /// The terminal the demo runs on, for a step that talks to the user itself (a payment step).
    public let terminal: Terminal
}
