import FeatureState
import Foundation
import Networking
import TerminalUI

/// Draws ``ProfileState`` as terminal lines. Pure: the same state and context always give the same lines.
enum ProfileView {
    /// What the order list says when the customer has placed none.
    private static let noOrders = "No orders yet."

    static func lines(for state: ProfileState, in context: RenderContext) -> [TerminalText] {
        var lines: [TerminalText] = []
        if let notice = state.notice { lines += notice.lines.map { TerminalText($0) } }
        if let problem = state.storageProblem { lines.append(context.styled(problem.message, .yellow)) }
        if !state.isLoggedIn {
            lines += loggedOut(state, in: context)
        } else if let open = state.openOrder {
            lines += order(open, in: context)
        } else {
            lines += overview(state, in: context)
        }
        return lines
    }

    // MARK: - Logged out

    private static func loggedOut(_ state: ProfileState, in context: RenderContext) -> [TerminalText] {
        var lines: [TerminalText] = [state.isAskingForLogin ? "Log in to continue." : "You are not logged in."]
        switch state.login {
        case .idle: break
        case .inProgress: lines.append(context.styled("Logging in…", .dim))
        case .failed(let failure): lines.append(context.styled("! \(failure.message)", .red))
        }
        lines.append("Type login <email> to log in.")
        return lines
    }

    // MARK: - Overview

    private static func overview(_ state: ProfileState, in context: RenderContext) -> [TerminalText] {
        var lines: [TerminalText] = []
        if let profile = state.profile.value {
            lines += [
                context.styled(profile.name, .bold), TerminalText(profile.email), "",
                context.styled("Saved addresses", .bold),
            ]
            if profile.addresses.isEmpty {
                lines.append("None saved.")
            } else {
                let rows = profile.addresses.enumerated().map { index, address in
                    [String(index + 1), address.label, address.recipient, address.singleLine]
                }
                lines += Table(
                    columns: [.init("#", .right), .init("Label"), .init("Recipient"), .init("Address")], rows: rows
                ).render(in: context)
            }
        } else {
            // A profile always has something to show, so it is never empty.
            lines += state.profile.statusLines(
                loadingWhat: "your profile", whenEmpty: "", reason: \.description, in: context)
        }
        lines += ["", context.styled("Orders", .bold)]
        if let history = state.orders.value {
            lines += orderHistory(history, state: state, in: context)
        } else {
            lines += state.orders.statusLines(
                loadingWhat: "your orders", whenEmpty: noOrders, reason: \.description, in: context)
        }
        lines += ["", "Type logout to log out."]
        return lines
    }

    private static func orderHistory(
        _ history: Fetched<OrderHistory>, state: ProfileState, in context: RenderContext
    ) -> [TerminalText] {
        var lines = staleNotice(history.freshness, in: context)
        let orders = history.value.orders
        if orders.isEmpty {
            lines.append(TerminalText(noOrders))
            return lines
        }
        let rows = orders.enumerated().map { index, order in
            [
                String(index + 1), order.orderID, ProfileDateText.day(order.placedAt), String(order.itemCount),
                order.total.formatted,
            ]
        }
        lines += Table(
            columns: [
                .init("#", .right), .init("Order"), .init("Date"), .init("Items", .right), .init("Total", .right),
            ], rows: rows
        ).render(in: context)
        if state.isLoadingMore {
            lines.append(context.styled("Loading more…", .dim))
        } else if let failure = state.moreFailure {
            lines += [context.styled("Could not load more: \(failure.description)", .red), "Type retry to try again."]
        } else if history.value.hasMore {
            lines.append("Type more for the next page, or order <row> to see one.")
        } else {
            lines.append("Type order <row> to see one.")
        }
        return lines
    }

    // MARK: - Order detail

    private static func order(_ open: OpenOrder, in context: RenderContext) -> [TerminalText] {
        var lines = [context.styled("Order \(open.orderID)", .bold)]
        guard let fetched = open.detail.value else {
            // An order always has a detail, so it is never empty.
            let status = open.detail.statusLines(
                loadingWhat: "the order", whenEmpty: "", reason: \.description, in: context)
            return lines + status + ["Type back to leave it."]
        }
        let detail = fetched.value
        lines.append("Placed \(ProfileDateText.minute(detail.placedAt)) · \(detail.status)")
        lines += staleNotice(fetched.freshness, in: context)
        let rows = detail.lines.enumerated().map { index, line in
            [
                String(index + 1), line.variantName.isEmpty ? line.name : "\(line.name) (\(line.variantName))",
                String(line.quantity),
                line.unitPrice.formatted,
                line.lineTotal.formatted,
            ]
        }
        lines += Table(
            columns: [
                .init("#", .right), .init("Product"), .init("Qty", .right), .init("Unit price", .right),
                .init("Line total", .right),
            ], rows: rows
        ).render(in: context)
        // The discount is what was taken off; it reads as a negative amount (zero stays `USD 0.00`). The sign is
        // prefixed rather than the amount negated, which could overflow.
        let discount = (detail.discount.minorUnits > 0 ? "-" : "") + detail.discount.formatted
        let sums: [(label: String, amount: String, note: String?)] = [
            ("Subtotal", detail.subtotal.formatted, nil),
            ("Discount", discount, detail.couponCode.map { "(coupon \($0))" }),
            ("Shipping", detail.shipping.formatted, nil), ("Total", detail.total.formatted, nil),
        ]
        let width = sums.map(\.amount.count).max() ?? 0
        for (index, sum) in sums.enumerated() {
            let padding = String(repeating: " ", count: 10 - sum.label.count + width - sum.amount.count)
            let line = sum.label + padding + sum.amount + (sum.note.map { "  \($0)" } ?? "")
            lines.append(index == sums.count - 1 ? context.styled(line, .bold) : TerminalText(line))
        }
        let address = detail.shippingAddress
        lines.append("Shipped to \(address.recipient), \(address.singleLine)")
        if let note = detail.giftNote { lines.append("Gift note: “\(note)”") }
        lines.append("Type open <line> to see a product, or back to leave the order.")
        return lines
    }

    private static func staleNotice(_ freshness: Freshness, in context: RenderContext) -> [TerminalText] {
        guard case .cached(let savedAt, let error) = freshness else { return [] }
        return [
            context.styled("Possibly out of date (saved \(ProfileDateText.minute(savedAt))).", .yellow),
            "The shop could not be asked: \(error.description)", "Type retry to load it from the shop again.",
        ]
    }
}

/// Dates as Profile prints them, in UTC so every terminal and every test reads the same text.
enum ProfileDateText {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// `2027-01-15`.
    static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(twoDigits(parts.month))-\(twoDigits(parts.day))"
    }

    /// `2027-01-15 08:05 UTC`.
    static func minute(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return "\(day(date)) \(twoDigits(parts.hour)):\(twoDigits(parts.minute)) UTC"
    }

    private static func twoDigits(_ value: Int?) -> String {
        let text = String(value ?? 0)
        return text.count < 2 ? "0" + text : text
    }
}
