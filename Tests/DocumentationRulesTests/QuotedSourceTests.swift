import DocumentationRules
import Testing

@Suite struct QuotedSourceTests {
    static let file = "struct A {\n    let b = 1\n    let c = 2\n}\n"

    @Test func findsWholeFilesAndExcerptsWithTheirLines() throws {
        let page = """
            # Title

            <!-- file: Sources/A/A.swift -->
            ```swift
            struct A {
            }
            ```
            <!-- end file -->

            <!-- excerpt: Sources/B/B.swift -->
            ```swift
                let c = 2
            ```
            """
        #expect(
            try QuotedSource.quotes(in: page) == [
                QuotedSource(path: "Sources/A/A.swift", extent: .wholeFile, line: 3, lines: ["struct A {", "}"]),
                QuotedSource(path: "Sources/B/B.swift", extent: .excerpt, line: 10, lines: ["    let c = 2"]),
            ])
    }

    @Test func aWholeFileMustBeTheFileLetterForLetter() {
        let quote = QuotedSource(
            path: "A.swift", extent: .wholeFile, line: 1, lines: ["struct A {", "    let b = 1", "    let c = 2", "}"])
        #expect(quote.matches(Self.file))
        #expect(!quote.matches(Self.file.replacingOccurrences(of: "2", with: "3")))
        // A file that is longer than the quote is not quoted whole.
        #expect(!quote.matches(Self.file + "extension A {}\n"))
    }

    @Test func anExcerptMustBeConsecutiveLinesOfTheFile() {
        let quote = { (lines: [String]) in QuotedSource(path: "A.swift", extent: .excerpt, line: 1, lines: lines) }
        #expect(quote(["    let b = 1", "    let c = 2"]).matches(Self.file))
        #expect(quote(["}"]).matches(Self.file))
        // Lines out of order, a line missing in between, or a changed indentation do not match.
        #expect(!quote(["    let c = 2", "    let b = 1"]).matches(Self.file))
        #expect(!quote(["struct A {", "    let c = 2"]).matches(Self.file))
        #expect(!quote(["let b = 1"]).matches(Self.file))
        #expect(!quote([]).matches(Self.file))
    }

    @Test func brokenMarkersAreRefusedWithTheirLine() {
        #expect(throws: QuotedSource.MalformedQuote.self) {
            try QuotedSource.quotes(in: "<!-- excerpt: A.swift -->\nno fence\n")
        }
        do {
            _ = try QuotedSource.quotes(in: "text\n<!-- file: A.swift -->\n```swift\nstruct A {}\n```\n")
            Issue.record("a quoted file without <!-- end file --> was accepted")
        } catch {
            #expect(error.line == 2)
            #expect(error.message == "a quoted file ends with <!-- end file --> after its ```")
        }
        #expect(throws: QuotedSource.MalformedQuote.self) {
            try QuotedSource.quotes(in: "<!-- excerpt: A.swift -->\n```swift\nlet a = 1\n")
        }
    }
}
