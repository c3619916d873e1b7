/// The foundation code both generated layouts share: an HTTP client protocol with JSON helpers, a key-value store,
/// analytics, and a text theme. Feature-first gives each its own module; layer-first puts each in a layer.
enum FoundationSources {
    /// Networking: requests, responses, the client protocol, a canned client and the API's JSON conventions.
    /// `internalEdit` and `publicEdit` are the benchmark's changes (c) and (d).
    static func networking(internalEdit: Bool, publicEdit: Bool) -> String {
        let idempotence =
            publicEdit
            ? """

                /// Whether sending this request twice has the effect of sending it once.
                public var isIdempotent: Bool { method != .post }

            """ : ""
        let queryLimit = internalEdit ? 1024 : 512
        return #"""
            import Foundation

            /// An HTTP method the API takes.
            public enum HTTPMethod: String, Sendable {
                case get = "GET"
                case put = "PUT"
                case post = "POST"
            }

            /// A request: method, path, query items and an optional JSON body.
            public struct HTTPRequest: Sendable, Equatable {
                /// The method.
                public var method: HTTPMethod
                /// The path from the API root.
                public var path: String
                /// The query items, by name.
                public var query: [String: String]
                /// The JSON body, if any.
                public var body: Data?
            \#(idempotence)
                /// A request.
                public init(method: HTTPMethod, path: String, query: [String: String] = [:], body: Data? = nil) {
                    self.method = method
                    self.path = path
                    self.query = query
                    self.body = body
                }

                /// The path and query as sent: items sorted by name, values percent-encoded.
                public var target: String {
                    guard !query.isEmpty else { return path }
                    let items = query.sorted { $0.key < $1.key }.map { "\($0.key)=\(queryEncoded($0.value))" }
                    return path + "?" + items.joined(separator: "&")
                }
            }

            /// A response: its status and body.
            public struct HTTPResponse: Sendable, Equatable {
                /// The status code.
                public var status: Int
                /// The body bytes.
                public var body: Data

                /// A response.
                public init(status: Int, body: Data) {
                    self.status = status
                    self.body = body
                }
            }

            /// Why a request failed.
            public enum HTTPError: Error, Equatable, Sendable {
                /// The server answered with a status outside 200..<300.
                case status(Int)
                /// The body was empty where JSON was expected.
                case emptyBody
                /// The body was not the JSON expected; the decoder's reason.
                case undecodable(String)
            }

            /// What features send requests through; the app hands them the real one.
            public protocol HTTPClient: Sendable {
                /// Sends `request` and returns the response, whatever its status.
                func send(_ request: HTTPRequest) async throws -> HTTPResponse
            }

            /// A client that answers from canned bodies by path, so the generated app runs offline.
            public struct CannedHTTPClient: HTTPClient {
                let bodies: [String: Data]
                let fallback: Data

                /// Answers `bodies[path]`, or `fallback` for any other path.
                public init(bodies: [String: Data] = [:], fallback: Data) {
                    self.bodies = bodies
                    self.fallback = fallback
                }

                /// A 200 response with the canned body.
                public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
                    HTTPResponse(status: 200, body: bodies[request.path] ?? fallback)
                }
            }

            /// The API's JSON conventions: snake_case keys, sorted output.
            public enum APIJSON {
                /// The value in a successful response's body.
                public static func decode<Value: Decodable>(_ type: Value.Type, from response: HTTPResponse) throws -> Value {
                    guard (200..<300).contains(response.status) else { throw HTTPError.status(response.status) }
                    guard !response.body.isEmpty else { throw HTTPError.emptyBody }
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    do {
                        return try decoder.decode(type, from: response.body)
                    } catch {
                        throw HTTPError.undecodable("\(error)")
                    }
                }

                /// The JSON of `value`.
                public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
                    let encoder = JSONEncoder()
                    encoder.keyEncodingStrategy = .convertToSnakeCase
                    encoder.outputFormatting = [.sortedKeys]
                    return try encoder.encode(value)
                }
            }

            /// `value` percent-encoded for a query, cut to a length every server accepts.
            func queryEncoded(_ value: String) -> String {
                let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
                let encoded = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
                return String(encoded.prefix(\#(queryLimit)))
            }

            """#
    }

    /// Persistence: bytes by key, and an in-memory store.
    static let persistence = """
        import Foundation

        /// Bytes by key: where features keep what must outlive a screen.
        public protocol KeyValueStore: Sendable {
            /// The bytes stored for `key`, if any.
            func data(for key: String) async -> Data?
            /// Stores `data` for `key`; `nil` removes it.
            func set(_ data: Data?, for key: String) async
        }

        /// A store in memory, for the generated app.
        public actor InMemoryStore: KeyValueStore {
            private var values: [String: Data] = [:]

            /// An empty store.
            public init() {}

            /// The bytes stored for `key`, if any.
            public func data(for key: String) -> Data? { values[key] }

            /// Stores `data` for `key`; `nil` removes it.
            public func set(_ data: Data?, for key: String) { values[key] = data }
        }

        """

    /// Analytics: events and a tracker that records them.
    static let analytics = """
        /// Something that happened, with its details.
        public struct AnalyticsEvent: Sendable, Equatable {
            /// What happened, dotted: `area.load`.
            public var name: String
            /// The details, by name.
            public var properties: [String: String]

            /// An event.
            public init(name: String, properties: [String: String] = [:]) {
                self.name = name
                self.properties = properties
            }
        }

        /// Where features send events.
        public protocol AnalyticsTracking: Sendable {
            /// Records `event`.
            func track(_ event: AnalyticsEvent) async
        }

        /// A tracker that keeps every event in order.
        public actor RecordingTracker: AnalyticsTracking {
            /// The events so far, oldest first.
            public private(set) var events: [AnalyticsEvent] = []

            /// A tracker with no events.
            public init() {}

            /// Appends `event`.
            public func track(_ event: AnalyticsEvent) { events.append(event) }
        }

        """

    /// The design system: how screens draw titles, rows, money and notes as text.
    static let designSystem = #"""
        /// How screens draw text, `width` characters wide.
        public struct Theme: Sendable, Equatable {
            /// The line width; at least 20.
            public var width: Int

            /// A theme `width` wide.
            public init(width: Int = 60) {
                self.width = max(20, width)
            }

            /// `== Text ====` filling the width.
            public func title(_ text: String) -> String {
                let head = "== \(text) "
                return head + String(repeating: "=", count: max(0, width - head.count))
            }

            /// `left` and `right` at either edge; a long `left` is cut with an ellipsis.
            public func row(_ left: String, _ right: String) -> String {
                let room = max(1, width - right.count - 1)
                let shown = left.count > room ? String(left.prefix(room - 1)) + "…" : left
                return shown + String(repeating: " ", count: max(1, width - shown.count - right.count)) + right
            }

            /// `USD 12.50` for 1250 cents.
            public func money(cents: Int) -> String {
                let magnitude = cents.magnitude
                let fraction = magnitude % 100
                return "\(cents < 0 ? "-" : "")USD \(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
            }

            /// A line that warns.
            public func warning(_ text: String) -> String { "! " + text }

            /// An indented detail under a row.
            public func detail(_ text: String) -> String { "  " + text }
        }

        """#
}
