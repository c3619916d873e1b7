import FeatureState
import TerminalUI

/// The terminal face of ``ProductModel``: declares its commands as the model's intents and draws with
/// ``ProductView``.
@MainActor
final class ProductScreen: CommandTableScreen {
    let title = "Product"
    let commandTable: CommandTable<ProductRefusal>
    private let model: ProductModel

    init(model: ProductModel) {
        self.model = model
        let commands: [ScreenCommand<ProductRefusal>] = [
            ScreenCommand(
                "variant", aliases: ["v"], .rowOrID("row|id", "a row number or a variant id"), "choose a size, colour…"
            ) {
                try model.chooseVariant(id: Self.variantID(for: $0, in: model.state))
            },
            ScreenCommand("qty", aliases: ["quantity"], .quantity(), "choose how many") {
                try model.chooseQuantity($0)
            },
            ScreenCommand("add", "put the chosen quantity in the cart", hint: "choose how many first with qty <n>") {
                try await model.addToCart()
            },
            ScreenCommand("related", aliases: ["open"], .row(), "open a related product") {
                try model.openRelated(row: $0)
            },
            ScreenCommand("cart", "see the cart") { model.requestCart() },
            ScreenCommand("retry", "repeat what failed") { try await model.retry() },
        ]
        commandTable = CommandTable(commands) { refusal, _ in refusal.message }
    }

    func appear() async {
        await model.appear()
    }

    /// Covered or closed: stop following the cart until the screen appears again.
    func disappear() async {
        await model.stopObservingCart()
    }

    func render(in context: RenderContext) -> [TerminalText] {
        ProductView.lines(for: model.state, in: context)
    }

    /// The variant `choice` names: a row of the loaded variants or an ID, in any case. Text that names none is
    /// passed on as an ID, for the model to refuse in the terms of what is loaded.
    private static func variantID(for choice: RowOrID, in state: ProductState) -> String {
        let variants = state.detail.value?.variants ?? []
        switch choice {
        case .row(let row) where row >= 1 && row <= variants.count: return variants[row - 1].id
        case .row(let row): return String(row)
        case .id(let id): return variants.first { $0.id.lowercased() == id.lowercased() }?.id ?? id
        }
    }
}
