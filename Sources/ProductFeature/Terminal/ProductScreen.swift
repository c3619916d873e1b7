import FeatureState
import TerminalUI

/// The terminal face of ``ProductModel``: turns typed commands into model calls and draws with ``ProductView``.
@MainActor
final class ProductScreen: TerminalScreen {
    let title = "Product"
    let commands = [
        CommandHelp("variant <row|id>", "choose a size, colour…"),
        CommandHelp("qty <n>", "choose how many"),
        CommandHelp("add", "put the chosen quantity in the cart"),
        CommandHelp("related <row>", "open a related product"),
        CommandHelp("cart", "see the cart"),
        CommandHelp("retry", "repeat what failed"),
    ]

    private let model: ProductModel

    init(model: ProductModel) {
        self.model = model
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

    func handle(_ command: Command) async -> CommandOutcome {
        do {
            switch command.name {
            case "variant", "v":
                guard let selector = command.argument(0), command.arguments.count == 1 else {
                    return .rejected("variant needs one row number or variant id, for example: variant 2")
                }
                try await attempt(model.chooseVariant(id: variantID(for: selector)))
            case "qty", "quantity":
                let quantity = try command.onlyPositiveNumber("whole number from 1", example: 2)
                try await attempt(model.chooseQuantity(quantity))
            case "add":
                guard command.arguments.isEmpty else {
                    return .rejected("add takes no arguments; choose how many first with qty <n>")
                }
                try await attempt(await model.addToCart())
            case "related", "open":
                let row = try command.onlyPositiveNumber("whole number from 1", example: 2)
                try await attempt(model.openRelated(row: row))
            case "cart":
                try command.requireNoArguments()
                model.requestCart()
            case "retry":
                try command.requireNoArguments()
                try await attempt(await model.retry())
            default:
                return .unrecognized
            }
            return .rerender
        } catch {
            return .rejected(error.message)
        }
    }

    /// The variant `selector` names: a row of the loaded variants or an ID, in any case. Text that names none is
    /// passed on as an ID, for the model to refuse in the terms of what is loaded.
    private func variantID(for selector: String) -> String {
        let variants = model.state.detail.value?.variants ?? []
        let byRow = Int(selector).flatMap { row in row >= 1 && row <= variants.count ? variants[row - 1] : nil }
        let byID = variants.first { $0.id.lowercased() == selector.lowercased() }
        return (byRow ?? byID)?.id ?? selector
    }

    /// One of the model's intents, as ``attempt(_:)`` carries it out.
    private typealias Intent = () async throws(ProductRefusal) -> Void

    /// Carries out one of the model's intents; a refusal becomes the line the terminal shows.
    private func attempt(_ intent: @autoclosure Intent) async throws(CommandRejection) {
        do { try await intent() } catch { throw CommandRejection(error.message) }
    }
}
