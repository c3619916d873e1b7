import ArchitectureRules
import Testing

/// `onlyThrough`: a module (a provider's SDK, say) that only the modules named for it may depend on, and that
/// they import with `internal import`.
struct OnlyThroughTests {
    /// The clean fixture with a local SDK module `VendorSDK` behind a foundation module `Gateway`.
    private func withGuardedSDK() -> FixturePackage {
        var package = FixturePackage.clean()
        package.add("VendorSDK", .regular, "Sources/VendorSDK", files: ["Client.swift": "public struct Client {}\n"])
        package.add(
            "Gateway", .regular, "Sources/Gateway", ["VendorSDK"],
            files: ["Gateway.swift": "internal import VendorSDK\npublic struct Gateway {}\n"])
        package.files["CODEOWNERS"] = FixturePackage.codeowners + "/Sources/VendorSDK/ @team\n/Sources/Gateway/ @team\n"
        package.configuration.moduleCategories["VendorSDK"] = .sdk
        package.configuration.onlyThrough = [OnlyThrough(module: "VendorSDK", through: ["Gateway"])]
        return package
    }

    @Test func theAdmittedModuleMayDependOnTheSDKThatItsCategoryAloneCouldNot() {
        #expect(withGuardedSDK().diagnostics() == [])
        var unguarded = withGuardedSDK()
        unguarded.configuration.onlyThrough = []
        #expect(unguarded.check().diagnostics.map(\.rule) == [.sdkBoundary])
    }

    @Test func anyOtherModuleDependingOnItBreaksTheRuleWhateverItsCategory() {
        var package = withGuardedSDK()
        package.addDependency("VendorSDK", to: "CheckoutFeature")
        package.setSource("Pay.swift", "import VendorSDK\n", in: "CheckoutFeature")
        package.addDependency("VendorSDK", to: "Shop")
        package.setSource("Pay.swift", "import VendorSDK\n", in: "Shop")
        let diagnostics = package.check().diagnostics
        #expect(diagnostics.map(\.rule) == [.onlyThrough, .onlyThrough])
        #expect(
            diagnostics.first?.rendered.contains(
                "error: CheckoutFeature (feature) -> VendorSDK (sdk): only Gateway may depend on VendorSDK") == true,
            "\(diagnostics.map(\.rendered))")
        #expect(diagnostics.first?.rendered.contains("depend on Gateway instead") == true)
    }

    @Test func theAdmittedModuleMustImportItInternally() {
        for (written, breaks) in [
            ("import VendorSDK", true), ("public import VendorSDK", true), ("package import VendorSDK", true),
            ("@_exported internal import VendorSDK", true), ("internal import VendorSDK", false),
            ("private import VendorSDK", false), ("fileprivate import VendorSDK", false),
        ] {
            var package = withGuardedSDK()
            package.setSource("Gateway.swift", "\(written)\npublic struct Gateway {}\n", in: "Gateway")
            let rules = package.check().diagnostics.map(\.rule)
            #expect(rules == (breaks ? [.onlyThrough] : []), "\(written)")
        }
    }

    @Test func theConfigurationFileReadsIt() throws {
        let configuration = try ArchitectureConfiguration.parse(
            "{\"modules\": {\"VendorSDK\": \"sdk\"}, \"onlyThrough\": {\"Vendor*\": [\"Gateway\"]}}",
            file: "architecture.json")
        #expect(configuration.onlyThrough == [OnlyThrough(module: "Vendor*", through: ["Gateway"])])
        #expect(configuration.onlyThroughEntry(guarding: "VendorSDK")?.admits("Gateway") == true)
        #expect(throws: ConfigurationError.self) {
            try ArchitectureConfiguration.parse("{\"onlyThrough\": {\"VendorSDK\": []}}", file: "architecture.json")
        }
    }
}
