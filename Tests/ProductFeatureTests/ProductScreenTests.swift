import FeatureState
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
        let lines = screen.render(in: .plain)
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
        #expect(screen.render(in: .plain).contains("Selected: Large × 2 = USD 79.98"))
        #expect(await handle(screen, "add") == .rerender)
        let lines = screen.render(in: .plain)
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
        let before = screen.render(in: .plain)
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
        #expect(screen.render(in: .plain) == before)
        #expect(await handle(screen, "dance") == .unrecognized)
        #expect(harness.outputs.isEmpty)
        #expect(harness.client.receivedRequests.count == 3)
    }

    @Test func aProductThatDoesNotExistRendersItsEmptyState() async throws {
        let harness = try ProductHarness(productID: "p-9999")
        harness.expectProduct("p-9999", reply: .error(status: 404, code: "product_not_found", message: "nope"))
        let screen = makeScreen(harness, productID: "p-9999")
        await screen.appear()
        let lines = screen.render(in: .plain)
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
        let failed = screen.render(in: .plain)
        #expect(failed.contains("Could not load product p-0001: could not reach the shop: connection refused"))
        #expect(failed.contains("Type retry to try again."))
        harness.expectKettleWithRelated()
        #expect(await handle(screen, "retry") == .rerender)
        #expect(screen.render(in: .plain).contains("Copper Kettle"))
    }

    @Test func everyLoadingStateHasItsOwnLines() throws {
        let loading = ProductView.lines(
            for: ProductState(productID: "p-0001", detail: .loading), in: .plain)
        #expect(loading == ["Loading product p-0001…"])
        #expect(ProductView.lines(for: ProductState(productID: "p-0001"), in: .plain).isEmpty)

        let detail = ProductDetail(
            id: "p-0001", name: "Kettle", categoryName: "Kitchen", description: "", ratingTenths: 0, ratingCount: 0,
            variants: [], relatedProductIDs: ["p-0002"])
        let loadingRelated = ProductView.lines(
            for: ProductState(productID: "p-0001", detail: .loaded(detail), related: .loading), in: .plain)
        #expect(loadingRelated.contains("Kitchen · no ratings yet · p-0001"))
        #expect(loadingRelated.contains("This product cannot be bought: it has no variants."))
        #expect(loadingRelated.contains("Loading related products…"))
        let failedRelated = ProductView.lines(
            for: ProductState(productID: "p-0001", detail: .loaded(detail), related: .failed("boom")), in: .plain)
        #expect(failedRelated.contains("Kettle"))
        #expect(failedRelated.contains("Could not load related products: boom"))
    }

    @Test func longDescriptionsWrapAtSpaces() {
        let text = "A sturdy copper kettle with a whistle that sings when the water boils, for any hob."
        let lines = wrapped(text, toWidth: 30)
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.joined(separator: " ") == text)
    }
}
