import ArchitectureRules
import Testing

/// Rules that read the sources: declared imports, import cycles and a feature's public surface.
struct SourceRuleTests {
    @Test func anImportReachableOnlyTransitivelySaysThroughWhich() {
        var package = FixturePackage.clean()
        package.setSource("Data/Store.swift", "import Foundation\nimport Persistence\n", in: "CheckoutFeature")
        #expect(
            package.diagnostics() == [
                """
                Sources/CheckoutFeature/Data/Store.swift:2:8: error: CheckoutFeature imports Persistence, which is not \
                one of its dependencies [undeclared-import]
                note: Persistence is reachable only through CartStore; add "Persistence" to the dependencies of \
                CheckoutFeature in Package.swift
                """
            ])
    }

    @Test func anImportOfAnUnrelatedTargetSaysToDeclareIt() {
        var package = FixturePackage.clean()
        package.setSource("UI/SearchScreen.swift", "import Networking\n  import CartStore\n", in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                Sources/SearchFeature/UI/SearchScreen.swift:2:10: error: SearchFeature imports CartStore, which is not \
                one of its dependencies [undeclared-import]
                note: add "CartStore" to the dependencies of SearchFeature in Package.swift
                """
            ])
    }

    @Test func anImportOfAModuleThatIsNeitherTargetNorToolchainIsAnError() {
        var package = FixturePackage.clean()
        package.setSource("Client.swift", "import Alamofire\n", in: "Networking")
        #expect(
            package.diagnostics() == [
                """
                Sources/Networking/Client.swift:1:8: error: Networking imports Alamofire, which is neither a target of \
                this package, a product of a package it depends on, nor an Apple SDK or toolchain module [undeclared-import]
                note: declare the product that provides it: .product(name: "<product>", package: "<package>") in the \
                dependencies of Networking; if the product's module is named differently, map it under "products" of the \
                package in architecture.json; if Alamofire ships with a platform, add it to "platformModules" there
                """
            ])
    }

    @Test func toolchainModulesNeedNoDependency() {
        var package = FixturePackage.clean()
        let source = """
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            import Dispatch
            import Synchronization
            @preconcurrency import Foundation
            """
        package.setSource("Transport.swift", source, in: "Networking")
        #expect(package.diagnostics() == [])
    }

    @Test func aSystemLibraryIsImportedByItsTargetName() {
        var package = FixturePackage.clean()
        package.setSource("Raw.swift", "import CSQLite\n", in: "CartStore")
        #expect(
            package.check().diagnostics.map(\.note) == [
                "CSQLite is reachable only through Persistence; add \"CSQLite\" to the dependencies of CartStore in "
                    + "Package.swift"
            ])
    }

    @Test func anImportThatBreaksTheMatrixNamesTheRuleAtTheImport() {
        var package = FixturePackage.clean()
        package.setSource("UI/Route.swift", "import SearchFeature\n", in: "CheckoutFeature")
        package.setSource("Data/Backend.swift", "@testable import EmbeddedBackend\n", in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                Sources/CheckoutFeature/UI/Route.swift:1:8: error: CheckoutFeature (feature) imports SearchFeature \
                (feature): a feature cannot depend on a feature [feature-isolation]
                note: remove the import; let CheckoutFeature tell the app through its output and the app route it to \
                SearchFeature, or move the shared code into a foundation module
                """,
                """
                Sources/SearchFeature/Data/Backend.swift:1:18: error: SearchFeature (feature) imports EmbeddedBackend \
                (foundation, host-only): a feature cannot depend on a host-only module [host-only]
                note: remove the import; depend on Networking's HTTPClient protocol and let the app inject EmbeddedBackend
                """,
            ])
    }

    @Test func anUndeclaredImportThatClosesACycleIsAnImportCycle() {
        var package = FixturePackage.clean()
        package.setSource("Database.swift", "import CSQLite\nimport CartStore\n", in: "Persistence")
        #expect(
            package.diagnostics() == [
                """
                Sources/Persistence/Database.swift:2:8: error: Persistence imports CartStore, which is not one of its \
                dependencies [undeclared-import]
                note: remove the import: CartStore already depends on Persistence, so declaring it would make a cycle; \
                move what Persistence needs into a module below both
                """,
                """
                error: import cycle: CartStore -> Persistence -> CartStore [acyclic]
                note: remove one of these imports: Sources/CartStore/CartStore.swift:1:8 imports Persistence; \
                Sources/Persistence/Database.swift:2:8 imports CartStore
                """,
            ])
    }

    @Test func aFeatureExposesOnlyItsEntryDependenciesAndOutput() {
        var package = FixturePackage.clean()
        package.setSource("UI/SearchScreen.swift", "public struct SearchScreen {}\n", in: "SearchFeature")
        package.setSource(
            "Extra.swift", "extension SearchEntry { public static func extra() {} }\n", in: "SearchFeature")
        package.setSource(
            "SearchEntry.swift",
            FixturePackage.entry("Search") + "public extension String {\n    var loud: String { self }\n}\n",
            in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                Sources/SearchFeature/Extra.swift:1:39: error: SearchFeature exposes public func SearchEntry.extra; a \
                feature may expose only SearchEntry, SearchDependencies and SearchOutput, declared in SearchEntry.swift \
                [public-surface]
                note: move it into Sources/SearchFeature/SearchEntry.swift, or make it internal
                """,
                """
                Sources/SearchFeature/SearchEntry.swift:16:5: error: SearchFeature exposes public var String.loud; a \
                feature may expose only SearchEntry, SearchDependencies and SearchOutput, declared in SearchEntry.swift \
                [public-surface]
                note: make String.loud internal (drop "public"), or nest it inside SearchEntry, SearchDependencies or \
                SearchOutput
                """,
                """
                Sources/SearchFeature/UI/SearchScreen.swift:1:8: error: SearchFeature exposes public struct SearchScreen; \
                a feature may expose only SearchEntry, SearchDependencies and SearchOutput, declared in \
                SearchEntry.swift [public-surface]
                note: make SearchScreen internal (drop "public"), or nest it inside SearchEntry, SearchDependencies or \
                SearchOutput
                """,
            ])
    }

    @Test func everyModuleReportsItsPublicDeclarationCount() {
        let report = FixturePackage.clean().check()
        #expect(report.publicDeclarations["SearchFeature"]?.count == 6)
        #expect(report.publicDeclarations["CartStore"]?.map(\.qualifiedName) == ["CartStore", "CartStore.init"])
        #expect(report.publicDeclarations["CSQLite"] == [])
        let row = report.moduleTable().split(separator: "\n").first { $0.hasPrefix("CartStore ") }
        #expect(row?.split(separator: " ") == ["CartStore", "foundation", "2", "1", "2", "2"])
    }
}
