import FeatureState
import Networking
import NetworkingTesting
import TerminalUI
import Testing

@testable import ProductFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct ProductScreenTests {
    private func makeScreen(_ harness: ProductHarness, productID: String = "p-0001") -> any TerminalScreen {
        ProductEntry.makeScreen(dependencies: harness.dependencies, productID: productID) { output in
            harness.outputs.append(output)
        }
    }

    private func handle(_ screen: any TerminalScreen, _ line: String) async -> CommandOutcome {
        await screen.handle(Command(parsing: line)!)
    }

    @Test func theLoadedProductRendersVariantsStockAndRelated() async throws {
        let harness = try ProductHarness()
        harness.expectKettleWithRelated()
        let screen = makeScreen(harness)
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(screen.status == nil, "the cart's count is the host's to draw, once")
        #expect(!lines.contains { $0.contains("cart 0") })
        #expect(lines.contains("Copper Kettle"))
        #expect(lines.contains { $0.contains("Kitchen") && $0.contains("4.3★ (120 ratings)") })
        #expect(lines.contains { $0.contains("Small") && $0.contains("USD 24.99") && $0.hasSuffix("sold out") })
        #expect(lines.contains { $0.hasPrefix("›2") && $0.contains("Medium") && $0.hasSuffix("5 in stock") })
        #expect(lines.contains("Selected: Medium × 1 = USD 29.99"))
        #expect(lines.contains { $0.contains("Tea Towel") && $0.hasSuffix("from USD 8.99") })
        #expect(lines.contains { $0.contains("Teapot") && $0.hasSuffix("sold out") })
        #expect(lines.allSatisfy { $0.count <= RenderContext.plain.width })
    }

    @Test func addShowsHowManyAreInTheCartAndRetryReloads() async throws {
        let harness = try ProductHarness()
        harness.expectKettleWithRelated()
        let screen = makeScreen(harness)
        await screen.appear()
        #expect(await handle(screen, "variant 3") == .rerender)
        #expect(await handle(screen, "qty 2") == .rerender)
        #expect(screen.render(in: .plain).map(\.plainText).contains("Selected: Large × 2 = USD 79.98"))
        #expect(await handle(screen, "add") == .rerender)
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.contains { $0.contains("Large") && $0.hasSuffix("2 in stock, 2 in your cart") })
        #expect(lines.contains("Added 2 × Large to the cart. Type cart to see it."))
        #expect(await handle(screen, "cart") == .rerender)
        #expect(await handle(screen, "related 1") == .rerender)
        #expect(harness.outputs == [.cartRequested, .productSelected(productID: "p-0002")])
    }

    @Test func badArgumentsAreExplainedInOneLineAndChangeNothing() async throws {
        let harness = try ProductHarness()
        harness.expectKettleWithRelated()
        let screen = makeScreen(harness)
        await screen.appear()
        let before = screen.render(in: .plain).map(\.plainText)
        let lines = [
            "variant", "variant 9", "variant 1 2", "qty", "qty two", "qty 0", "qty -1", "qty 100", "qty 6", "add 3",
            "related", "related 5", "related x", "cart now", "retry", "retry now", "variant -9223372036854775808",
            "related -9223372036854775808",
        ]
        for line in lines {
            let outcome = await handle(screen, line)
            guard case .rejected(let reason) = outcome else {
                Issue.record("\(line) should be rejected, got \(outcome)")
                continue
            }
            #expect(!reason.isEmpty && !reason.contains("\n"))
        }
        #expect(screen.render(in: .plain).map(\.plainText) == before)
        #expect(await handle(screen, "dance") == .unrecognized)
        #expect(harness.outputs.isEmpty)
        #expect(harness.client.receivedRequests.count == 3)
    }

    @Test func everyRefusalIsOneLineInTheTerminalsWords() {
        let sentences: [(ProductRefusal, String)] = [
            (.stillLoading, "the product is still loading"),
            (.didNotLoad, "the product did not load; type retry"),
            (.noProduct, "there is no product here to choose or add"),
            (.noVariants, "this product has no variants to choose from"),
            (.noBuyableVariant, "this product has no variants that can be bought"),
            (.noSuchVariant(id: "v-xl", count: 3), "no variant 'v-xl'; use a row number 1-3 or a variant id"),
            (.quantityOutOfRange(maximum: 99), "the quantity must be a whole number from 1 to 99"),
            (.soldOut(variant: "Small"), "Small is sold out"),
            (.allStockInCart(stock: 2, variant: "Large"), "your cart already holds all 2 Large in stock"),
            (.lineFull(maximum: 99), "your cart already holds the most one line can have (99)"),
            (.exceedsStock(available: 5, inCart: 0, variant: "Medium"), "only 5 more Medium can be added"),
            (
                .exceedsStock(available: 2, inCart: 3, variant: "Medium"),
                "only 2 more Medium can be added (3 already in your cart)"
            ),
            (.addInProgress, "an add to the cart is already in progress"),
            (
                .cartRefused(.tooManyLines(limit: 50)),
                "could not add to the cart: the cart cannot hold more than 50 different items"
            ),
            (.relatedDidNotLoad, "related products did not load; type retry"),
            (.noRelatedProducts, "there are no related products to open"),
            (.noSuchRelatedProduct(3, count: 2), "no related product 3; choose 1 to 2"),
            (.nothingToRetry, "nothing failed, so there is nothing to retry"),
        ]
        for (refusal, sentence) in sentences {
            #expect(refusal.message == sentence)
        }
    }

    @Test func theScreenSaysTheModelsRefusalsAndResolvesVariantsByRowOrID() async throws {
        let harness = try ProductHarness()
        let screen = makeScreen(harness)
        #expect(await handle(screen, "variant 1") == .rejected("the product is still loading"))
        harness.expectKettleWithRelated()
        await screen.appear()
        let expected = [
            "variant 9": "no variant '9'; use a row number 1-3 or a variant id",
            "variant v-xl": "no variant 'v-xl'; use a row number 1-3 or a variant id",
            "qty 6": "only 5 more Medium can be added",
            "qty 100": "the quantity must be a whole number from 1 to 99",
            "related 5": "no related product 5; choose 1 to 2",
            "retry": "nothing failed, so there is nothing to retry",
        ]
        for (line, sentence) in expected {
            #expect(await handle(screen, line) == .rejected(sentence), "\(line)")
        }
        #expect(await handle(screen, "variant V-L") == .rerender)
        #expect(screen.render(in: .plain).map(\.plainText).contains("Selected: Large × 1 = USD 39.99"))
        #expect(await handle(screen, "variant 1") == .rerender)
        #expect(await handle(screen, "add") == .rejected("Small is sold out"))
    }

    @Test func aProductThatDoesNotExistRendersItsEmptyState() async throws {
        let harness = try ProductHarness(productID: "p-9999")
        harness.expectProduct("p-9999", reply: .error(status: 404, code: "product_not_found", message: "nope"))
        let screen = makeScreen(harness, productID: "p-9999")
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.contains { $0.contains("no product p-9999") })
        guard case .rejected = await handle(screen, "add") else {
            Issue.record("add should be rejected when there is no product")
            return
        }
        #expect(await handle(screen, "cart") == .rerender)
        #expect(harness.outputs == [.cartRequested])
    }

    @Test func aFailedLoadRendersRetryAndRetryRecovers() async throws {
        let harness = try ProductHarness()
        harness.expectProduct("p-0001", reply: .failure(.transport("connection refused")))
        let screen = makeScreen(harness)
        await screen.appear()
        let failed = screen.render(in: .plain).map(\.plainText)
        #expect(failed.contains("Could not load product p-0001: could not reach the server: connection refused"))
        #expect(failed.contains("Type retry to try again."))
        harness.expectKettleWithRelated()
        #expect(await handle(screen, "retry") == .rerender)
        #expect(screen.render(in: .plain).map(\.plainText).contains("Copper Kettle"))
    }

    @Test func everyLoadingStateHasItsOwnLines() throws {
        let loading = ProductView.lines(
            for: ProductState(productID: "p-0001", detail: .loading), in: .plain
        ).map(\.plainText)
        #expect(loading == ["Loading product p-0001…"])
        #expect(ProductView.lines(for: ProductState(productID: "p-0001"), in: .plain).map(\.plainText).isEmpty)

        let detail = ProductDetail(
            id: "p-0001", name: "Kettle", categoryName: "Kitchen", description: "", ratingTenths: 0, ratingCount: 0,
            variants: [], relatedProductIDs: ["p-0002"])
        let loadingRelated = ProductView.lines(
            for: ProductState(productID: "p-0001", detail: .loaded(detail), related: .loading), in: .plain
        ).map(\.plainText)
        #expect(loadingRelated.contains("Kitchen · no ratings yet · p-0001"))
        #expect(loadingRelated.contains("This product cannot be bought: it has no variants."))
        #expect(loadingRelated.contains("Loading related products…"))
        let failedRelated = ProductView.lines(
            for: ProductState(productID: "p-0001", detail: .loaded(detail), related: .failed(.timedOut)), in: .plain
        ).map(\.plainText)
        #expect(failedRelated.contains("Kettle"))
        #expect(failedRelated.contains("Could not load related products: the server did not answer in time"))
        let noRelated = ProductView.lines(
            for: ProductState(productID: "p-0001", detail: .loaded(detail), related: .empty), in: .plain
        ).map(\.plainText)
        #expect(noRelated.last == "No related products.")
    }

    @Test func noProductIsWordedByWhyThereIsNone() {
        func lines(_ id: String) -> [String] {
            ProductView.lines(for: ProductState(productID: id, detail: .empty), in: .plain).map(\.plainText)
        }
        #expect(lines("p-9999") == ["The shop has no product p-9999; it may have been removed."])
        #expect(lines("p 1") == ["“p 1” is not a product ID; product IDs look like p-0042."])
        let failed = ProductView.lines(for: ProductState(productID: "p-0001", detail: .failed(.timedOut)), in: .plain)
            .map(\.plainText)
        #expect(
            failed == ["Could not load product p-0001: the server did not answer in time", "Type retry to try again."])
    }

    @Test func longDescriptionsWrapAtSpaces() {
        let text = "A sturdy copper kettle with a whistle that sings when the water boils, for any hob."
        let lines = wrapped(text, toWidth: 30)
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.joined(separator: " ") == text)
    }
}
