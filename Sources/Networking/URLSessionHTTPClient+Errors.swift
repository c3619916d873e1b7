import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionHTTPClient {
    /// Maps whatever an exchange with `url` threw onto ``NetworkError``.
    static func networkError(for error: any Error, url: URL) -> NetworkError {
        switch error {
        case let error as NetworkError: error
        case is CancellationError: .cancelled
        case let error as URLError: networkError(for: error.code, url: url)
        default: .transport("\(describe(url)): \(error)")
        }
    }

    /// Maps a `URLError` code onto ``NetworkError``, with a reason a person can read.
    static func networkError(for code: URLError.Code, url: URL) -> NetworkError {
        let server = describe(url)
        switch code {
        case .timedOut:
            return .timedOut
        case .cancelled, .userCancelledAuthentication:
            return .cancelled
        case .cannotConnectToHost:
            return .transport("cannot connect to \(server): nothing accepted the connection")
        case .cannotFindHost, .dnsLookupFailed:
            return .transport("cannot find the host of \(server)")
        case .networkConnectionLost:
            return .transport("the connection to \(server) was lost")
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            return .transport("this device has no network connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired:
            return .transport("the secure connection to \(server) failed")
        case .badServerResponse, .cannotParseResponse, .zeroByteResource, .cannotDecodeRawData,
            .cannotDecodeContentData:
            return .transport("\(server) sent a reply that is not valid HTTP")
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .transport("\(server) redirected too often or to nowhere")
        case .badURL, .unsupportedURL:
            return .transport("\(url.absoluteString) is not a URL this client can request")
        case .dataLengthExceedsMaximum:
            return .transport("the reply from \(server) is too large")
        default:
            return .transport("the request to \(server) failed (URL error \(code.rawValue))")
        }
    }

    /// `host:port` of `url`, or the whole URL when it has no host.
    private static func describe(_ url: URL) -> String {
        guard let host = url.host else { return url.absoluteString }
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
