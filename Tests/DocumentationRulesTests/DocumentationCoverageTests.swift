import DocumentationRules
import Foundation
import Testing

@Suite struct DocumentationCoverageTests {
    static func symbol(
        _ name: String, comment: [String]?, commentModule: String? = nil,
        file: String? = "/pkg/Sources/Cart/Cart.swift",
        precise: String? = nil, line: Int = 9
    ) -> SymbolGraph.Symbol {
        SymbolGraph.Symbol(
            kind: "swift.method", displayName: "Instance Method", precise: precise ?? "s:4Cart\(name)",
            path: ["CartStore", name], docComment: comment, commentModule: commentModule, file: file, line: line)
    }

    @Test func aSymbolWithItsOwnCommentPasses() {
        let graph = SymbolGraph(module: "Cart", symbols: [Self.symbol("add(_:)", comment: ["Adds a line."])])
        #expect(DocumentationCoverage.undocumented(in: graph) == [])
    }

    @Test func aSymbolWithoutACommentIsReportedWithItsPlace() {
        let graph = SymbolGraph(module: "Cart", symbols: [Self.symbol("remove(_:)", comment: nil, line: 41)])
        let found = DocumentationCoverage.undocumented(in: graph)
        #expect(
            found == [
                UndocumentedSymbol(
                    module: "Cart", kind: "Instance Method", name: "Cart.CartStore.remove(_:)",
                    file: "/pkg/Sources/Cart/Cart.swift", line: 42)
            ])
        #expect(
            found.first?.rendered == """
                /pkg/Sources/Cart/Cart.swift:42:1: error: public instance method Cart.CartStore.remove(_:) has no doc \
                comment [doc-comment]
                note: write a /// comment above it saying what it is for; the documentation shows it on the symbol's page
                """)
    }

    @Test func aBlankCommentDoesNotCount() {
        let graph = SymbolGraph(module: "Cart", symbols: [Self.symbol("clear()", comment: ["", "   "])])
        #expect(DocumentationCoverage.undocumented(in: graph).map(\.name) == ["Cart.CartStore.clear()"])
    }

    @Test func aCommentInheritedFromAnotherModuleDoesNotCount() {
        // `description` satisfying CustomStringConvertible gets the standard library's comment, not its own.
        let graph = SymbolGraph(
            module: "Cart",
            symbols: [Self.symbol("description", comment: ["A textual representation."], commentModule: "Swift")])
        #expect(DocumentationCoverage.undocumented(in: graph).map(\.name) == ["Cart.CartStore.description"])
        let own = SymbolGraph(
            module: "Cart",
            symbols: [Self.symbol("description", comment: ["The line as the list shows it."], commentModule: "Cart")])
        #expect(DocumentationCoverage.undocumented(in: own) == [])
    }

    @Test func aReExportedSymbolKeepsTheCommentWrittenAtItsDeclaration() {
        // A module that re-exports another (`@_exported import Core`) lists Core's symbols with Core's comments.
        let file = "/pkg/Sources/Core/Report.swift"
        let reExported = SymbolGraph.Symbol(
            kind: "swift.struct", displayName: "Structure", precise: "s:4Core6ReportV", path: ["Report"],
            docComment: ["Everything the run found."], commentModule: "Core", commentFile: file, file: file, line: 7)
        #expect(DocumentationCoverage.undocumented(in: SymbolGraph(module: "Rules", symbols: [reExported])) == [])
        // A comment from a protocol requirement in another file is still not the declaration's own.
        let inherited = SymbolGraph.Symbol(
            kind: "swift.property", displayName: "Instance Property", precise: "s:5Rules4TextV4name", path: ["Text"],
            docComment: ["The reporter's name."], commentModule: "Core",
            commentFile: "/pkg/Sources/Core/Reporter.swift",
            file: "/pkg/Sources/Rules/Text.swift", line: 3)
        #expect(DocumentationCoverage.undocumented(in: SymbolGraph(module: "Rules", symbols: [inherited])).count == 1)
    }

    @Test func compilerMadeAndInheritedCopiesAreSkipped() {
        let graph = SymbolGraph(
            module: "Cart",
            symbols: [
                Self.symbol("hashValue", comment: nil, file: nil),
                Self.symbol(
                    "decoded(_:as:)", comment: nil, precise: "s:10Networking4DecodedSg::SYNTHESIZED::s:4Cart5StoreV"),
            ])
        #expect(DocumentationCoverage.undocumented(in: graph) == [])
    }

    @Test func extensionBlocksNeedNoCommentButTheirMembersDo() {
        let block = SymbolGraph.Symbol(
            kind: "swift.extension", displayName: "Extension", precise: "s:e:s:SJ4CartE5widthSivp", path: ["Character"],
            docComment: nil, file: "/pkg/Sources/Cart/Width.swift", line: 2)
        let member = SymbolGraph.Symbol(
            kind: "swift.property", displayName: "Instance Property", precise: "s:SJ4CartE5widthSivp",
            path: ["Character", "width"], docComment: nil, file: "/pkg/Sources/Cart/Width.swift", line: 4)
        let graph = SymbolGraph(module: "Cart", symbols: [block, member])
        #expect(DocumentationCoverage.undocumented(in: graph).map(\.name) == ["Cart.Character.width"])
    }

    @Test func reportsAreSortedByFileThenLine() {
        let graph = SymbolGraph(
            module: "Cart",
            symbols: [
                Self.symbol("b()", comment: nil, file: "/pkg/B.swift", line: 1),
                Self.symbol("a2()", comment: nil, file: "/pkg/A.swift", line: 20),
                Self.symbol("a1()", comment: nil, file: "/pkg/A.swift", line: 3),
            ])
        #expect(
            DocumentationCoverage.undocumented(in: graph).map(\.name) == [
                "Cart.CartStore.a1()", "Cart.CartStore.a2()", "Cart.CartStore.b()",
            ])
    }

    /// The shape `swift build -Xswiftc -emit-symbol-graph` writes, trimmed to two symbols.
    @Test func decodesTheCompilersSymbolGraphFormat() throws {
        let json = #"""
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "Swift version 6.3.1"},
             "module": {"name": "Analytics", "platform": {"operatingSystem": {"name": "linux"}}},
             "symbols": [
              {"kind": {"identifier": "swift.struct", "displayName": "Structure"},
               "identifier": {"precise": "s:9Analytics0A5EventV", "interfaceLanguage": "swift"},
               "pathComponents": ["AnalyticsEvent"], "names": {"title": "AnalyticsEvent"},
               "docComment": {"uri": "file:///pkg/Sources/Analytics/AnalyticsEvent.swift", "module": "Analytics",
                              "lines": [{"range": {"start": {"line": 0, "character": 4}, "end": {"line": 0, "character": 9}},
                                         "text": "One thing that happened."}]},
               "accessLevel": "public",
               "location": {"uri": "file:///pkg/Sources/Analytics/AnalyticsEvent.swift",
                            "position": {"line": 12, "character": 14}}},
              {"kind": {"identifier": "swift.property", "displayName": "Instance Property"},
               "identifier": {"precise": "s:9Analytics0A5EventV4nameSSvp", "interfaceLanguage": "swift"},
               "pathComponents": ["AnalyticsEvent", "name"], "names": {"title": "name"}, "accessLevel": "public",
               "location": {"uri": "file:///pkg/Sources/Analytics/AnalyticsEvent.swift",
                            "position": {"line": 14, "character": 15}}}
             ],
             "relationships": []}
            """#
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(json.utf8))
        #expect(graph.module.name == "Analytics")
        #expect(graph.symbols.count == 2)
        #expect(
            DocumentationCoverage.undocumented(in: graph) == [
                UndocumentedSymbol(
                    module: "Analytics", kind: "Instance Property", name: "Analytics.AnalyticsEvent.name",
                    file: "/pkg/Sources/Analytics/AnalyticsEvent.swift", line: 15)
            ])
    }
}
