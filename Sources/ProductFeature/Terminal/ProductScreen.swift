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
        await model.stopWatchingCart()
    }

    func render(in context: RenderContext) -> [String] {
        ProductView.lines(for: model.state, in: context)
    }

    func handle(_ command: Command) async -> CommandOutcome {
        do {
            switch command.name {
            case "variant", "v":
                guard let selector = command.argument(0), command.arguments.count == 1 else {
                    return .rejected("variant needs one row number or variant id, for example: variant 2")
                }
                try model.chooseVariant(selector)
            case "qty", "quantity":
                try model.chooseQuantity(try command.onlyPositiveNumber("whole number from 1", example: 2))
            case "add":
                guard command.arguments.isEmpty else {
                    return .rejected("add takes no arguments; choose how many first with qty <n>")
                }
                try await model.addToCart()
            case "related", "open":
                try model.openRelated(row: try command.onlyPositiveNumber("whole number from 1", example: 2))
            case "cart":
                try command.requireNoArguments()
                model.requestCart()
            case "retry":
                try command.requireNoArguments()
                try await model.retry()
            default:
                return .unrecognized
            }
            return .rerender
        } catch {
            return .rejected(error.message)
        }
    }
}
