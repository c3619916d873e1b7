import Analytics
import Foundation
public import InProcessHost
public import Networking
public import Persistence
import TerminalUI

/// How a demo's in-process server is made, from the demo's database and the latency its flags asked for.
public struct DemoServer {
    let make: (_ database: Database, _ latency: Duration) throws -> InProcessServer

    /// A server that `make` builds, such as an app's whole API on the demo's database.
    public init(_ make: @escaping (_ database: Database, _ latency: Duration) throws -> InProcessServer) {
        self.make = make
    }

    /// A server of nothing but `endpoints`' sample answers, for a feature whose endpoints no server has yet.
    public static func samples(_ endpoints: [SampleEndpoint]) -> DemoServer {
        DemoServer { _, latency in
            InProcessServer(routes: endpoints.map(HostedRoute.init(serving:)), latency: latency)
        }
    }
}
