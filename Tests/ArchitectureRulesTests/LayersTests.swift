import ArchitectureRules
import Testing

/// `layers`: an order among modules that the categories do not give; each depends only on lower layers.
struct LayersTests {
    /// The clean fixture with its storage modules in three layers: CSQLite, then Persistence, then CartStore and
    /// Networking side by side.
    private func layered() -> FixturePackage {
        var package = FixturePackage.clean()
        package.configuration.layers = Layers([["CSQLite"], ["Persistence"], ["CartStore", "Networking"]])
        return package
    }

    @Test func dependenciesOnLowerLayersKeepTheRule() {
        #expect(layered().diagnostics() == [])
    }

    @Test func aDependencyUpwardsOrWithinALayerBreaksIt() {
        var upwards = layered()
        upwards.addDependency("CartStore", to: "Persistence")
        upwards.setSource("Cart.swift", "import CartStore\n", in: "Persistence")
        let found = upwards.check().diagnostics.filter { $0.rule == .layers }
        #expect(
            found.map(\.rendered) == [
                "error: Persistence (layer 2) -> CartStore (layer 3): a module cannot depend upwards [layers]\n"
                    + "note: remove \"CartStore\" from the dependencies of Persistence and move what it needs from "
                    + "CartStore into a lower layer; the layers are \"layers\" in architecture.json"
            ])

        var sideways = layered()
        sideways.addDependency("Networking", to: "CartStore")
        sideways.setSource("Transport.swift", "import Networking\n", in: "CartStore")
        #expect(
            sideways.check().diagnostics.filter { $0.rule == .layers }.map(\.message) == [
                "CartStore (layer 3) -> Networking (layer 3): a module cannot depend on its own layer"
            ])
    }

    @Test func modulesNoLayerNamesAreNotConstrained() {
        var package = layered()
        package.configuration.layers = Layers([["CartStore"], ["Persistence"]])
        // CartStore (layer 1) depends on Persistence (layer 2): upwards. Without Persistence in a layer, it is free.
        #expect(package.check().diagnostics.map(\.rule) == [.layers])
        package.configuration.layers = Layers([["CartStore"]])
        #expect(package.diagnostics() == [])
    }

    @Test func theConfigurationFileReadsItAndRefusesANameThatIsNoTarget() throws {
        let configuration = try ArchitectureConfiguration.parse(
            "{\"layers\": [\"CSQLite\", [\"Persistence\"], [\"Cart*\", \"Networking\"]]}", file: "architecture.json")
        #expect(configuration.layers == Layers([["CSQLite"], ["Persistence"], ["Cart*", "Networking"]]))
        #expect(configuration.layers.layer(of: "CartStore") == 3)
        #expect(configuration.layers.layer(of: "Shop") == nil)
        let misspelt = try ArchitectureConfiguration.parse(
            "{\"layers\": [\"CSQLite\", \"Persistance\"]}", file: "architecture.json")
        #expect(throws: ConfigurationError.self) { try misspelt.validate(against: FixturePackage.clean().graph) }
        #expect(throws: ConfigurationError.self) {
            try ArchitectureConfiguration.parse("{\"layers\": [[]]}", file: "architecture.json")
        }
    }
}
