import Foundation
import Testing

@testable import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URLSessionHTTPClient without a server")
struct URLSessionHTTPClientUnitTests {
    private func client(_ base: String) throws(NetworkError) -> URLSessionHTTPClient {
        try URLSessionHTTPClient(baseURL: URL(string: base)!, timeout: .seconds(5))
    }

    @Test func urlJoinsBasePathAndEncodedQuery() throws {
        let request = HTTPRequest(
            method: .get, path: "/v1/search",
            query: [QueryItem("q", "red shoes+socks"), QueryItem("filter", "brand=acme&size=42"), QueryItem("q", "")])

        let url = try client("https://api.test:8080").url(for: request)

        #expect(
            url.absoluteString
                == "https://api.test:8080/v1/search?q=red%20shoes%2Bsocks&filter=brand%3Dacme%26size%3D42&q=")
    }

    @Test func basePathIsKeptAsAPrefixWithOneSlash() throws {
        let request = HTTPRequest(method: .get, path: "/v1/products")
        #expect(
            try client("https://api.test/api/").url(for: request).absoluteString == "https://api.test/api/v1/products"
        )
        #expect(
            try client("https://api.test/api").url(for: request).absoluteString == "https://api.test/api/v1/products")
    }

    @Test func pathIsPlainTextAndGetsEncoded() throws {
        let request = HTTPRequest(method: .get, path: "/v1/products/jeans 32%/é?x")
        #expect(
            try client("https://api.test").url(for: request).absoluteString
                == "https://api.test/v1/products/jeans%2032%25/%C3%A9%3Fx")
    }

    @Test func pathWithoutALeadingSlashIsRejected() {
        let error = #expect(throws: NetworkError.self) {
            try client("https://api.test").url(for: HTTPRequest(method: .get, path: "v1/products"))
        }
        #expect(error == .invalidRequest(#"the path "v1/products" does not start with "/""#))
    }

    @Test func headerWithALineBreakIsRejectedBeforeSending() async {
        // Nothing listens on api.invalid; the request must fail before any connection is tried.
        let request = HTTPRequest(method: .get, path: "/v1/me", headers: ["X-Note": "a\r\nInjected: yes"])
        await #expect(throws: NetworkError.invalidRequest(#"the header "x-note" contains a line break or has no name"#))
        {
            try await client("https://api.invalid").send(request)
        }
    }

    @Test(arguments: [
        (URLError.Code.timedOut, NetworkError.timedOut),
        (.cancelled, .cancelled),
        (.cannotConnectToHost, .transport("cannot connect to api.test:8080: nothing accepted the connection")),
        (.networkConnectionLost, .transport("the connection to api.test:8080 was lost")),
        (.notConnectedToInternet, .transport("this device has no network connection")),
        (.cannotFindHost, .transport("cannot find the host of api.test:8080")),
        (.badServerResponse, .transport("api.test:8080 sent a reply that is not valid HTTP")),
        (.secureConnectionFailed, .transport("the secure connection to api.test:8080 failed")),
    ])
    func urlErrorCodesMapOntoNetworkErrors(code: URLError.Code, expected: NetworkError) {
        let url = URL(string: "http://api.test:8080/v1/items")!
        #expect(URLSessionHTTPClient.networkError(for: URLError(code), url: url) == expected)
    }

    @Test func otherErrorsMapToCancelledOrTransport() {
        let url = URL(string: "http://api.test/v1/items")!
        #expect(URLSessionHTTPClient.networkError(for: CancellationError(), url: url) == .cancelled)
        #expect(URLSessionHTTPClient.networkError(for: NetworkError.timedOut, url: url) == .timedOut)
        #expect(
            URLSessionHTTPClient.networkError(for: URLError(.cannotWriteToFile), url: url)
                == .transport("the request to api.test failed (URL error \(URLError.Code.cannotWriteToFile.rawValue))")
        )
    }

    @Test(arguments: [
        "https://api.example.com", "https://203.0.113.7:8443/api", "http://127.0.0.1:8080", "http://127.255.0.1",
        "http://localhost:8080/api", "http://LOCALHOST", "http://[::1]:8080", "http://[0:0:0:0:0:0:0:1]",
        "http://[::ffff:127.0.0.1]:8080",
    ])
    func httpsAnywhereAndHTTPToThisMachineAreAccepted(base: String) throws {
        #expect(try client(base).baseURL.absoluteString == base)
    }

    @Test(arguments: [
        "http://example.com", "http://api.example.com:8080/api", "http://128.0.0.1", "http://10.0.0.2",
        "http://[::2]", "http://127.0.0.1.example.com", "http://localhost.example.com", "http://127.1",
    ])
    func httpToAnotherMachineIsRefusedUnlessAllowedByName(base: String) throws {
        #expect(throws: NetworkError.insecureBaseURL(base)) { try client(base) }
        let allowed = try URLSessionHTTPClient(baseURL: URL(string: base)!, allowsInsecureHTTP: true)
        #expect(allowed.baseURL.absoluteString == base)
    }

    @Test func aBaseURLThatIsNotHTTPWithAHostIsRefused() {
        #expect(
            throws: NetworkError.invalidRequest(
                "the base URL ftp://api.example.com is not an http or https URL with a host")
        ) { try client("ftp://api.example.com") }
        #expect(throws: NetworkError.invalidRequest("the base URL /v1 is not an http or https URL with a host")) {
            try client("/v1")
        }
    }

    @Test func theRefusalSaysWhyAndToUseHTTPS() {
        #expect(
            NetworkError.insecureBaseURL("http://example.com").description
                == "http://example.com is plain http to another machine: requests and the session token would cross "
                + "the network unencrypted; use https")
    }

    @Test func theDefaultLimitsAreOneMebibyteAndFiveRedirects() throws {
        let client = try client("https://api.example.com")
        #expect(client.maximumResponseSize == 1_048_576)
        #expect(URLSessionHTTPClient.maximumRedirects == 5)
        #expect(
            try URLSessionHTTPClient(baseURL: client.baseURL, maximumResponseSize: 4_096).maximumResponseSize == 4_096)
    }

    @Test func urlSessionGetsAWholeSecondBackstopAboveTheTimeout() {
        #expect(URLSessionHTTPClient.backstopInterval(for: .milliseconds(300)) == 2)
        #expect(URLSessionHTTPClient.backstopInterval(for: .seconds(30)) == 31)
        #expect(URLSessionHTTPClient.backstopInterval(for: .milliseconds(30_001)) == 32)
    }
}
