import Networking

/// Where placing the order stands, as the customer sees it.
enum Placement: Equatable, Sendable {
    case idle
    case placing
    /// The order was confirmed; its lines have left the cart.
    case placed(OrderConfirmation)
    /// The shop refused the order with a definite no (a 4xx status; its error body, when it sent one, says why). A
    /// new `place` starts a new attempt.
    case refused(NetworkError)
    /// No answer arrived (lost response, timeout, server error; the error says which): the order may or may not
    /// exist, so a retry sends the same attempt again and the shop places it at most once.
    case unanswered(NetworkError)
    /// The shop needs a signed-in customer; everything entered is kept.
    case loginRequired
    /// An attempt sent earlier (before the app was restarted, or by another window of it) got no answer that was
    /// recorded: the order may or may not exist, so a retry sends that attempt again, with its key.
    case unsettledEarlier
}
