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

    /// A file is owned as GitHub decides who reviews a change to it: the last line whose pattern matches the file's
    /// path, the pattern read as gitignore reads it. Each row: the CODEOWNERS text, a file, its owners (`nil`: no line
    /// matches; `[]`: a line without owners matches last).
    @Test(
        arguments: [
            ("* @org/all", "README.md", ["@org/all"]),
            ("* @org/all", "Sources/Deep/Down/File.swift", ["@org/all"]),
            ("*.swift @org/swift", "Sources/Notes/Note.swift", ["@org/swift"]),
            ("*.swift @org/swift", "Sources/Notes/README.md", nil),
            ("/build/logs/ @org/logs", "build/logs/today.log", ["@org/logs"]),
            ("/build/logs/ @org/logs", "build/logs/old/yesterday.log", ["@org/logs"]),
            ("/build/logs/ @org/logs", "tools/build/logs/today.log", nil),
            ("docs/* @org/docs", "docs/intro.md", ["@org/docs"]),
            ("docs/* @org/docs", "docs/guides/setup.md", nil),
            ("docs/* @org/docs", "site/docs/intro.md", nil),
            ("apps/ @org/apps", "apps/Notes.swift", ["@org/apps"]),
            ("apps/ @org/apps", "src/apps/Notes/App.swift", ["@org/apps"]),
            ("/docs/ @org/docs", "docs/guides/setup.md", ["@org/docs"]),
            ("/docs/ @org/docs", "site/docs/intro.md", nil),
            ("**/logs @org/logs", "logs/a.log", ["@org/logs"]),
            ("**/logs @org/logs", "deeply/nested/logs/a.log", ["@org/logs"]),
            ("apps/**/tests @org/qa", "apps/tests/Case.swift", ["@org/qa"]),
            ("apps/**/tests @org/qa", "apps/notes/ios/tests/Case.swift", ["@org/qa"]),
            ("apps/**/tests @org/qa", "apps/notes/Case.swift", nil),
            ("/apps/ @org/apps\n/apps/github", "apps/github/Client.swift", []),
            ("/apps/ @org/apps\n/apps/github", "apps/notes/App.swift", ["@org/apps"]),
            ("/apps/github\n/apps/ @org/apps", "apps/github/Client.swift", ["@org/apps"]),
            ("build/ @org/build", "build/output.txt", ["@org/build"]),
            ("build/ @org/build", "build", nil),
            ("/Package.swift @org/root", "Package.swift", ["@org/root"]),
            ("/Package.swift @org/root", "Packages/Notes/Package.swift", nil),
            ("Package.swift @org/any", "Packages/Notes/Package.swift", ["@org/any"]),
        ] as [(String, String, [String]?)])
    func aFileIsOwnedAsGitHubDecides(codeowners: String, file: String, owners: [String]?) {
        #expect(CodeOwners(parsing: codeowners).rule(forFile: file)?.owners == owners)
    }
}
