/// The checks a reply's figures pass at the boundary before a feature's model believes them: amounts that must
/// not be negative, one currency for a whole breakdown, line totals that are unit price × quantity, a subtotal
/// that is the sum of the lines, a total that is subtotal − discount + shipping, and counts and ratings in range.
///
/// The rules live here once because several features read priced breakdowns of the same API (a price quoted
/// before an action and the amount recorded after it); each feature's `Data/` calls them from its mapper and turns a
/// ``ReplyFigureError`` into its network error, so the refusal names the field and what was wrong with it.
public enum ReplyFigures {
    /// One priced line of a breakdown, as the API sent it.
    public struct Line: Sendable {
        /// The number of items; must be positive.
        public let quantity: Int
        /// The price of one item.
        public let unitPrice: MoneyDTO
        /// The price of the line; must be `unitPrice × quantity`.
        public let lineTotal: MoneyDTO

        /// Creates a line.
        public init(quantity: Int, unitPrice: MoneyDTO, lineTotal: MoneyDTO) {
            self.quantity = quantity
            self.unitPrice = unitPrice
            self.lineTotal = lineTotal
        }
    }

    /// The highest rating, in tenths of a star: 5.0★.
    public static let highestRatingTenths = 50

    /// Refuses an amount below zero.
    public static func requireNonNegative(_ amount: MoneyDTO, at path: String) throws(ReplyFigureError) {
        guard amount.amount >= 0 else {
            throw ReplyFigureError(path: path, reason: "expected an amount of zero or more, found \(amount.amount)")
        }
    }

    /// Refuses a rating outside 0 to 5 stars (0 to 50 tenths) or a negative count of ratings.
    public static func requireRating(tenths: Int, count: Int, at path: String) throws(ReplyFigureError) {
        guard (0...highestRatingTenths).contains(tenths) else {
            throw ReplyFigureError(
                path: path + "rating",
                reason: "expected a rating of 0 to \(highestRatingTenths) tenths of a star, found \(tenths)")
        }
        try requireCount(count, at: path + "ratingCount")
    }

    /// Refuses a count below zero.
    public static func requireCount(_ count: Int, at path: String) throws(ReplyFigureError) {
        guard count >= 0 else {
            throw ReplyFigureError(path: path, reason: "expected a count of zero or more, found \(count)")
        }
    }

    /// Checks a whole priced breakdown: every amount in `currency` and not negative, each line's total its unit
    /// price × quantity, the subtotal the sum of the line totals, the discount at most the subtotal, and the total
    /// subtotal − discount + shipping. Paths are the API's (`lines.2.lineTotal`, `total`).
    public static func requireBreakdown(
        currency: String, lines: [Line], subtotal: MoneyDTO, discount: MoneyDTO, shipping: MoneyDTO, total: MoneyDTO
    ) throws(ReplyFigureError) {
        var amounts: [(path: String, money: MoneyDTO)] = []
        for (index, line) in lines.enumerated() {
            amounts += [("lines.\(index).unitPrice", line.unitPrice), ("lines.\(index).lineTotal", line.lineTotal)]
        }
        amounts += [("subtotal", subtotal), ("discount", discount), ("shipping", shipping), ("total", total)]
        for (path, money) in amounts {
            guard money.currency == currency else {
                throw ReplyFigureError(
                    path: path + ".currency",
                    reason: "expected the reply's one currency \(currency), found \(money.currency)")
            }
            // A negative total is caught below as one that does not add up, which says more.
            if path != "total" { try requireNonNegative(money, at: path + ".amount") }
        }
        var sum = 0
        for (index, line) in lines.enumerated() {
            guard line.quantity > 0 else {
                throw ReplyFigureError(
                    path: "lines.\(index).quantity", reason: "expected a positive quantity, found \(line.quantity)")
            }
            let (expected, overflow) = line.unitPrice.amount.multipliedReportingOverflow(by: line.quantity)
            guard !overflow, expected == line.lineTotal.amount else {
                throw ReplyFigureError(
                    path: "lines.\(index).lineTotal",
                    reason: "expected unit price × quantity = \(describe(line.unitPrice)) × \(line.quantity)"
                        + (overflow ? ", which does not fit in an amount" : " = \(describe(expected, currency))")
                        + ", found \(describe(line.lineTotal))")
            }
            let (added, sumOverflow) = sum.addingReportingOverflow(expected)
            guard !sumOverflow else {
                throw ReplyFigureError(path: "subtotal", reason: "the line totals' sum does not fit in an amount")
            }
            sum = added
        }
        guard sum == subtotal.amount else {
            throw ReplyFigureError(
                path: "subtotal",
                reason: "expected the sum of the line totals, \(describe(sum, currency)), found \(describe(subtotal))")
        }
        guard discount.amount <= subtotal.amount else {
            throw ReplyFigureError(
                path: "discount",
                reason: "expected at most the subtotal \(describe(subtotal)), found \(describe(discount))")
        }
        let (expectedTotal, overflow) = (subtotal.amount - discount.amount).addingReportingOverflow(shipping.amount)
        guard !overflow, expectedTotal == total.amount else {
            throw ReplyFigureError(
                path: "total",
                reason: "expected subtotal − discount + shipping = "
                    + (overflow ? "an amount too large to hold" : describe(expectedTotal, currency))
                    + ", found \(describe(total))")
        }
    }

    private static func describe(_ money: MoneyDTO) -> String { money.money.formatted }

    private static func describe(_ amount: Int, _ currency: String) -> String {
        Money(minorUnits: amount, currencyCode: currency).formatted
    }
}
