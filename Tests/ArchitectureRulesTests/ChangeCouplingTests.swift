import Testing

@testable import ArchitectureRules

@Suite struct ChangeCouplingTests {
    let targets = [
        PackageTarget(name: "CartStore", kind: .regular, path: "Sources/CartStore"),
        PackageTarget(name: "CartStoreTests", kind: .test, path: "Tests/CartStoreTests"),
        PackageTarget(name: "CheckoutFeature", kind: .regular, path: "Sources/CheckoutFeature"),
        PackageTarget(name: "SearchFeature", kind: .regular, path: "Sources/SearchFeature"),
        PackageTarget(name: "Search", kind: .regular, path: "Sources/Search"),
    ]

    @Test func countsPairsAndSharesWithTestsFoldedIntoTheirModule() {
        let log = """
            @a1
            Sources/CartStore/CartStore.swift
            Tests/CartStoreTests/CartStoreTests.swift

            @b2
            Sources/CartStore/CartStore.swift
            Sources/CheckoutFeature/UI/CheckoutModel.swift
            README.md

            @c3
            Sources/CheckoutFeature/Domain/Quote.swift
            Sources/CartStore/CartModels.swift

            @d4
            Sources/SearchFeature/SearchEntry.swift
            Sources/Search/Index.swift
            """
        let coupling = ChangeCoupling(log: log, targets: targets)
        #expect(coupling.commitsRead == 4)
        #expect(coupling.modules.first == .init(module: "CartStore", commits: 3, withOthers: 2))
        #expect(coupling.modules.contains(.init(module: "CheckoutFeature", commits: 2, withOthers: 2)))
        #expect(
            coupling.pairs.first
                == .init(first: "CartStore", second: "CheckoutFeature", together: 2, percentOfLessChanged: 100))
        // "Sources/Search/" must not swallow "Sources/SearchFeature/": prefixes are whole directories.
        #expect(
            coupling.pairs.contains(
                .init(first: "Search", second: "SearchFeature", together: 1, percentOfLessChanged: 100)))
        #expect(!coupling.modules.contains { $0.module == "CartStoreTests" })
    }

    @Test func bulkCommitsAreLeftOut() {
        let log = "@e5\n" + targets.map { "\($0.path)/File.swift" }.joined(separator: "\n")
        let coupling = ChangeCoupling(log: log, targets: targets, maximumModulesPerCommit: 3)
        #expect(coupling.commitsSkipped == 1)
        #expect(coupling.pairs.isEmpty)
        #expect(coupling.rendered().contains("(no commit touched two modules)"))
    }
}
