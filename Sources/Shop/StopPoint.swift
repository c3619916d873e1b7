import Foundation

/// A named step of paying for and placing an order at which the app can be made to stop dead, for the tests that show a crash at
/// any step never orders twice: with `SHOPKIT_STOP_AT=<name>` in its environment the process exits with
/// ``exitStatus`` there, keeping only what was already committed, as a kill would. Unset, it does nothing.
enum StopPoint: String, CaseIterable, Sendable {
    /// The payment's key and amount are recorded in the cart's database; its authorization request has not left.
    case paymentHeld = "payment-held"
    /// The provider has answered the authorization (it may have reserved the amount); the app has not used it.
    case paymentAnswered = "payment-answered"
    /// The attempt is recorded in the cart's database; its request has not left.
    case orderHeld = "order-held"
    /// The shop has answered the order (it exists); the app has not recorded the answer.
    case orderAnswered = "order-answered"
    /// The order is confirmed and its lines have left the cart, in one committed transaction; nothing is drawn yet.
    case orderSettled = "order-settled"

    /// The environment variable that names the point.
    static let variable = "SHOPKIT_STOP_AT"
    /// The status the process exits with at the point, so a test can tell the stop from a crash.
    static let exitStatus: Int32 = 86

    /// The point `environment` names, nil when it names none.
    ///
    /// - Throws: a message listing the points when the name is not one of them.
    static func chosen(in environment: [String: String]) throws(StopPointError) -> StopPoint? {
        guard let name = environment[variable] else { return nil }
        guard let point = StopPoint(rawValue: name) else { throw StopPointError(name: name) }
        return point
    }

    /// Exits the process when `self` is the `chosen` point.
    func reached(chosen: StopPoint?) {
        guard chosen == self else { return }
        exit(Self.exitStatus)
    }
}
