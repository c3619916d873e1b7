import DocumentationRules
import Foundation
import Testing

/// The README and every DocC article quote real files; these tests keep each quote identical to its file, so
/// the documentation cannot drift from the code. After a deliberate change, paste the file (or lines) again.
@Suite struct QuotedSourcesInThePackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and the Markdown files of every `.docc` catalog, relative to the package root.
    static func pages() throws -> [String] {
        var pages = ["README.md"]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        while let path = enumerator.nextObject() as? String {
            if path.hasPrefix(".build") || path.hasPrefix(".git") {
                enumerator.skipDescendants()
                continue
            }
            if path.hasSuffix(".md"), path.split(separator: "/").contains(where: { $0.hasSuffix(".docc") }) {
                pages.append(path)
            }
        }
        return pages.sorted()
    }

    @Test func everyQuoteIsIdenticalToItsFile() throws {
        var checked = 0
        for page in try Self.pages() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            let quotes: [QuotedSource]
            do {
                quotes = try QuotedSource.quotes(in: text)
            } catch {
                Issue.record("\(page):\(error.line): \(error.message)")
                continue
            }
            for quote in quotes {
                let source = try? String(contentsOf: Self.root.appendingPathComponent(quote.path), encoding: .utf8)
                guard let source else {
                    Issue.record("\(page):\(quote.line): quotes \(quote.path), which does not exist")
                    continue
                }
                #expect(
                    quote.matches(source),
                    "\(page):\(quote.line): the quote of \(quote.path) differs from the file; paste it again")
                checked += 1
            }
        }
        #expect(checked >= 1, "no page quotes any file")
    }
}
