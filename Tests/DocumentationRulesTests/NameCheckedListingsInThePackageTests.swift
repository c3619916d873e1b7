import DocumentationRules
import Foundation
import Testing

/// Each feature's page shows the SwiftUI view that would replace its `Terminal/`, code this Linux build cannot
/// compile. These tests keep the names it uses declared in the folders its marker names, so renaming an intent,
/// a state property or a refusal case without the page fails here.
@Suite struct NameCheckedListingsInThePackageTests {
    /// The heading of a feature page's SwiftUI view, whose listing must be name-checked.
    static let swiftUIHeading = "### The SwiftUI view that would replace Terminal/"

    @Test func everyNameCheckedListingUsesOnlyDeclaredNames() throws {
        let root = QuotedSourcesInThePackageTests.root
        var checked: [String] = []
        for page in try QuotedSourcesInThePackageTests.pages() {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            let listings: [NameCheckedListing]
            do {
                listings = try NameCheckedListing.listings(in: text)
            } catch {
                Issue.record("\(page):\(error.line): \(error.message)")
                continue
            }
            if text.contains(Self.swiftUIHeading) {
                #expect(!listings.isEmpty, "\(page): the SwiftUI view has no <!-- names declared in: ... --> marker")
            }
            for listing in listings {
                let sources = try listing.folders.flatMap { folder in
                    try Self.swiftFiles(in: root.appendingPathComponent(folder), named: "\(page):\(listing.line)")
                }
                for problem in listing.problems(against: SwiftDeclarations(sources: sources)) {
                    Issue.record("\(page): \(problem)")
                }
                checked.append(page)
            }
        }
        let featurePages = checked.filter { $0.hasPrefix("Sources/") && $0.contains("Feature.docc/") }
        #expect(featurePages.count >= 2, "expected the features' SwiftUI views to be checked, found \(checked)")
    }

    /// The texts of the Swift files under `folder`; a folder that does not exist is recorded as a problem.
    static func swiftFiles(in folder: URL, named listing: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            Issue.record("\(listing): the marker names \(folder.path), which does not exist")
            return []
        }
        var texts: [String] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            texts.append(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
        return texts
    }
}
