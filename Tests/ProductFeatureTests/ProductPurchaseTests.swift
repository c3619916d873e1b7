import Analytics
import CartStore
import FeatureState
import NetworkingTesting
import Testing

@testable import ProductFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct ProductVariantAndQuantityTests {
    @Test func variantsAreChosenByIDAndUnknownIDsChangeNothing() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.chooseVariant(id: "v-l")
        #expect(harness.model.state.selectedVariantID == "v-l")
        try harness.model.chooseVariant(id: "v-s")
        #expect(harness.model.state.selectedVariantID == "v-s")

        let before = harness.model.state
        #expect(throws: ProductRefusal.noSuchVariant(id: "V-S", count: 3)) {
            try harness.model.chooseVariant(id: "V-S")
        }
        #expect(throws: ProductRefusal.noSuchVariant(id: "v-xl", count: 3)) {
            try harness.model.chooseVariant(id: "v-xl")
        }
        #expect(harness.model.state == before)
    }

    @Test func rowNumbersAtTheEdgesOfIntAreRefusedAndChangeNothing() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        let before = harness.model.state
        for row in [Int.min, -1, 0, 4, Int.max] {
            #expect(throws: ProductRefusal.noSuchRelatedProduct(row, count: 2)) {
                try harness.model.openRelated(row: row)
            }
        }
        #expect(harness.model.state == before)
        #expect(harness.outputs.isEmpty)
    }

    @Test func quantityStaysWithinOneToNinetyNineAndTheStock() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.chooseQuantity(5)
        #expect(harness.model.state.quantity == 5)

        let before = harness.model.state
        #expect(throws: ProductRefusal.quantityOutOfRange(maximum: 99)) {
            try harness.model.chooseQuantity(0)
        }
        #expect(throws: ProductRefusal.quantityOutOfRange(maximum: 99)) {
            try harness.model.chooseQuantity(100)
        }
        #expect(throws: ProductRefusal.exceedsStock(available: 5, inCart: 0, variant: "Medium")) {
            try harness.model.chooseQuantity(6)
        }
        #expect(harness.model.state == before)
    }

    @Test func choosingAVariantWithLessStockLowersTheQuantity() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.chooseQuantity(4)
        try harness.model.chooseVariant(id: "v-l")
        #expect(harness.model.state.quantity == 2)
    }

    @Test func whatIsAlreadyInTheCartCountsAgainstTheStock() async throws {
        let harness = try ProductHarness()
        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 3)
        await harness.appearWithKettle()
        #expect(harness.model.state.quantityInCart == ["v-m": 3])
        #expect(throws: ProductRefusal.exceedsStock(available: 2, inCart: 3, variant: "Medium")) {
            try harness.model.chooseQuantity(3)
        }
        try harness.model.chooseQuantity(2)
        #expect(harness.model.state.addableQuantity == 2)
    }

    @Test func stockRulesAreEnforcedByPurchaseRules() {
        let medium = ProductVariant(
            id: "v-m", name: "Medium", price: Money(minorUnits: 100, currencyCode: "USD"), stock: 5)
        let plenty = ProductVariant(
            id: "v-p", name: "Pack", price: Money(minorUnits: 100, currencyCode: "USD"), stock: 500)
        #expect(PurchaseRules.addableQuantity(stock: 5, inCart: 0) == 5)
        #expect(PurchaseRules.addableQuantity(stock: 5, inCart: 7) == 0)
        #expect(PurchaseRules.addableQuantity(stock: 500, inCart: 90) == 9)
        #expect(PurchaseRules.refusal(adding: 5, of: medium, inCart: 0) == nil)
        #expect(
            PurchaseRules.refusal(adding: 1, of: medium, inCart: 5) == .allStockInCart(stock: 5, variant: "Medium"))
        #expect(
            PurchaseRules.refusal(adding: 1, of: plenty, inCart: 99)
                == .lineFull(maximum: 99))
        #expect(PurchaseRules.clamped(9, stock: 5, inCart: 1) == 4)
        #expect(PurchaseRules.clamped(9, stock: 5, inCart: 5) == 1)
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct ProductAddToCartTests {
    @Test func addPutsTheChosenQuantityOfTheChosenVariantInTheCart() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.chooseVariant(id: "v-l")
        try harness.model.chooseQuantity(2)
        try await harness.model.addToCart()

        #expect(await harness.cart.snapshot().lines == [CartLine(productID: "p-0001", variantID: "v-l", quantity: 2)])
        #expect(harness.model.state.quantityInCart == ["v-l": 2])
        #expect(harness.model.state.notice == .added(quantity: 2, variant: "Large"))
        #expect(harness.model.state.isAdding == false)
        let event = try #require(harness.tracker.events(named: "product_added_to_cart").first)
        #expect(event.properties == ["product_id": "p-0001", "variant_id": "v-l", "quantity": "2"])
    }

    @Test func addingMoreThanIsLeftIsRefusedBeforeTheCartIsTouched() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.chooseVariant(id: "v-l")
        try harness.model.chooseQuantity(2)
        try await harness.model.addToCart()
        let before = harness.model.state
        await #expect(throws: ProductRefusal.allStockInCart(stock: 2, variant: "Large")) {
            try await harness.model.addToCart()
        }
        #expect(harness.model.state == before)
        #expect(await harness.cart.snapshot().itemCount == 2)
        #expect(harness.tracker.events(named: "product_added_to_cart").count == 1)
    }

    @Test func aSoldOutVariantIsRefusedWithoutCallingTheCart() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.chooseVariant(id: "v-s")
        let before = harness.model.state
        await #expect(throws: ProductRefusal.soldOut(variant: "Small")) { try await harness.model.addToCart() }
        #expect(harness.model.state == before)
        #expect(await harness.cart.snapshot().isEmpty)
        #expect(harness.tracker.events(named: "product_added_to_cart").isEmpty)
    }

    @Test func theCartStoresRefusalBecomesAOneLineRejection() async throws {
        let harness = try ProductHarness()
        for number in 1...50 {
            try await harness.cart.add(productID: "p-\(9000 + number)", quantity: 1)
        }
        await harness.appearWithKettle()
        let before = harness.model.state
        await #expect(throws: ProductRefusal.cartRefused(.tooManyLines(limit: 50))) {
            try await harness.model.addToCart()
        }
        #expect(harness.model.state == before)
        #expect(await harness.cart.snapshot().itemCount == 50)
    }

    @Test func aVariantIDTheCartRefusesIsExplained() async throws {
        let harness = try ProductHarness()
        harness.expectProduct(
            "p-0001",
            reply: .ok(
                ProductJSON.detail(
                    "p-0001", name: "Odd Kettle",
                    variants: [ProductJSON.variant(#"v\u0007"#, name: "Bell", amount: 100, stock: 3)])))
        await harness.model.appear()
        await #expect(throws: ProductRefusal.cartRefused(.invalidVariantID("v\u{07}"))) {
            try await harness.model.addToCart()
        }
        #expect(await harness.cart.snapshot().isEmpty)
    }

    @Test func nothingCanBeAddedBeforeTheProductLoads() async throws {
        let harness = try ProductHarness()
        await #expect(throws: ProductRefusal.stillLoading) { try await harness.model.addToCart() }
        #expect(throws: ProductRefusal.stillLoading) { try harness.model.chooseVariant(id: "v-s") }
        #expect(await harness.cart.snapshot().isEmpty)
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct ProductOutputTests {
    @Test func openingARelatedProductEmitsItsIDAndBadRowsEmitNothing() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.openRelated(row: 2)
        #expect(harness.outputs == [.productSelected(productID: "p-0003")])
        #expect(throws: ProductRefusal.noSuchRelatedProduct(3, count: 2)) {
            try harness.model.openRelated(row: 3)
        }
        #expect(harness.outputs.count == 1)
    }

    @Test func askingForTheCartEmitsCartRequested() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        harness.model.requestCart()
        #expect(harness.outputs == [.cartRequested])
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct ProductStaleCartTests {
    @Test func addChecksTheStockAgainstTheCartAsItIsNotAsTheBadgeLastHeard() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        await harness.model.stopObservingCart()
        try harness.model.chooseQuantity(5)
        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 2)
        await #expect(throws: ProductRefusal.exceedsStock(available: 3, inCart: 2, variant: "Medium")) {
            try await harness.model.addToCart()
        }
        #expect(await harness.cart.snapshot().itemCount == 2)
        #expect(harness.model.state.quantityInCart == ["v-m": 2])
    }
}
