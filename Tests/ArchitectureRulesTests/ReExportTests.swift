import ArchitectureRules
import Foundation
import Testing

/// `@_exported import`: a re-exported module is part of the re-exporting module's interface, as Swift has it. A
/// client of the re-exporting module sees it without importing it and may import it without declaring it; a
/// scoped re-export or a scoped import sees one declaration only; the category matrix still applies.
struct ReExportTests {
    /// The fixture plus `Core`, a foundation module features import alone: it re-exports Networking and CartStore
    /// and declares `Session` itself.
    static func withCore(_ exports: String, dependencies: [String] = ["Networking", "CartStore"]) -> FixturePackage {
        var package = FixturePackage.clean()
        package.add(
            "Core", .regular, "Sources/Core", dependencies,
            files: ["Exports.swift": exports + "\npublic struct Session {}\n"])
        package.files["CODEOWNERS"]! += "/Sources/Core/ @shopkit/platform\n"
        return package
    }

    static let umbrella = "@_exported import Networking\n@_exported import CartStore\n"

    /// A feature that declares only the umbrella may import what it re-exports; one that declares the re-exported
    /// modules too and imports only the umbrella uses them through it.
    @Test func anUmbrellaModulesReExportsAreUsedThroughIt() {
        var package = Self.withCore(Self.umbrella)
        package.targets[package.targets.firstIndex { $0.name == "SearchFeature" }!].dependencies = ["Core"]
        package.addDependency("Core", to: "CheckoutFeature")
        package.setSource(
            "CheckoutEntry.swift",
            FixturePackage.entry("Checkout").replacingOccurrences(of: "import Networking", with: "import Core"),
            in: "CheckoutFeature")
        #expect(package.diagnostics() == [])

        // Without the re-exports they are findings again: SearchFeature's two lines importing Networking, which it
        // does not declare, its Core, which it does not import, and CheckoutFeature's CartStore and Networking.
        package.setSource("Exports.swift", "import Networking\nimport CartStore\n", in: "Core")
        #expect(
            package.check().diagnostics.map(\.subject) == [
                "Sources/SearchFeature/SearchEntry.swift imports Networking",
                "Sources/SearchFeature/UI/SearchScreen.swift imports Networking",
                "CheckoutFeature -> CartStore", "CheckoutFeature -> Networking", "SearchFeature -> Core",
            ])
    }

    /// Re-exports chain: Core re-exports CartStore, which re-exports Persistence.
    @Test func aReExportOfAReExportIsSeenToo() {
        var package = Self.withCore(Self.umbrella)
        package.setSource(
            "CartStore.swift", FixturePackage.cartStore.replacingOccurrences(of: "import", with: "@_exported import"),
            in: "CartStore")
        package.targets[package.targets.firstIndex { $0.name == "SearchFeature" }!].dependencies = ["Core"]
        package.setSource("Storage.swift", "import Persistence\n", in: "SearchFeature")
        #expect(package.diagnostics() == [])
    }

    /// A module the umbrella only uses, or re-exports one declaration of, is not part of its interface: importing
    /// it whole needs the dependency, and the note says why the umbrella does not make it visible. A dependency
    /// whose one declaration the umbrella re-exports is still used through it.
    @Test func whatTheUmbrellaDoesNotReExportWhole() {
        var package = Self.withCore(
            "@_exported import Networking\nimport CartStore\n@_exported import struct Persistence.Database\n",
            dependencies: ["Networking", "CartStore", "Persistence"])
        package.targets[package.targets.firstIndex { $0.name == "SearchFeature" }!].dependencies = ["Core"]
        package.setSource("Storage.swift", "import CartStore\nimport Persistence\n", in: "SearchFeature")
        #expect(
            package.check().diagnostics.map(\.note) == [
                "CartStore is reachable only through Core (Core imports it without @_exported); add \"CartStore\" "
                    + "to the dependencies of SearchFeature in Package.swift",
                "Persistence is reachable only through Core (Core re-exports only struct Persistence.Database); add "
                    + "\"Persistence\" to the dependencies of SearchFeature in Package.swift",
            ])

        package.setSource("Storage.swift", "import Core\n", in: "SearchFeature")
        package.addDependency("Persistence", to: "SearchFeature")
        #expect(package.diagnostics() == [])
    }

    /// `import struct Core.Session` sees Session alone, which Core declares itself: a dependency Core re-exports is
    /// unused, and the message says so. A scoped import of a declaration Core does not declare comes through one
    /// of its re-exports.
    @Test func aScopedImportSeesOneDeclarationOnly() {
        var package = Self.withCore(Self.umbrella)
        package.add(
            "Receipts", .regular, "Sources/Receipts", ["Core", "Networking"],
            files: ["Receipt.swift": "import struct Core.Session\n"])
        package.files["CODEOWNERS"]! += "/Sources/Receipts/ @shopkit/checkout\n"
        #expect(
            package.check().diagnostics.map(\.message) == [
                "Receipts depends on Networking, but no source file of Receipts imports Networking; Core re-exports "
                    + "it (Sources/Core/Exports.swift:1), but Receipts imports only struct Core.Session, which Core "
                    + "declares itself"
            ])
        package.setSource("Receipt.swift", "import protocol Core.HTTPClient\n", in: "Receipts")
        #expect(package.diagnostics() == [])
    }

    /// A re-export does not make an edge the matrix forbids allowed: a feature importing a feature through a
    /// foundation module's re-export is a feature-isolation error, beside the foundation module's own.
    @Test func aReExportDoesNotGetAroundTheMatrix() {
        var package = Self.withCore("@_exported import SearchFeature\n", dependencies: ["SearchFeature"])
        package.addDependency("Core", to: "CheckoutFeature")
        package.setSource("Search.swift", "import Core\nimport SearchFeature\n", in: "CheckoutFeature")
        let diagnostics = package.check().diagnostics
        #expect(diagnostics.map(\.rule) == [.foundationPurity, .featureIsolation])
        #expect(
            diagnostics.last?.message.hasPrefix("CheckoutFeature (feature) imports SearchFeature (feature)") == true)
    }
}
