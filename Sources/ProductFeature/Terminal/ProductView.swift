import FeatureState
import Networking
import TerminalUI

/// Draws ``ProductState`` as terminal lines. Pure: the same state and context always give the same lines.
enum ProductView {
    static func lines(for state: ProductState, in context: RenderContext) -> [TerminalText] {
        guard case .loaded(let detail) = state.detail else {
            return state.detail.statusLines(
                loadingWhat: "product \(state.productID)", whenEmpty: absenceText(state), reason: \.description,
                in: context)
        }
        return loaded(detail, state: state, in: context)
    }

    /// Why there is no product, in the words the terminal shows.
    private static func absenceText(_ state: ProductState) -> String {
        switch state.absence {
        case .malformedID: "“\(state.productID)” is not a product ID; product IDs look like p-0042."
        case .notInShop, nil: "The shop has no product \(state.productID); it may have been removed."
        }
    }

    private static func loaded(
        _ detail: ProductDetail, state: ProductState, in context: RenderContext
    ) -> [TerminalText] {
        var lines: [TerminalText] = []
        lines += header(detail, in: context)
        lines += [""] + variants(detail, state: state, in: context)
        lines += [""] + selection(state, in: context)
        lines += ["", context.styled("Related products", .bold)]
        if let related = state.related.value {
            lines += relatedTable(related, in: context)
        } else {
            lines += state.related.statusLines(
                loadingWhat: "related products", whenEmpty: "No related products.", reason: \.description,
                in: context)
        }
        return lines
    }

    private static func header(_ detail: ProductDetail, in context: RenderContext) -> [TerminalText] {
        let ratings =
            detail.ratingCount == 0 ? "no ratings yet" : "\(detail.ratingText) (\(detail.ratingCount) ratings)"
        var lines = [
            context.styled(detail.name, .bold),
            "\(detail.categoryName) · \(ratings) · \(context.styled(detail.id, .cyan))",
        ]
        if !detail.description.isEmpty {
            lines += wrapped(detail.description, toWidth: context.width).map { TerminalText($0) }
        }
        return lines
    }

    private static func variants(
        _ detail: ProductDetail, state: ProductState, in context: RenderContext
    ) -> [TerminalText] {
        guard !detail.variants.isEmpty else { return ["This product cannot be bought: it has no variants."] }
        let rows = detail.variants.enumerated().map { index, variant in
            let marker = variant.id == state.selectedVariantID ? "›" : " "
            return [
                marker + String(index + 1), variant.name, variant.price.formatted,
                stockText(variant, inCart: state.quantityInCart[variant.id, default: 0]),
            ]
        }
        return Table(
            columns: [.init("#", .right), .init("Variant"), .init("Price", .right), .init("Stock")], rows: rows
        ).render(in: context)
    }

    private static func stockText(_ variant: ProductVariant, inCart: Int) -> String {
        guard variant.stock > 0 else { return "sold out" }
        let held = inCart > 0 ? ", \(inCart) in your cart" : ""
        return "\(variant.stock) in stock\(held)"
    }

    private static func selection(_ state: ProductState, in context: RenderContext) -> [TerminalText] {
        guard let variant = state.selectedVariant else { return [] }
        var lines: [TerminalText] = []
        if variant.stock == 0 {
            lines.append("Selected: \(variant.name), sold out. Choose another with variant <row>.")
        } else if state.addableQuantity == 0 {
            lines.append("Selected: \(variant.name). Your cart already holds all you can add of it.")
        } else {
            let total = variant.price.times(state.quantity)?.formatted ?? "—"
            lines.append("Selected: \(variant.name) × \(state.quantity) = \(total)")
            lines.append("Type add to put it in the cart, qty <n> (up to \(state.addableQuantity)) or variant <row>.")
        }
        if state.isAdding {
            lines.append(context.styled("Adding to the cart…", .dim))
        } else if let notice = state.notice {
            lines.append(context.styled(notice.message, .green) + " Type cart to see it.")
        }
        return lines
    }

    private static func relatedTable(_ related: [RelatedProduct], in context: RenderContext) -> [TerminalText] {
        let rows: [[String]] = related.enumerated().map { index, product in
            [
                String(index + 1), product.name,
                product.inStock ? "from \(product.fromPrice.formatted)" : "sold out",
            ]
        }
        return Table(columns: [.init("#", .right), .init("Name"), .init("Price", .right)], rows: rows)
            .render(in: context) + ["Type related <row> to open one."]
    }

}
