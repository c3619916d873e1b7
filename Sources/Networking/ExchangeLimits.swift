import Foundation

/// What one client allows an exchange to do: where redirects may lead and how large a reply may grow.
struct ExchangeLimits: Sendable {
    /// The only origin requests and followed redirects may go to: the base URL's.
    let origin: Origin
    /// How many redirects one exchange may follow.
    let maximumRedirects: Int
    /// The largest body accepted, in bytes.
    let maximumResponseSize: Int
}
