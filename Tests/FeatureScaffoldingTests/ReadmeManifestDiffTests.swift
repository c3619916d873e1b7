import Foundation
import Testing

@testable import FeatureScaffolding

/// The add and delete walkthroughs (Documentation/ShopKit.docc/AddAndDeleteFeatures.md, once the README's) quote
/// the diff of Package.swift; each `<!-- manifest-diff: add Name -->`
/// or `<!-- manifest-diff: remove Name -->` block must be exactly what adding or removing that feature does to the
/// real manifest today.
@Suite struct ReadmeManifestDiffTests {
    /// A quoted diff: the lines around the change, and the lines it adds and removes.
    struct QuotedDiff {
        let action: String
        let name: String
        let before: [String]
        let after: [String]
        let added: [String]
        let removed: [String]
    }

    static func quotedDiffs() throws -> [QuotedDiff] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Documentation/ShopKit.docc/AddAndDeleteFeatures.md")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var diffs: [QuotedDiff] = []
        for (index, line) in lines.enumerated() {
            let marker = line.trimmingLeadingSpaces
            guard marker.hasPrefix("<!-- manifest-diff: ") else { continue }
            let words = marker.dropFirst("<!-- manifest-diff: ".count).split(separator: " ").map(String.init)
            let indent = line.prefix { $0 == " " }.count
            let open = index + 1
            #expect(lines[open].trimmingLeadingSpaces == "```diff", "a manifest diff is a ```diff block")
            let close = try #require(lines[(open + 1)...].firstIndex { $0.trimmingLeadingSpaces == "```" })
            let body = lines[(open + 1)..<close].map { String($0.dropFirst(indent)) }
            diffs.append(
                QuotedDiff(
                    action: words[0], name: words[1],
                    before: body.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) },
                    after: body.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) },
                    added: body.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) },
                    removed: body.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }))
        }
        return diffs
    }

    @Test func theWalkthroughsShowWhatAddingAndRemovingDoToTheManifest() throws {
        let manifest = try ManifestFixture.packageManifest()
        let diffs = try Self.quotedDiffs()
        #expect(diffs.map { "\($0.action) \($0.name)" } == ["add Wishlist", "remove Profile"])
        for diff in diffs {
            let feature = try FeatureName(validating: diff.name)
            let edited =
                diff.action == "add"
                ? try FeatureManifest.inserting(feature, into: manifest)
                : try FeatureManifest.removing(feature, from: manifest)
            let change = ManifestFixture.change(from: manifest, to: edited)
            #expect(change.added == diff.added, "README's \(diff.action) \(diff.name): the added lines")
            #expect(change.removed == diff.removed, "README's \(diff.action) \(diff.name): the removed lines")
            #expect(diff.added.count + diff.removed.count == 1, "one line of Package.swift")
            #expect(
                manifest.contains(diff.before.joined(separator: "\n")), "README's context is not in Package.swift")
            #expect(edited.contains(diff.after.joined(separator: "\n")), "README's context is not around the change")
        }
    }
}
