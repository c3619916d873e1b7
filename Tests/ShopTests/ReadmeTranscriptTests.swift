import ExecutableTesting
import Foundation
import Testing

/// The article "A session in the shop" (Documentation/ShopKit.docc/ASession.md, linked from the README) shows a
/// real session of `shop`. This test replays its input through the built app and requires the article to show
/// exactly what the app prints today, so the transcript cannot drift from the code. (Quoted files are checked by
/// DocumentationRulesTests, for the README and every article.)
///
/// After a deliberate change, refresh it with `SHOPKIT_UPDATE_README=1 swift test --filter ReadmeTranscriptTests`.
@Suite struct ReadmeTranscriptTests {
    static let begin = "<!-- transcript:begin -->"
    static let end = "<!-- transcript:end -->"

    /// The article's block: "```console", "$ swift run shop <args> <<'EOF'", input lines, "EOF", output lines, "```".
    struct Transcript {
        let arguments: [String]
        let input: [String]
        let output: [String]
        let outputRange: Range<Int>
    }

    static func readmeURL() -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Documentation/ShopKit.docc/ASession.md")
    }

    static func parse(_ lines: [String]) throws -> Transcript {
        let start = try #require(lines.firstIndex(of: begin), "the session article has no \(begin) marker")
        let stop = try #require(lines.firstIndex(of: end), "the session article has no \(end) marker")
        let command = try #require(lines[start..<stop].firstIndex { $0.hasPrefix("$ swift run shop") })
        let words = lines[command].split(separator: " ").map(String.init)
        let arguments = Array(words.dropFirst(4).prefix { $0 != "<<'EOF'" })
        let eof = try #require(lines[command..<stop].firstIndex(of: "EOF"))
        let fence = try #require(lines[eof..<stop].lastIndex(of: "```"))
        return Transcript(
            arguments: arguments, input: Array(lines[(command + 1)..<eof]), output: Array(lines[(eof + 1)..<fence]),
            outputRange: (eof + 1)..<fence)
    }

    @Test func theReadmeTranscriptIsWhatTheAppPrints() async throws {
        let url = Self.readmeURL()
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let transcript = try Self.parse(lines)
        #expect(transcript.arguments.contains("--fixed-time"), "the transcript must be deterministic")

        let run = try await BuiltExecutable(named: "shop").run(transcript.arguments, input: transcript.input)
        #expect(run.status == 0, "\(run.standardError)")
        var printed = run.lines
        while printed.first == "" { printed.removeFirst() }
        while printed.last == "" { printed.removeLast() }

        if ProcessInfo.processInfo.environment["SHOPKIT_UPDATE_README"] == "1" {
            lines.replaceSubrange(transcript.outputRange, with: printed)
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            transcript.output == printed,
            "ASession.md's transcript is out of date; run SHOPKIT_UPDATE_README=1 swift test --filter ReadmeTranscriptTests"
        )
    }
}
