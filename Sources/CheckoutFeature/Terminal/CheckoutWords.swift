import FeatureState
import Networking
import PaymentContract

/// The words the checkout terminal shows for what the model refuses and tells: one line per refusal, saying what was
/// wrong and what to type instead. A SwiftUI view would say the same things its own way.
extension CheckoutRefusal {
    /// The one-line message for this refusal of the command named `command` (a few reasons read differently
    /// depending on what was asked: an empty cart has nothing to order, or nothing to price).
    func message(refusing command: String) -> String {
        switch self {
        case .cartIsEmpty:
            switch command {
            case "place", "order": "your cart is empty, so there is nothing to order"
            case "refresh": "your cart is empty, so there is nothing to price"
            case "coupon": "your cart is empty; add something before applying a coupon"
            default: "your cart is empty"
            }
        case .noSuchRow(let row, let rowCount): "no row \(row); choose a row from 1 to \(rowCount)"
        case .cartRefused(let error): error.description
        case .malformedCouponCode:
            "a coupon code is one word of at most \(CouponCode.maximumLength) characters, for example: coupon SAVE10"
        case .noCouponApplied: "no coupon is applied"
        case .couponRejected(let reason): reason
        case .couponUnchecked(let error): "the coupon could not be checked: \(error.description)"
        case .pricesWithoutCouponUnavailable(let error):
            "the prices without the coupon could not be loaded: \(error.description)"
        case .invalidGiftNote(let problem): problem.message
        case .noGiftNote: "there is no gift note to clear"
        case .loginRequired: "log in to choose one of your saved addresses; type place to log in"
        case .notLoaded(.prices): "there are no prices for your cart yet; type retry"
        case .notLoaded(.addresses):
            command == "address"
                ? "your addresses are not loaded; type retry" : "your addresses did not load; type retry"
        case .stillLoading(.prices): "your cart is still being priced; try again in a moment"
        case .stillLoading(.addresses): "your addresses are still loading"
        case .noSavedAddresses: CheckoutSentences.noSavedAddresses
        case .noSuchAddressRow(let row, let count): Self.noAddress(String(row), count: count)
        case .unknownAddressID(let id, let count): Self.noAddress(id, count: count)
        case .noAddressChosen: "choose a shipping address first, for example: address 1"
        case .placingInProgress:
            command == "coupon" ? "wait until the order has been placed" : "the order is already being placed"
        case .unsettledAttempt: "your last order got no answer and may be placed; type retry to settle it first"
        case .orderNotBuilt(let error): error.description
        case .nothingToRetry: "nothing failed, so there is nothing to retry"
        }
    }

    private static func noAddress(_ typed: String, count: Int) -> String {
        "no address '\(typed)'; use a row number 1-\(count) or an id"
    }
}

extension GiftNote.Problem {
    /// Why the note was refused, and how to put it right.
    var message: String {
        switch self {
        case .empty: "a gift note needs some text; use note clear to remove it"
        case .tooLong(let count):
            "a gift note can have at most \(GiftNote.maximumLength) characters; this one has \(count)"
        case .controlCharacters: "a gift note cannot contain control characters"
        }
    }
}

extension CheckoutNotice {
    /// The notice as the terminal shows it, above the cart.
    var message: String {
        switch self {
        case .pricesExpiredAndRequoted:
            "Your locked prices expired, so the cart was quoted again. Check the prices and type place to confirm."
        case .quoteRefusedAndRequoted(let reason):
            "\(reason). Your cart was quoted again: check the prices and type place to confirm."
        case .lineRemoved(let line):
            "Removed \(line.quantity) × \(line.variantID.map { "\(line.productID) (\($0))" } ?? line.productID) from the cart."
        case .placedWithChangedCartKept:
            "Your order is placed and its items left the cart. What you added while it was being confirmed is still there."
        case .placedButCartNotEmptied(let error):
            "Your order is placed, but the cart could not be emptied: \(error.description)"
        case .settledElsewhere:
            "That order was settled in another window of the app, so it was not sent again. Your orders are in profile."
        case .notPaid(.declined(let reason)):
            "Your card was declined (\(Self.words(for: reason))), so no order was placed and your cart is as it was. "
                + "Type place to pay with another card."
        case .notPaid(.abandoned):
            "Payment cancelled: no order was placed and your cart is as it was. Type place to pay."
        case .notPaid(.unanswered), .notPaid(.authorized):
            "The payment provider did not answer, so no order was placed. Type place to pay again: you cannot be "
                + "charged twice."
        }
    }

    private static func words(for reason: PaymentDeclineReason) -> String {
        switch reason {
        case .declined: "the bank said no"
        case .insufficientFunds: "not enough funds"
        case .expiredCard: "the card has expired"
        case .challengeFailed: "the bank's code was not confirmed"
        }
    }
}

/// The sentences the checkout screen shows in more than one place: as a screen's state and as a refusal.
enum CheckoutSentences {
    /// What the screen says when there is nothing to check out.
    static let emptyCart = "Your cart is empty."
    /// What the address list says when the customer has saved none.
    static let noSavedAddresses = "You have no saved addresses. Add one to your profile to place an order."

    /// What the confirmation adds when the shop charged another total than it quoted.
    static func chargedOtherThanQuoted(_ charged: Money, _ quoted: Money) -> String {
        "The shop charged \(charged.formatted), not the \(quoted.formatted) it quoted. Check the order in your profile "
            + "and contact the shop if the total is wrong."
    }

    /// Why the shop refused the order: its own message when its error body has one, else what the error was.
    static func orderRefused(_ error: NetworkError) -> String {
        let reason = if case .status(_, let body?) = error { body.message } else { error.description }
        return "The order was not placed: \(reason)"
    }

    /// That placing the order got no answer (and what happened instead), and that retrying cannot place it twice.
    static func orderUnanswered(_ error: NetworkError) -> String {
        "No answer while placing the order (\(error.description)). Type retry: it is sent again as the same order, "
            + "so it cannot be placed twice."
    }

    /// That an order sent earlier (before a restart, or in another window) got no answer, and how to settle it.
    static let orderUnsettledEarlier =
        "An order sent earlier got no answer, so it may or may not be placed. Type retry to settle it: it is sent "
        + "again as the same order, with the same key, so it cannot be placed twice."

    /// Why the saved addresses did not load, as the address list says it.
    static func addressesFailure(_ error: NetworkError) -> String {
        error.statusCode == 401 ? "You need to log in to choose a shipping address." : error.description
    }
}

extension ShippingAddress {
    /// The address on one line: `Ada Lovelace, 12 St James's Square, London SW1Y 4JH, GB`.
    var singleLine: String {
        ([recipient] + lines + ["\(city) \(postcode)", country]).joined(separator: ", ")
    }
}
