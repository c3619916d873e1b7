import Foundation
import InProcessHost
import Networking

extension ShopService {
    static let maximumQuoteLines = 50
    static let quantityRange = 1...99

    /// `POST /v1/quotes`: prices the lines at today's prices, applies the coupon and locks it all for 10 minutes.
    func createQuote(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let body = try StrictJSON.decode(QuoteRequest.self, from: request.body)
        guard !body.lines.isEmpty else { throw .invalidField("lines", "needs at least one line") }
        guard body.lines.count <= Self.maximumQuoteLines else {
            throw .invalidField("lines", "at most \(Self.maximumQuoteLines) lines (got \(body.lines.count))")
        }
        var couponCode: String?
        if let code = body.couponCode {
            guard code.count <= 32 else {
                throw .invalidField("couponCode", "at most 32 characters (got \(code.count))")
            }
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            couponCode = trimmed.isEmpty ? nil : trimmed
        }

        var resolved: [(line: QuoteRequest.Line, product: Product, variant: Variant)] = []
        for (position, line) in body.lines.enumerated() {
            let field = "lines[\(position)]"
            try requireText(line.productID, field: "\(field).productID")
            if let variantID = line.variantID { try requireText(variantID, field: "\(field).variantID") }
            guard Self.quantityRange.contains(line.quantity) else {
                throw .invalidField(
                    "\(field).quantity",
                    "must be between \(Self.quantityRange.lowerBound) and \(Self.quantityRange.upperBound) "
                        + "(got \(line.quantity))")
            }
        }
        for (position, line) in body.lines.enumerated() {
            let field = "lines[\(position)]"
            guard let product = catalogue.product(id: line.productID) else {
                throw .notFound("product", id: line.productID, field: "\(field).productID")
            }
            let variant: Variant
            if let variantID = line.variantID {
                guard let match = product.variants.first(where: { $0.id == variantID }) else {
                    throw APIFailure(
                        status: 404, code: "variant_not_found",
                        message:
                            "product \(product.id) has no variant with the id \"\(variantID)\" (\(field).variantID)")
                }
                variant = match
            } else {
                variant = product.variants[0]
            }
            if let earlier = resolved.firstIndex(where: { $0.variant.id == variant.id }) {
                throw .invalidField(
                    field,
                    "repeats the variant of lines[\(earlier)] (\(variant.id)); send one line with the total quantity")
            }
            resolved.append((line, product, variant))
        }
        for (position, entry) in resolved.enumerated() {
            try checkStock(
                entry.variant, of: entry.product, quantity: entry.line.quantity, available: available(entry.variant),
                field: "lines[\(position)]")
        }

        let lines = resolved.map { entry in
            PricedLineBody(
                productID: entry.product.id, variantID: entry.variant.id, name: entry.product.name,
                variantName: entry.variant.name, quantity: entry.line.quantity,
                unitPrice: MoneyBody(entry.variant.price),
                lineTotal: MoneyBody(entry.variant.price * entry.line.quantity))
        }
        let subtotal = lines.reduce(0) { $0 + $1.lineTotal.amount }
        let createdAt = currentTime
        var coupon: Coupon?
        if let couponCode {
            guard let known = Coupon.named(couponCode) else {
                throw .unprocessable("coupon_invalid", "\"\(couponCode)\" is not a coupon code this shop knows")
            }
            coupon = known
        }
        let totals = try Pricing.totals(subtotal: subtotal, coupon: coupon, now: createdAt)
        let quote = QuoteBody(
            quoteID: "q-" + UUID().uuidString.lowercased(), createdAt: createdAt,
            expiresAt: createdAt.addingTimeInterval(Self.quoteLifetime), lines: lines,
            subtotal: MoneyBody(totals.subtotal), discount: MoneyBody(totals.discount),
            shipping: MoneyBody(totals.shipping), total: MoneyBody(totals.total),
            coupon: coupon.map { CouponBody(code: $0.code, description: $0.description) })
        try store.write { operations throws(APIFailure) in try operations.insertQuote(quote) }
        return try json(201, quote)
    }

    /// Throws 422 `out_of_stock` unless `quantity` units are available.
    func checkStock(
        _ variant: Variant, of product: Product, quantity: Int, available: Int, field: String
    ) throws(APIFailure) {
        guard quantity > available else { return }
        let item = "\"\(product.name)\" (\(variant.name), \(variant.id))"
        if available == 0 { throw .unprocessable("out_of_stock", "\(item) is out of stock (\(field))") }
        throw .unprocessable(
            "out_of_stock", "only \(available) of \(item) left; \(field) asks for \(quantity)")
    }
}
