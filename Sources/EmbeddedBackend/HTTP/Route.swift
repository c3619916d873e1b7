import Networking

/// Every endpoint of the shop API, resolved from a method and a path.
enum Route: Hashable {
    case listCategories
    case searchProducts
    case productDetail(id: String)
    case createQuote
    case placeOrder
    case listOrders
    case orderDetail(id: String)
    case createSession
    case deleteSession
    case currentCustomer

    private struct Entry: Sendable {
        let method: HTTPMethod
        let template: PathTemplate
        let make: @Sendable ([String]) -> Route
    }

    private static let table: [Entry] = [
        Entry(method: .get, template: "/v1/categories") { _ in .listCategories },
        Entry(method: .get, template: "/v1/products") { _ in .searchProducts },
        Entry(method: .get, template: "/v1/products/{id}") { .productDetail(id: $0[0]) },
        Entry(method: .post, template: "/v1/quotes") { _ in .createQuote },
        Entry(method: .post, template: "/v1/orders") { _ in .placeOrder },
        Entry(method: .get, template: "/v1/orders") { _ in .listOrders },
        Entry(method: .get, template: "/v1/orders/{id}") { .orderDetail(id: $0[0]) },
        Entry(method: .post, template: "/v1/sessions") { _ in .createSession },
        Entry(method: .delete, template: "/v1/sessions") { _ in .deleteSession },
        Entry(method: .get, template: "/v1/me") { _ in .currentCustomer },
    ]

    /// The route for `method` and `path`: 404 when no route has this path, 405 (with the allowed methods) when
    /// the path exists for other methods only.
    static func resolve(method: HTTPMethod, path: String) throws(RouteFailure) -> Route {
        var allowed: [HTTPMethod] = []
        for entry in table {
            guard let captures = entry.template.match(path) else { continue }
            if entry.method == method { return entry.make(captures) }
            allowed.append(entry.method)
        }
        if allowed.isEmpty {
            throw RouteFailure(
                failure: APIFailure(
                    status: 404, code: "route_not_found",
                    message: "no route \(APIFailure.excerpt(method.rawValue)) \(APIFailure.excerpt(path))"),
                allowedMethods: [])
        }
        let names = allowed.map(\.rawValue).joined(separator: ", ")
        throw RouteFailure(
            failure: APIFailure(
                status: 405, code: "method_not_allowed",
                message: "\(APIFailure.excerpt(path)) accepts \(names), not \(APIFailure.excerpt(method.rawValue))"),
            allowedMethods: allowed)
    }
}

/// A failed route lookup: the error to send, and for 405 the methods to list in `Allow`.
struct RouteFailure: Error {
    let failure: APIFailure
    let allowedMethods: [HTTPMethod]
}

/// A path pattern such as `/v1/products/{id}`: literal segments match exactly, `{name}` or `*` segments match any
/// one non-empty segment and are captured.
struct PathTemplate: Hashable, Sendable, ExpressibleByStringLiteral {
    private let segments: [Substring]

    init(_ template: String) {
        segments = template.split(separator: "/", omittingEmptySubsequences: false)
    }

    init(stringLiteral value: String) { self.init(value) }

    /// The captured segments when `path` matches, nil otherwise.
    func match(_ path: String) -> [String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == segments.count else { return nil }
        var captures: [String] = []
        for (pattern, part) in zip(segments, parts) {
            if pattern == "*" || (pattern.hasPrefix("{") && pattern.hasSuffix("}")) {
                guard !part.isEmpty else { return nil }
                captures.append(String(part))
            } else if pattern != part {
                return nil
            }
        }
        return captures
    }
}
