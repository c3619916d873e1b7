import EmbeddedBackend
import ExecutableTesting
import Foundation
import Networking

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The embedded backend behind a real HTTP/1.1 listener on 127.0.0.1, for the length of one test.
///
/// The built `shop --api-url` then reaches the shop API through URLSession and a socket, as it would reach a
/// real server. Each connection carries one exchange (`Connection: close`). When the backend throws a
/// transport failure (a `.responseLost` or `.transportError` rule), the connection closes without a reply,
/// which is what the client sees when a server handles a request and the answer never arrives.
///
/// ``run(backend:_:)`` bounds the listener's lifetime: it stops when the body returns or throws, and it lives
/// in the test process, so a crashed test run takes it along.
final class LoopbackShopServer: Sendable {
    /// One exchange as the server saw it.
    struct Exchange: Sendable {
        /// The request as it was handed to the backend.
        let request: HTTPRequest
        /// The reply, or `nil` when the connection closed without one.
        let response: HTTPResponse?
    }

    /// The listening port.
    let port: Int
    /// The loopback address listened on, for example 127.0.0.1.
    let address: String
    /// Paths the server answers itself, badly, instead of handing them to the backend.
    private let misbehaving: [String: Misbehaviour]
    /// Changes each of the backend's replies before it is sent, as a hostile or broken server would.
    private let rewrite: @Sendable (HTTPResponse) -> HTTPResponse
    private let backend: EmbeddedShopBackend
    private let listener: Int32
    /// Written to when the server must stop, so the accept loop wakes without polling on a timer.
    private let wakeUp: (read: Int32, write: Int32)
    private let connections = DispatchGroup()
    private let stopped = DispatchSemaphore(value: 0)
    private let log = ExchangeLog()

    /// The server's base URL, for `--api-url`.
    var baseURL: String { "http://\(address):\(port)" }

    /// Every exchange so far, in the order they finished.
    var exchanges: [Exchange] { log.exchanges }

    /// Listens on a free port of `address` in front of `backend`, runs `body`, then stops listening and waits for
    /// the connections in flight, whether `body` returns or throws. A request for a path in `misbehaving` is
    /// answered as it says there instead of by the backend; every reply of the backend passes through `rewrite`.
    static func run<Result>(
        backend: EmbeddedShopBackend, address: String = "127.0.0.1", misbehaving: [String: Misbehaviour] = [:],
        rewrite: @escaping @Sendable (HTTPResponse) -> HTTPResponse = { $0 },
        _ body: (LoopbackShopServer) async throws -> Result
    ) async throws -> Result {
        let server = try LoopbackShopServer(
            backend: backend, address: address, misbehaving: misbehaving, rewrite: rewrite)
        server.start()
        let outcome: Swift.Result<Result, any Error>
        do {
            outcome = .success(try await body(server))
        } catch {
            outcome = .failure(error)
        }
        try await server.stop()
        return try outcome.get()
    }

    private init(
        backend: EmbeddedShopBackend, address: String, misbehaving: [String: Misbehaviour],
        rewrite: @escaping @Sendable (HTTPResponse) -> HTTPResponse
    ) throws {
        self.backend = backend
        self.address = address
        self.misbehaving = misbehaving
        self.rewrite = rewrite
        (listener, port) = try Self.makeListener(on: address)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(listener)
            throw ServerFailure("pipe() failed: errno \(errno)")
        }
        wakeUp = (pipeEnds[0], pipeEnds[1])
    }

    /// Whether this machine lets a process listen on `address` (macOS binds only 127.0.0.1 of 127.0.0.0/8 unless
    /// an alias is added; Linux binds all of it).
    static func canListen(on address: String) -> Bool {
        guard let (listener, _) = try? makeListener(on: address) else { return false }
        close(listener)
        return true
    }

    /// A socket listening on a free port of `address`, and that port.
    private static func makeListener(on address: String) throws -> (listener: Int32, port: Int) {
        let socketType: Int32
        #if canImport(Glibc)
            socketType = Int32(SOCK_STREAM.rawValue)
        #else
            socketType = SOCK_STREAM
        #endif
        let listener = socket(AF_INET, socketType, 0)
        guard listener >= 0 else { throw ServerFailure("socket() failed: errno \(errno)") }
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = 0
        socketAddress.sin_addr.s_addr = inet_addr(address)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &socketAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(listener, generic, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, generic, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw ServerFailure("cannot listen on \(address): errno \(errno)")
        }
        return (listener, Int(UInt16(bigEndian: socketAddress.sin_port)))
    }

    private func start() {
        let thread = Thread { [self] in
            acceptUntilWokenUp()
            stopped.signal()
        }
        thread.name = "LoopbackShopServer.accept"
        thread.start()
    }

    /// Wakes the accept loop, then waits on a thread of its own for it and for every connection in flight: a
    /// connection may be waiting for the backend, which needs Swift concurrency's threads to answer.
    private func stop() async throws {
        var byte: UInt8 = 1
        _ = write(wakeUp.write, &byte, 1)
        try await onThreadOfItsOwn { [self] in
            stopped.wait()
            connections.wait()
        }
        close(listener)
        close(wakeUp.read)
        close(wakeUp.write)
    }

    private func acceptUntilWokenUp() {
        while true {
            var watched = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, nfds_t(watched.count), -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, watched[1].revents == 0 else { return }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            // A client that stops sending cannot hold the server open: reads give up after 30 seconds.
            var patience = timeval(tv_sec: 30, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
            connections.enter()
            let thread = Thread { [self] in
                serve(connection)
                close(connection)
                connections.leave()
            }
            thread.name = "LoopbackShopServer.connection"
            thread.start()
        }
    }

    /// Reads one request, has the backend answer it, and writes the reply (or none, for a lost response).
    private func serve(_ connection: Int32) {
        var reader = RequestReader(connection: connection)
        guard let request = reader.readRequest() else { return }
        let response: HTTPResponse?
        switch misbehaving[request.path] {
        case .redirect(let location)?:
            response = HTTPResponse(status: 302, headers: ["Location": location])
        case .reply(let contentType, let body)?:
            response = HTTPResponse(status: 200, headers: ["Content-Type": contentType], body: Data(body.utf8))
        case .endlessBody?:
            log.append(Exchange(request: request, response: HTTPResponse(status: 200)))
            streamEndlessly(to: connection)
            return
        case nil:
            response = answer(request).map(rewrite)
        }
        log.append(Exchange(request: request, response: response))
        guard let response else { return }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(for: response.status))\r\n"
        for (name, value) in response.headers.fields where name != "content-length" && name != "connection" {
            head += "\(name): \(value)\r\n"
        }
        head += "content-length: \(response.body.count)\r\nconnection: close\r\n\r\n"
        writeAll(Data(head.utf8) + response.body, to: connection)
        shutdown(connection, Int32(SHUT_WR))
    }

    /// The backend's reply to `request`, awaited from this connection's thread; `nil` when it threw.
    private func answer(_ request: HTTPRequest) -> HTTPResponse? {
        let outcome = ResponseSlot()
        let answered = DispatchSemaphore(value: 0)
        let backend = self.backend
        Task {
            outcome.store(try? await backend.send(request))
            answered.signal()
        }
        answered.wait()
        return outcome.response
    }

    /// Writes all of `data`; `false` when the connection failed first (the client hung up).
    @discardableResult
    private func writeAll(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = write(connection, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// A JSON reply whose chunked body never ends: 64 KiB chunks for as long as the client reads them, one a
    /// millisecond at most, so that the tests running beside it keep their share of the CPU.
    private func streamEndlessly(to connection: Int32) {
        // The client hangs up by closing the socket: the failed write must end this loop, not the test process.
        _ = signal(SIGPIPE, SIG_IGN)
        let head = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n"
        guard writeAll(Data(head.utf8), to: connection) else { return }
        let chunk = Data("10000\r\n".utf8) + Data(repeating: UInt8(ascii: " "), count: 65_536) + Data("\r\n".utf8)
        while writeAll(chunk, to: connection) { usleep(1_000) }
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 302: "Found"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 409: "Conflict"
        case 422: "Unprocessable Content"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }

    /// How the server answers a path instead of handing it to the backend.
    enum Misbehaviour: Sendable {
        /// `302 Found` to `location`.
        case redirect(to: String)
        /// `200` with this content type and body.
        case reply(contentType: String, body: String)
        /// `200` with a JSON body that never ends.
        case endlessBody
    }

    struct ServerFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// Parses one HTTP/1.1 request from a connection: request line, headers, and a `Content-Length` body.
private struct RequestReader {
    let connection: Int32
    private var buffered = Data()

    init(connection: Int32) { self.connection = connection }

    mutating func readRequest() -> HTTPRequest? {
        let separator = Data("\r\n\r\n".utf8)
        var headEnd = buffered.range(of: separator)
        while headEnd == nil {
            guard readMore() else { return nil }
            headEnd = buffered.range(of: separator)
        }
        guard let headEnd else { return nil }
        let head = String(decoding: buffered[..<headEnd.lowerBound], as: UTF8.self)
        buffered.removeSubrange(..<headEnd.upperBound)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["expect"]?.lowercased() == "100-continue" {
            let interim = Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)
            _ = interim.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffered.count < length {
            guard readMore() else { return nil }
        }
        let body = length > 0 ? Data(buffered.prefix(length)) : nil
        let target = String(requestLine[1])
        let pathAndQuery = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(pathAndQuery[0]).removingPercentEncoding ?? String(pathAndQuery[0])
        let query = pathAndQuery.count < 2 ? [] : Self.queryItems(String(pathAndQuery[1]))
        return HTTPRequest(
            method: HTTPMethod(rawValue: String(requestLine[0])), path: path, query: query, headers: headers,
            body: body)
    }

    private static func queryItems(_ query: String) -> [QueryItem] {
        query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let value = parts.count < 2 ? "" : String(parts[1]).removingPercentEncoding ?? String(parts[1])
            return QueryItem(name, value)
        }
    }

    /// Appends what the connection has next; `false` at its end or on an error.
    private mutating func readMore() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffered.append(contentsOf: chunk[0..<count])
            return true
        }
    }
}

/// The exchanges the connection threads record.
private final class ExchangeLog: @unchecked Sendable {
    // `stored` is only touched while holding `lock`.
    private let lock = NSLock()
    private var stored: [LoopbackShopServer.Exchange] = []

    func append(_ exchange: LoopbackShopServer.Exchange) { lock.withLock { stored.append(exchange) } }

    var exchanges: [LoopbackShopServer.Exchange] { lock.withLock { stored } }
}

/// Hands the backend's reply from its task to the connection thread waiting for it.
private final class ResponseSlot: @unchecked Sendable {
    // `stored` is written once, before the semaphore the reader waits on is signalled; the lock orders it anyway.
    private let lock = NSLock()
    private var stored: HTTPResponse?

    func store(_ response: HTTPResponse?) { lock.withLock { stored = response } }

    var response: HTTPResponse? { lock.withLock { stored } }
}
