import ArchitectureRules
import Testing

/// Mermaid and DOT drawings, the README block and `--explain`.
struct GraphOutputTests {
    /// Shop -> Search, Checkout; Search -> Checkout (a violation), Networking; Checkout -> Networking; one tool.
    private func smallReport() -> ArchitectureReport {
        let graph = PackageGraph(targets: [
            PackageTarget(name: "Networking", kind: .regular, path: "Sources/Networking"),
            PackageTarget(
                name: "CheckoutFeature", kind: .regular, path: "Sources/CheckoutFeature", dependencies: ["Networking"]),
            PackageTarget(
                name: "SearchFeature", kind: .regular, path: "Sources/SearchFeature",
                dependencies: ["CheckoutFeature", "Networking"]),
            PackageTarget(
                name: "Shop", kind: .executable, path: "Sources/Shop",
                dependencies: ["SearchFeature", "CheckoutFeature"]),
            PackageTarget(name: "Lint", kind: .executable, path: "Plugins/Lint", dependencies: ["Networking"]),
        ])
        return ArchitectureCheck.run(graph, files: .inMemory(["CODEOWNERS": "* @org/all\n"]))
    }

    @Test func mermaidShowsLayersCategoriesAndTheViolatingEdge() {
        #expect(
            GraphDiagram.render(smallReport(), as: .mermaid) == """
                graph TD
                    Shop["Shop<br/>app · layer 0"]
                    SearchFeature["SearchFeature<br/>feature · layer 1"]
                    CheckoutFeature["CheckoutFeature<br/>feature · layer 2"]
                    Networking["Networking<br/>foundation · layer 3"]
                    Shop --> SearchFeature
                    Shop --> CheckoutFeature
                    SearchFeature ==> CheckoutFeature
                    SearchFeature --> Networking
                    CheckoutFeature --> Networking
                    classDef app fill:#dbeafe,stroke:#1d4ed8,color:#111827
                    class Shop app
                    classDef feature fill:#dcfce7,stroke:#15803d,color:#111827
                    class SearchFeature,CheckoutFeature feature
                    classDef foundation fill:#f3f4f6,stroke:#4b5563,color:#111827
                    class Networking foundation
                    linkStyle 0,1 stroke:#1d4ed8,stroke-width:1px
                    linkStyle 2 stroke:#dc2626,stroke-width:3px
                    linkStyle 3,4 stroke:#15803d,stroke-width:1px

                """)
    }

    @Test func toolsAppearOnlyWhenAskedFor() {
        let report = smallReport()
        #expect(!GraphDiagram.render(report, as: .mermaid).contains("Lint"))
        let all = GraphDiagram.render(report, as: .mermaid, includeAllTargets: true)
        #expect(all.contains("    Lint[\"Lint<br/>tool · no layer\"]"))
        #expect(all.contains("    Lint --> Networking"))
    }

    @Test func dotRanksLayersAndLabelsTheViolatingEdge() {
        let dot = GraphDiagram.render(smallReport(), as: .dot)
        #expect(dot.hasPrefix("digraph modules {\n"))
        #expect(dot.contains("    { rank=same; \"SearchFeature\"; }\n"))
        #expect(
            dot.contains(
                "    \"SearchFeature\" -> \"CheckoutFeature\" [color=\"#dc2626\", penwidth=2.5, fontcolor=\"#dc2626\", "
                    + "label=\"feature-isolation\"];\n"))
        #expect(dot.contains("    \"Shop\" -> \"SearchFeature\" [color=\"#1d4ed8\"];\n"))
        #expect(dot.hasSuffix("}\n"))
    }

    @Test func theReadmeBlockIsRewrittenBetweenTheMarkers() {
        let report = smallReport()
        let readme = "# ShopKit\n\n<!-- architecture-graph:begin -->\nold\n<!-- architecture-graph:end -->\nAfter.\n"
        let updated = ReadmeGraph.updating(readme, with: ReadmeGraph.block(for: report))
        #expect(
            updated
                == "# ShopKit\n\n<!-- architecture-graph:begin -->\n```mermaid\n"
                + GraphDiagram.render(report, as: .mermaid) + "```\n<!-- architecture-graph:end -->\nAfter.\n")
        #expect(ReadmeGraph.check(report, readmePath: "README.md", text: updated) == [])
        #expect(ReadmeGraph.updating("no markers", with: "x") == nil)
    }

    @Test func aStaleReadmeGraphIsAnError() {
        let readme =
            "# ShopKit\n\n<!-- architecture-graph:begin -->\n```mermaid\ngraph TD\n```\n<!-- architecture-graph:end -->\n"
        #expect(
            ReadmeGraph.check(smallReport(), readmePath: "README.md", text: readme).map(\.rendered) == [
                """
                README.md:3:1: error: the module graph in README.md is out of date [readme-graph]
                note: run "swift package --disable-sandbox check-architecture --update-readme" and commit README.md
                """
            ])
    }

    @Test func aReadmeWithoutMarkersIsAnError() {
        var package = FixturePackage.clean()
        package.files["README.md"] = "# ShopKit\n"
        #expect(
            package.check(readme: "README.md").diagnostics.map(\.rendered) == [
                """
                error: README.md has no <!-- architecture-graph:begin --> ... <!-- architecture-graph:end --> markers \
                [readme-graph]
                note: add the two marker lines where the graph belongs, then run "swift package --disable-sandbox \
                check-architecture --update-readme"
                """
            ])
    }

    @Test func explainListsDependentsAndPublicDeclarations() {
        let report = FixturePackage.clean().check()
        #expect(
            report.explain("CartStore") == """
                CartStore (foundation)
                  kind:        regular target at Sources/CartStore/
                  layer:       2 (longest path from the app roots)
                  depends on:  Persistence
                  imports:     Persistence
                  used by:     CheckoutFeature, Shop
                  deleting it breaks (4): CheckoutDemo, CheckoutFeature, CheckoutFeatureTests, Shop
                  public declarations (2):
                    Sources/CartStore/CartStore.swift:3:14: class CartStore
                    Sources/CartStore/CartStore.swift:4:12: init CartStore.init
                  errors:      0

                """)
        #expect(report.explain("Nope") == nil)
    }

    @Test func explainShowsAModulesOwnErrors() {
        var package = FixturePackage.clean()
        package.addDependency("EmbeddedBackend", to: "SearchFeature")
        let explanation = package.check().explain("SearchFeature") ?? ""
        #expect(explanation.contains("  errors:      1\n    error: SearchFeature (feature) -> EmbeddedBackend"))
        #expect(explanation.contains("deleting it breaks (3): SearchDemo, SearchFeatureTests, Shop\n"))
    }
}
