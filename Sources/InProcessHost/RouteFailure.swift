import Networking

/// A failed route lookup: the error to send, and for 405 the methods to list in `Allow`.
struct RouteFailure: Error {
    let failure: APIFailure
    let allowedMethods: [HTTPMethod]
}
