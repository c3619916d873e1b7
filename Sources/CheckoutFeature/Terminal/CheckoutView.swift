import FeatureState
import Foundation
import Networking
import TerminalUI

/// Draws ``CheckoutState`` as terminal lines. Pure: the same state, time and context always give the same lines.
enum CheckoutView {
    static func lines(for state: CheckoutState, now: Date, in context: RenderContext) -> [TerminalText] {
        var lines: [TerminalText] = []
        if case .placed(let confirmation) = state.placement.status {
            lines += paragraph(
                "Order \(confirmation.orderID) placed: \(items(confirmation.itemCount)), "
                    + "\(confirmation.total.formatted). Thank you!", .green, in: context)
            lines += ordered(confirmation, in: context)
            if confirmation.chargedOtherThanQuoted, let quoted = confirmation.quotedTotal {
                lines += paragraph(
                    CheckoutSentences.chargedOtherThanQuoted(confirmation.total, quoted), .red, in: context)
            }
        }
        if let notice = state.notice { lines += paragraph(notice.message, .yellow, in: context) }
        if !lines.isEmpty { lines.append("") }
        lines += cart(state, now: now, in: context)
        guard !state.cart.isEmpty else { return lines }
        lines += ["", context.styled("Details", .bold)]
        lines += details(state)
        lines += ["", context.styled("Ship to", .bold)]
        lines += addresses(state, in: context)
        if let placement = placement(state) {
            lines.append("")
            lines += paragraph(placement.text, placement.style, in: context)
        }
        return lines
    }

    /// The confirmed order's lines as the shop charged them: what was bought, without asking the shop again.
    private static func ordered(_ confirmation: OrderConfirmation, in context: RenderContext) -> [TerminalText] {
        guard !confirmation.lines.isEmpty else { return [] }
        let rows = confirmation.lines.map { line in
            [
                line.variantName.isEmpty ? line.name : "\(line.name) (\(line.variantName))", String(line.quantity),
                line.lineTotal.formatted,
            ]
        }
        return Table(columns: [.init("Ordered"), .init("Qty", .right), .init("Total", .right)], rows: rows)
            .render(in: context)
    }

    private static func items(_ count: Int) -> String { "\(count) item\(count == 1 ? "" : "s")" }

    private static func cart(_ state: CheckoutState, now: Date, in context: RenderContext) -> [TerminalText] {
        guard !state.cart.isEmpty else { return [TerminalText(CheckoutSentences.emptyCart)] }
        let quote = state.quote.value.flatMap { $0.basis.lines == state.cart ? $0 : nil }
        let rows = state.cart.enumerated().map { index, line in
            let priced = quote?.pricedLine(for: line)
            var name = line.productID + (line.variantID.map { " (\($0))" } ?? "")
            if let priced { name = priced.variantName.isEmpty ? priced.name : "\(priced.name) (\(priced.variantName))" }
            return [
                String(index + 1), name, String(line.quantity), priced?.unitPrice.formatted ?? "…",
                priced?.lineTotal.formatted ?? "…",
            ]
        }
        let itemCount = state.cart.reduce(0) { $0 + $1.quantity }
        var lines = [context.styled("Your cart (\(items(itemCount)))", .bold)]
        lines += Table(
            columns: [
                .init("#", .right), .init("Item"), .init("Qty", .right), .init("Unit", .right), .init("Total", .right),
            ],
            rows: rows
        ).render(in: context)
        lines.append("")
        if let quote {
            lines += totals(quote)
            if quote.isExpired(at: now) {
                lines.append(
                    context.styled("Prices are no longer locked; place or refresh quotes them again.", .yellow))
            } else {
                lines.append("Prices locked for \(LockedTime.describe(seconds: quote.secondsLeft(at: now))).")
            }
        } else {
            lines += state.quote.statusLines(
                loadingWhat: "prices", whenEmpty: CheckoutSentences.emptyCart, reason: \.description, in: context)
        }
        return lines
    }

    private static func totals(_ quote: Quote) -> [TerminalText] {
        var rows = [["Subtotal", quote.subtotal.formatted]]
        if quote.discount.minorUnits != 0 {
            let label = quote.coupon.map { "Discount (\($0.code))" } ?? "Discount"
            // What is taken off reads as negative; prefixing the sign (rather than negating) cannot overflow.
            rows.append([label, (quote.discount.minorUnits > 0 ? "-" : "") + quote.discount.formatted])
        }
        rows.append(["Shipping", quote.shipping.minorUnits == 0 ? "free" : quote.shipping.formatted])
        rows.append(["Total", quote.total.formatted])
        let width = rows.map { $0[0].count }.max() ?? 0
        return rows.map { row in
            TerminalText(row[0] + String(repeating: " ", count: width - row[0].count + 2) + row[1])
        }
    }

    private static func details(_ state: CheckoutState) -> [TerminalText] {
        var coupon = "none (coupon <code> to add one)"
        if let code = state.couponCode {
            let description = state.quote.value?.coupon.map { " — \($0.description)" } ?? ""
            coupon = code + description
        }
        let note = state.giftNote.map { "“\($0.text)” (\($0.text.count)/\(GiftNote.maximumLength))" }
        return ["Coupon:    \(coupon)", "Gift note: \(note ?? "none (note <text> to add one)")"]
    }

    private static func addresses(_ state: CheckoutState, in context: RenderContext) -> [TerminalText] {
        if state.needsLogin {
            return paragraph(
                "You need to log in to choose a shipping address and order. Type place to log in.", .yellow,
                in: context)
        }
        guard let addresses = state.shipping.addresses.value else {
            return state.shipping.addresses.statusLines(
                loadingWhat: "your addresses", whenEmpty: CheckoutSentences.noSavedAddresses,
                reason: CheckoutSentences.addressesFailure, in: context)
        }
        let rows = addresses.enumerated().map { index, address in
            [
                String(index + 1), address.id == state.shipping.selectedID ? "*" : "", address.label,
                address.singleLine,
            ]
        }
        var lines = Table(columns: [.init("#", .right), .init(""), .init("Label"), .init("Address")], rows: rows)
            .render(in: context)
        if state.shipping.selectedID == nil { lines.append("Choose one with address <row>.") }
        return lines
    }

    private static func placement(_ state: CheckoutState) -> (text: String, style: TextStyle?)? {
        switch state.placement.status {
        case .placing:
            return ("Placing your order…", .dim)
        case .refused(let error):
            return (CheckoutSentences.orderRefused(error), .red)
        case .unanswered(let error):
            return (CheckoutSentences.orderUnanswered(error), .red)
        case .unsettledEarlier:
            return (CheckoutSentences.orderUnsettledEarlier, .red)
        case .loginRequired:
            return ("Log in to place your order; everything you entered is kept.", .yellow)
        case .idle, .placed:
            guard state.quote.value != nil, state.shipping.selected != nil else { return nil }
            return ("Type place to order.", nil)
        }
    }

    /// `text` broken between words into lines no wider than the context, each styled with `style`.
    static func paragraph(_ text: String, _ style: TextStyle?, in context: RenderContext) -> [TerminalText] {
        wrapped(text, toWidth: context.width).map { line in
            style.map { context.styled(line, $0) } ?? TerminalText(line)
        }
    }
}
