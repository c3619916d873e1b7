/// The words the profile terminal shows for what the model refuses and tells: one line per refusal, saying what was
/// wrong and what to type instead. A SwiftUI view would say the same things its own way.
extension ProfileRefusal {
    /// How to log in, short enough to fit one 80-column line.
    static let loginUsage = "log in needs an email, then the password when asked: login ada@example.com"

    /// The one-line message for this refusal of the command named `command` (not being logged in reads differently
    /// for `logout` than for what needs a login).
    func message(refusing command: String) -> String {
        switch self {
        case .alreadyLoggedIn: "you are already logged in; type logout first to switch accounts"
        case .loginInProgress: "a login is already in progress"
        case .missingCredentials: Self.loginUsage
        case .notAnEmailAddress(let email): "'\(email)' is not an email address; type login <email>"
        case .emailTooLong(let maximum): "an email address can be at most \(maximum) characters long"
        case .passwordTooLong(let maximum): "a password can be at most \(maximum) characters long"
        case .notLoggedIn:
            command == "logout" ? "you are not logged in" : "log in first: login <email>"
        case .sessionNotRemoved(let error): "the session could not be removed from this device: \(error.description)"
        case .orderIsOpen: "this screen shows one order: type back to leave it, then more"
        case .noOrders: "there are no orders yet"
        case .ordersNotLoaded: "the orders have not loaded yet"
        case .ordersAreSavedCopy: "these orders are a saved copy; type retry to load them from the shop first"
        case .noMorePages: "that was the last page of orders"
        case .nextPageLoading: "the next page is already loading"
        case .noSuchOrderRow(_, 0): "there are no order rows to choose from; give an order id such as o-000001"
        case .noSuchOrderRow(let row, let rowCount):
            "no row \(row); choose a row from 1 to \(rowCount), or give an order id"
        case .malformedOrderID(let text): "'\(text)' is neither a row number nor an order id such as o-000001"
        case .noOrderOpen: "open an order first with order <row|id>, then open <line>"
        case .orderNotLoaded: "the order has not loaded"
        case .noSuchLine(let row, let lineCount): "no line \(row); choose a line from 1 to \(lineCount)"
        case .nothingToRetry: "nothing failed, so there is nothing to retry"
        }
    }
}

extension ProfileState.LoginFailure {
    /// Why the login did not go through, and what to do, as the logged-out screen shows it.
    var message: String {
        switch self {
        case .wrongCredentials: "email or password is wrong"
        case .unreachable(let error): "could not log in: \(error); type retry to try again"
        case .refused(let error): "could not log in: \(error)"
        case .sessionNotKept(let error): "could not keep the session on this device: \(error.description)"
        }
    }
}

extension ProfileNotice {
    /// The notice as the terminal shows it above the screen, the most important line first.
    var lines: [String] {
        switch self {
        case .notAnOrderID(let text): ["'\(text)' is not an order id, so the overview is shown instead."]
        case .loggedOut: ["Logged out."]
        case .loggedOutShopNotTold(let error):
            [
                "Logged out on this device.",
                "The shop could not be told, so the session ends when it expires: \(error.description)",
            ]
        case .sessionEnded: ["Your session has ended; log in again."]
        }
    }
}

extension ProfileStorageProblem {
    /// The problem as the terminal shows it, in yellow above the screen.
    var message: String {
        switch self {
        case .savedOrdersNotRemoved(let error):
            "saved orders could not be removed from this device: \(error.description)"
        case .endedSessionNotRemoved(let error):
            "the ended session could not be removed from this device: \(error.description)"
        case .savedOrdersNotRead(let error): "saved orders could not be read: \(error.description)"
        case .savedOrderNotRead(let error): "the saved order could not be read: \(error.description)"
        case .ordersNotSavedOffline(let error): "orders could not be saved for offline use: \(error.description)"
        }
    }
}

extension SavedAddress {
    /// The address on one line: `12 St James's Square, London SW1Y 4JH, GB`.
    var singleLine: String {
        (lines + ["\(city) \(postcode)", country]).joined(separator: ", ")
    }
}
