import Analytics
import FeatureState
import Networking
import NetworkingTesting
import Testing

@testable import ProductFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct ProductLoadingTests {
    @Test func appearLoadsTheProductSelectsTheFirstVariantInStockAndLoadsRelated() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        let state = harness.model.state
        let detail = try #require(state.detail.value)
        #expect(detail.name == "Copper Kettle")
        #expect(detail.categoryName == "Kitchen")
        #expect(detail.ratingTenths == 43 && detail.ratingCount == 120)
        #expect(detail.variants.map(\.id) == ["v-s", "v-m", "v-l"])
        #expect(detail.variants[1].price == Money(minorUnits: 2_999, currencyCode: "USD"))
        #expect(detail.variants.map(\.stock) == [0, 5, 2])
        #expect(state.selectedVariantID == "v-m")
        #expect(state.quantity == 1)
        let related = try #require(state.related.value)
        #expect(related.map(\.id) == ["p-0002", "p-0003"])
        #expect(
            related[0]
                == RelatedProduct(
                    id: "p-0002", name: "Tea Towel", fromPrice: Money(minorUnits: 899, currencyCode: "USD"),
                    inStock: true))
        #expect(related[1].inStock == false)
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func viewingIsTrackedWithTheProductIDOnly() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        #expect(harness.tracker.events.map(\.name) == ["product_viewed"])
        #expect(harness.tracker.events.first?.properties == ["product_id": "p-0001"])
    }

    @Test func appearingAgainRefreshesStockAndKeepsTheChoice() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.chooseVariant(id: "v-l")
        try harness.model.chooseQuantity(2)

        // Meanwhile someone bought the last but one Large: the quantity shrinks to what is left.
        let restocked = ProductJSON.detail(
            "p-0001", name: "Copper Kettle", amount: 2_499,
            variants: [
                ProductJSON.variant("v-s", name: "Small", amount: 2_499, stock: 0),
                ProductJSON.variant("v-m", name: "Medium", amount: 2_999, stock: 5),
                ProductJSON.variant("v-l", name: "Large", amount: 3_999, stock: 1),
            ], related: ["p-0002", "p-0003"])
        harness.expectProduct("p-0001", reply: .ok(restocked))
        await harness.model.appear()
        #expect(harness.model.state.selectedVariantID == "v-l")
        #expect(harness.model.state.quantity == 1)
        #expect(harness.model.state.detail.value?.variants.last?.stock == 1)

        // A failed refresh keeps what is shown.
        let before = harness.model.state
        harness.expectProduct("p-0001", reply: .failure(.timedOut))
        await harness.model.appear()
        #expect(harness.model.state == before)
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func allVariantsSoldOutSelectsTheFirst() async throws {
        let harness = try ProductHarness()
        harness.expectProduct(
            "p-0001",
            reply: .ok(
                ProductJSON.detail(
                    "p-0001", name: "Rare Mug", inStock: false,
                    variants: [
                        ProductJSON.variant("v-a", name: "Blue", amount: 1_000, stock: 0),
                        ProductJSON.variant("v-b", name: "Red", amount: 1_000, stock: 0),
                    ])))
        await harness.model.appear()
        #expect(harness.model.state.selectedVariantID == "v-a")
        #expect(harness.model.state.related == .empty)
    }

    @Test func anUnknownProductIsAClearEmptyStateNotAFailure() async throws {
        let harness = try ProductHarness(productID: "p-9999")
        harness.expectProduct(
            "p-9999", reply: .error(status: 404, code: "product_not_found", message: "no product has the id \"p-9999\"")
        )
        await harness.model.appear()
        #expect(harness.model.state.detail == .empty)
        #expect(harness.model.state.absence == .notInShop)
        #expect(harness.model.state.related == .idle)
        await #expect(throws: ProductRefusal.nothingToRetry) {
            try await harness.model.retry()
        }
        #expect(throws: ProductRefusal.noProduct) {
            try harness.model.chooseQuantity(1)
        }
        await #expect(throws: ProductRefusal.noProduct) {
            try await harness.model.addToCart()
        }
        #expect(harness.tracker.events.isEmpty)
    }

    @Test func anIDThatCannotBeAProductIsRefusedWithoutARequest() async throws {
        for id in ["", "../orders", "p 1", "p-1?x=1"] {
            let harness = try ProductHarness(productID: id)
            await harness.model.appear()
            #expect(harness.model.state.detail == .empty, "\(id)")
            #expect(harness.model.state.absence == .malformedID, "\(id)")
            #expect(harness.client.receivedRequests.isEmpty)
        }
    }

    @Test func aFailedLoadOffersRetryThatRecovers() async throws {
        let harness = try ProductHarness()
        harness.expectProduct("p-0001", reply: .error(status: 500, code: "internal_error", message: "boom"))
        await harness.model.appear()
        #expect(
            harness.model.state.detail
                == .failed(.status(code: 500, error: APIErrorBody(code: "internal_error", message: "boom"))))
        #expect(harness.tracker.events.isEmpty)

        harness.expectKettleWithRelated()
        try await harness.model.retry()
        #expect(harness.model.state.detail.value?.id == "p-0001")
        #expect(harness.model.state.related.value?.count == 2)
        await #expect(throws: ProductRefusal.nothingToRetry) {
            try await harness.model.retry()
        }
    }

    @Test func aMalformedBodyFailsNamingTheField() async throws {
        let harness = try ProductHarness()
        let body = ProductJSON.detail(
            "p-0001", name: "Kettle",
            variants: [
                ProductJSON.variant("v-a", name: "A", amount: 100, stock: 1),
                #"{"id": "v-b", "name": "B", "price": {"amount": 100, "currency": "USD"}, "stock": "many"}"#,
            ])
        harness.expectProduct("p-0001", reply: .ok(body))
        await harness.model.appear()
        guard case .failed(.undecodable(_, let codingPath, _)) = harness.model.state.detail else {
            Issue.record("expected an undecodable reply, got \(harness.model.state.detail)")
            return
        }
        #expect(codingPath.contains("variants.1.stock"))
    }

    @Test func relatedProductsThatFailDoNotHideTheProductAndRetryLoadsThem() async throws {
        let harness = try ProductHarness()
        harness.expectProduct("p-0001", reply: .ok(ProductJSON.kettle))
        harness.expectProduct("p-0002", reply: .ok(ProductJSON.detail("p-0002", name: "Tea Towel")))
        harness.expectProduct("p-0003", reply: .failure(.timedOut))
        await harness.model.appear()
        #expect(harness.model.state.detail.value?.name == "Copper Kettle")
        #expect(harness.model.state.related == .failed(NetworkError.timedOut))
        #expect(throws: ProductRefusal.relatedDidNotLoad) {
            try harness.model.openRelated(row: 1)
        }

        harness.expectProduct("p-0002", reply: .ok(ProductJSON.detail("p-0002", name: "Tea Towel")))
        harness.expectProduct("p-0003", reply: .ok(ProductJSON.detail("p-0003", name: "Teapot")))
        try await harness.model.retry()
        #expect(harness.model.state.related.value?.map(\.name) == ["Tea Towel", "Teapot"])
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func relatedProductsSkipUnknownIDsTheProductItselfAndDuplicates() async throws {
        let harness = try ProductHarness()
        harness.expectProduct(
            "p-0001",
            reply: .ok(ProductJSON.detail("p-0001", name: "Kettle", related: ["p-0001", "p-0404", "p-0404", "p-0005"])))
        harness.expectProduct("p-0404", reply: .error(status: 404, code: "product_not_found", message: "gone"))
        harness.expectProduct("p-0005", reply: .ok(ProductJSON.detail("p-0005", name: "Whisk")))
        await harness.model.appear()
        #expect(harness.model.state.related.value?.map(\.id) == ["p-0005"])
        #expect(harness.client.receivedRequests.count == 3)
    }

    @Test func relatedProductsThatAreAllGoneAreEmpty() async throws {
        let harness = try ProductHarness()
        harness.expectProduct("p-0001", reply: .ok(ProductJSON.detail("p-0001", name: "Kettle", related: ["p-0404"])))
        harness.expectProduct("p-0404", reply: .error(status: 404, code: "product_not_found", message: "gone"))
        await harness.model.appear()
        #expect(harness.model.state.related == .empty)
        #expect(throws: ProductRefusal.noRelatedProducts) {
            try harness.model.openRelated(row: 1)
        }
    }
}
