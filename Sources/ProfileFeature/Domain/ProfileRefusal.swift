import UserSession

/// Why Profile did not do what it was asked. The state is left as it was; a view tells the reason in its own words
/// (the terminal's one-line messages live in `Terminal/`) and can offer what fixes it.
enum ProfileRefusal: Error, Equatable, Sendable {
    /// Someone is logged in already; logging out comes first.
    case alreadyLoggedIn
    /// A login is on its way.
    case loginInProgress
    /// Logging in needs both an email and a password.
    case missingCredentials
    /// What was given as the email is not shaped like one.
    case notAnEmailAddress(String)
    /// The email is longer than the shop accepts.
    case emailTooLong(maximumLength: Int)
    /// The password is longer than the shop accepts.
    case passwordTooLong(maximumLength: Int)
    /// Nobody is logged in, and this needs someone who is.
    case notLoggedIn
    /// The session could not be removed from this device; the session store's error says why. Nobody was logged out.
    case sessionNotRemoved(UserSessionError)

    /// An order is open; this belongs to the order list.
    case orderIsOpen
    /// The customer has no orders yet.
    case noOrders
    /// The orders have not loaded.
    case ordersNotLoaded
    /// The orders shown are the saved copy; they must be loaded from the shop before more are asked for.
    case ordersAreSavedCopy
    /// Every page of orders is shown.
    case noMorePages
    /// The next page is on its way.
    case nextPageLoading
    /// The order list has no row `row` (counting from 1); it has `rowCount` rows.
    case noSuchOrderRow(Int, rowCount: Int)
    /// The text is not shaped like an order ID (see ``OrderIDRule``).
    case malformedOrderID(String)

    /// No order is open, so it has no lines.
    case noOrderOpen
    /// The open order has not loaded.
    case orderNotLoaded
    /// The open order has no line `row` (counting from 1); it has `lineCount` lines.
    case noSuchLine(Int, lineCount: Int)

    /// Nothing failed, so there is nothing to repeat.
    case nothingToRetry
}
