import Analytics
import CartStore
import FeatureState
import Networking
import Observation

/// The product screen's state machine: every user intent is a method with typed parameters that validates them,
/// changes ``state``, performs the request or cart change it needs and reports outputs, or throws a
/// ``ProductRefusal`` and leaves the state as it was. It knows nothing of the terminal; it is `@Observable`, so
/// whatever draws ``state`` (the terminal screen, a SwiftUI view) hears its changes.
///
/// While its screen is on top the model observes the cart, as every cart observer does
/// (``CartStore/observe(_:onChange:)``), to know how much of each variant the cart already holds: that observation
/// is the one path by which any cart change, its own adds and another process's included, reaches the model; `add`
/// returns no cart. A covered screen stops observing (``stopObservingCart()``) and hears the cart as it is when it
/// appears again; the cart forgets a model that is released.
@MainActor
@Observable
final class ProductModel {
    /// The most related products shown.
    static let maximumRelatedProducts = 8

    /// The step `retry` repeats after a failure.
    private enum RetryableStep {
        case detail
        case related
    }

    private(set) var state: ProductState
    @ObservationIgnored private var failedStep: RetryableStep?
    @ObservationIgnored private let api: ProductAPI
    @ObservationIgnored private let cart: CartStore
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let onOutput: @MainActor (ProductOutput) -> Void
    @ObservationIgnored private let cartObservation: CartObservation

    init(
        productID: String, api: ProductAPI, cart: CartStore, tracker: any AnalyticsTracker,
        onOutput: @escaping @MainActor (ProductOutput) -> Void
    ) {
        state = ProductState(productID: productID)
        self.api = api
        self.cart = cart
        cartObservation = CartObservation(of: cart)
        self.tracker = tracker
        self.onOutput = onOutput
    }

    /// Observes the cart and loads the product (once it has loaded it is kept) and its related products.
    func appear() async {
        await observeCart()
        if case .idle = state.detail {
            await loadDetail()
        } else if state.detail.value != nil {
            await refreshStock()
        }
    }

    /// Coming back to a product (after checkout, say): fetch it again so stock is current, keeping the
    /// chosen variant and quantity where they still fit. A failure keeps what is shown.
    private func refreshStock() async {
        state.notice = nil
        guard let detail = try? await api.product(id: state.productID) else { return }
        state.detail = .loaded(detail)
        if !detail.variants.contains(where: { $0.id == state.selectedVariantID }) {
            state.selectedVariantID = detail.defaultVariant?.id
        }
        if let variant = detail.variants.first(where: { $0.id == state.selectedVariantID }) {
            state.quantity = PurchaseRules.clamped(
                state.quantity, stock: variant.stock, inCart: state.quantityInCart[variant.id, default: 0])
        }
    }

    /// Chooses the variant with this ID.
    func chooseVariant(id: String) throws(ProductRefusal) {
        let detail = try loadedDetail()
        guard !detail.variants.isEmpty else { throw .noVariants }
        guard let variant = detail.variant(id: id) else {
            throw .noSuchVariant(id: id, count: detail.variants.count)
        }
        state.selectedVariantID = variant.id
        state.quantity = PurchaseRules.clamped(
            state.quantity, stock: variant.stock, inCart: state.quantityInCart[variant.id, default: 0])
        state.notice = nil
    }

    /// Sets how many items of the selected variant `add` puts in the cart.
    func chooseQuantity(_ quantity: Int) throws(ProductRefusal) {
        let variant = try selectedVariant()
        if let refusal = PurchaseRules.refusal(
            adding: quantity, of: variant, inCart: state.quantityInCart[variant.id, default: 0])
        {
            throw refusal
        }
        state.quantity = quantity
        state.notice = nil
    }

    /// Adds the chosen quantity of the selected variant to the cart.
    ///
    /// Stock is checked against the cart as observed, after the store has looked for changes another process made
    /// (``CartStore/refresh()``, which tells the observers); a model whose screen is covered observes the cart for
    /// the length of the add, which tells it the cart as it is. The cart store checks its own limits against what is
    /// on disk, and its refusals come back as ``ProductRefusal/cartRefused(_:)`` and leave the cart as it was. The new
    /// cart reaches the model through its observation, before `add` returns.
    func addToCart() async throws(ProductRefusal) {
        guard !state.isAdding else { throw .addInProgress }
        let detail = try loadedDetail()
        let variant = try selectedVariant()
        let quantity = state.quantity  // what the customer asked for, before the cart as it is clamps it
        state.isAdding = true
        defer { state.isAdding = false }
        let observesOnlyForThisAdd = !cartObservation.isObserving
        if observesOnlyForThisAdd { await observeCart() } else { await cart.refresh() }
        do {
            try await add(quantity, of: variant, in: detail)
        } catch {
            if observesOnlyForThisAdd { await stopObservingCart() }
            throw error
        }
        if observesOnlyForThisAdd { await stopObservingCart() }
    }

    /// Adds `quantity` of `variant` once the stock allows it, as the cart was last observed.
    private func add(
        _ quantity: Int, of variant: ProductVariant, in detail: ProductDetail
    ) async throws(ProductRefusal) {
        if let refusal = PurchaseRules.refusal(
            adding: quantity, of: variant, inCart: state.quantityInCart[variant.id, default: 0])
        {
            throw refusal
        }
        do {
            try await cart.add(productID: detail.id, variantID: variant.id, quantity: quantity)
        } catch {
            throw .cartRefused(error)
        }
        state.notice = .added(quantity: quantity, variant: variant.name)
        tracker.track(
            "product_added_to_cart",
            ["product_id": detail.id, "variant_id": variant.id, "quantity": String(quantity)])
    }

    /// Opens the related product on `row` (counting from 1): tells the host which product was chosen.
    func openRelated(row: Int) throws(ProductRefusal) {
        guard let related = state.related.value else {
            throw state.related.canRetry ? .relatedDidNotLoad : .noRelatedProducts
        }
        guard row >= 1, row <= related.count else { throw .noSuchRelatedProduct(row, count: related.count) }
        onOutput(.productSelected(productID: related[row - 1].id))
    }

    /// Asks the host to show the cart.
    func requestCart() {
        onOutput(.cartRequested)
    }

    /// Repeats the step that failed last.
    func retry() async throws(ProductRefusal) {
        switch failedStep {
        case .detail: await loadDetail()
        case .related: await loadRelated()
        case nil: throw .nothingToRetry
        }
    }

    // MARK: - Observing the cart

    /// Observes the cart: its current contents are applied before this returns, and every later change before
    /// the call that made it returns. Calling it again while observing does nothing.
    func observeCart() async {
        await cartObservation.observe(self) { model, snapshot in model.cartChanged(to: snapshot) }
    }

    /// Stops observing the cart (the screen is covered); the state keeps what it last heard. Once this returns
    /// no change reaches it, until ``observeCart()`` applies the cart as it is then.
    func stopObservingCart() async {
        await cartObservation.stopObserving()
    }

    /// What the cart holds now, as the observation tells it.
    private func cartChanged(to snapshot: CartSnapshot) {
        var inCart: [String: Int] = [:]
        for line in snapshot.lines where line.productID == state.productID {
            if let variantID = line.variantID { inCart[variantID, default: 0] += line.quantity }
        }
        state.quantityInCart = inCart
        if let variant = state.selectedVariant {
            state.quantity = PurchaseRules.clamped(
                state.quantity, stock: variant.stock, inCart: inCart[variant.id, default: 0])
        }
    }

    // MARK: - Steps

    private func loadDetail() async {
        let id = state.productID
        guard ProductIDFormat.isValid(id) else {
            state.detail = .empty
            return
        }
        state.detail = .loading
        state.related = .idle
        do throws(NetworkError) {
            let detail = try await api.product(id: id)
            failedStep = nil
            state.detail = .loaded(detail)
            state.selectedVariantID = detail.defaultVariant?.id
            state.quantity = 1
            tracker.track("product_viewed", ["product_id": detail.id])
            await loadRelated()
        } catch  where error.statusCode == 404 {
            failedStep = nil
            state.detail = .empty
        } catch {
            state.detail = .failed(error)
            failedStep = .detail
        }
    }

    private func loadRelated() async {
        guard let detail = state.detail.value else { return }
        var seen: Set<String> = [detail.id]
        let ids = detail.relatedProductIDs.filter { ProductIDFormat.isValid($0) && seen.insert($0).inserted }
            .prefix(Self.maximumRelatedProducts)
        guard !ids.isEmpty else {
            state.related = .empty
            return
        }
        state.related = .loading
        do throws(NetworkError) {
            let related = try await api.relatedProducts(ids: Array(ids))
            if failedStep == .related { failedStep = nil }
            state.related = related.isEmpty ? .empty : .loaded(related)
        } catch {
            state.related = .failed(error)
            failedStep = .related
        }
    }

    // MARK: - Helpers

    private func loadedDetail() throws(ProductRefusal) -> ProductDetail {
        switch state.detail {
        case .loaded(let detail): return detail
        case .failed: throw .didNotLoad
        case .empty: throw .noProduct
        case .idle, .loading: throw .stillLoading
        }
    }

    private func selectedVariant() throws(ProductRefusal) -> ProductVariant {
        _ = try loadedDetail()
        guard let variant = state.selectedVariant else { throw .noBuyableVariant }
        return variant
    }

}
