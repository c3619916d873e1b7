import Analytics
import Foundation
import InProcessHost
public import Networking
import Persistence
import TerminalUI

/// A session token held in memory by a demo, for a feature that needs a session but does not own logging in.
public actor DemoSessionToken: AccessTokenProvider {
    private let token: String?

    /// Holds `token`.
    public init(_ token: String?) { self.token = token }

    /// The held token.
    public func currentAccessToken() async -> String? { token }
}
