import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The scheme, host and port of a URL: the unit that a credential is allowed to reach.
///
/// Two URLs have the same origin when all three match, the port compared after filling in the scheme's default
/// (80 for `http`, 443 for `https`), the scheme and host compared without regard to case.
struct Origin: Hashable, Sendable, CustomStringConvertible {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of `url`, or `nil` when it has no scheme or host, or a scheme without a known default port.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        let defaultPort: Int
        switch scheme {
        case "http": defaultPort = 80
        case "https": defaultPort = 443
        default: return nil
        }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? defaultPort
    }

    var description: String { "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)" }

    /// Whether the host is this machine: `localhost`, an address in `127.0.0.0/8`, or `::1`.
    ///
    /// Only literal addresses count (never a name that merely resolves to one), so nothing a DNS server says can
    /// turn a remote host into a loopback one. Unusual spellings such as `127.1` are not recognised and are
    /// treated as remote, which errs on the side of refusing cleartext.
    var isLoopback: Bool {
        var bare = host
        if bare.hasPrefix("["), bare.hasSuffix("]") { bare = String(bare.dropFirst().dropLast()) }
        if bare == "localhost" { return true }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, bare, &ipv4) == 1 {
            return UInt32(bigEndian: ipv4.s_addr) >> 24 == 127
        }
        var ipv6 = in6_addr()
        guard inet_pton(AF_INET6, bare, &ipv6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: &ipv6) { Array($0) }
        let isIPv6Loopback = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
        let isMappedIPv4Loopback =
            bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff
            && bytes[12] == 127
        return isIPv6Loopback || isMappedIPv4Loopback
    }
}
