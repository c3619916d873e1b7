import Networking

/// The routes of a server, resolved from a method and a path.
struct RouteTable {
    private let routes: [HostedRoute]

    init(_ routes: [HostedRoute]) { self.routes = routes }

    /// The first route for `method` and `path` with its captures: 404 when no route has this path, 405 (with the
    /// allowed methods) when the path exists for other methods only.
    func resolve(method: HTTPMethod, path: String) throws(RouteFailure) -> (route: HostedRoute, captures: [String]) {
        var allowed: [HTTPMethod] = []
        for route in routes {
            guard let captures = route.template.match(path) else { continue }
            if route.method == method { return (route, captures) }
            if !allowed.contains(route.method) { allowed.append(route.method) }
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
