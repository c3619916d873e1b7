import ArchitectureRules
import Testing

/// CODEOWNERS matching, GitHub style.
struct CodeOwnersTests {
    private func owners(_ file: String, _ directory: String) -> [String]? {
        CodeOwners(parsing: file).rule(forDirectory: directory)?.owners
    }

    @Test func theLastMatchingLineWins() {
        let file = """
            *                       @org/everyone
            /Sources/               @org/sources
            /Sources/Networking/    @org/platform
            """
        #expect(owners(file, "Sources/Networking") == ["@org/platform"])
        #expect(owners(file, "Sources/Networking/Sub") == ["@org/platform"])
        #expect(owners(file, "Sources/Persistence") == ["@org/sources"])
        #expect(owners(file, "Demos/ShopDemo") == ["@org/everyone"])
    }

    @Test func anEarlierSpecificLineLosesToALaterGeneralOne() {
        let file = "/Sources/Networking/ @org/platform\n/Sources/ @org/sources\n"
        #expect(owners(file, "Sources/Networking") == ["@org/sources"])
    }

    @Test func aStarSegmentCoversOnlyFilesDirectlyInTheDirectory() {
        #expect(owners("/Sources/* @org/a", "Sources/Networking") == nil)
        #expect(owners("/Sources/Networking/* @org/a", "Sources/Networking") == ["@org/a"])
        #expect(owners("/Sources/** @org/a", "Sources/Networking/Deep") == ["@org/a"])
    }

    @Test func patternsWithoutAnInnerSlashMatchAtAnyDepth() {
        #expect(owners("Networking/ @org/a", "Sources/Networking") == ["@org/a"])
        #expect(owners("Networking/ @org/a", "Sources/NetworkingTesting") == nil)
        #expect(owners("Sources/Networking @org/a", "Sources/Networking") == ["@org/a"])
        #expect(owners("Sources/Networking @org/a", "Vendor/Sources/Networking") == nil)
        #expect(owners("**/Networking @org/a", "Vendor/Sources/Networking") == ["@org/a"])
        #expect(owners("*Feature/ @org/a", "Sources/SearchFeature") == ["@org/a"])
        #expect(owners("Search?eature/ @org/a", "Sources/SearchFeature") == ["@org/a"])
    }

    @Test func filePatternsDoNotOwnADirectory() {
        #expect(owners("*.swift @org/a", "Sources/Networking") == nil)
    }

    @Test func aLineWithoutOwnersLeavesPathsUnowned() {
        let file = "# owners\n* @org/all\n\n/Sources/Generated/\n"
        let rule = CodeOwners(parsing: file).rule(forDirectory: "Sources/Generated")
        #expect(rule?.owners == [])
        #expect(rule?.line == 4)
    }

    @Test func acceptsUsersTeamsAndEmailsAndSkipsComments() {
        let file = "# /Sources/ @org/commented\n/Sources/ @user @org/team dev@example.com # trailing\n"
        #expect(owners(file, "Sources/X") == ["@user", "@org/team", "dev@example.com"])
    }
}
