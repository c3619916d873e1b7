import Testing

@testable import CatalogFeature

@Test func theScreenStartsEmpty() {
    _ = CatalogScreen()
}
