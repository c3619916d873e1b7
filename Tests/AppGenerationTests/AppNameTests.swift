import Testing

@testable import AppGeneration

@Suite struct AppNameTests {
    /// The module names the template folder and the dependency take.
    static func taken() throws -> Set<String> {
        try AppBlueprint.takenNames(in: TemplateSource.locate(among: [NewAppCommandTests.checkout]))
    }

    @Test func aNameGivesTheModuleCommandAndEnvironmentPrefix() throws {
        let name = try AppName(validating: "FieldNotes", taken: [])
        #expect(name.module == "FieldNotes")
        #expect(name.command == "field-notes")
        #expect(name.environmentPrefix == "FIELD_NOTES")
        #expect(name.title == "Field Notes")
        #expect(try AppName(validating: "URLNotes2", taken: []).command == "url-notes2")
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("A", "use 2 to 30 characters"),
        (
            "field-notes",
            "a Swift module name here is ASCII letters and digits only, in UpperCamelCase such as FieldNotes"
        ),
        (
            "Field Notes",
            "a Swift module name here is ASCII letters and digits only, in UpperCamelCase such as FieldNotes"
        ),
        ("fieldNotes", "start with a capital letter, in UpperCamelCase such as FieldNotes"),
        ("2Notes", "start with a capital letter, in UpperCamelCase such as FieldNotes"),
        ("Self", "Self is a Swift keyword"),
        ("NotesFeature", "a name ending in Feature would make the app look like a feature target"),
        ("NotesTests", "a name ending in Tests would make the app look like a tests target"),
        ("Networking", "the new package already has a module named Networking, its own or its dependency's"),
        ("HomeFeature", "a name ending in Feature would make the app look like a feature target"),
        ("Foundation", "Foundation is a module of the Swift toolchain"),
        ("Observation", "Observation is a module of the Swift toolchain"),
        ("SwiftUI", "SwiftUI is an Apple framework"),
        ("UIKit", "UIKit is an Apple framework"),
    ])
    func badNamesAreRefusedWithTheReason(name: String, reason: String) {
        #expect(throws: AppGenerationError.invalidName(name, reason: reason)) {
            try AppName(validating: name, taken: Self.taken())
        }
    }

    @Test func theNewPackagesModulesAreTaken() throws {
        for module in ["Networking", "InProcessHost", "DemoHost", "TerminalUI", "ArchitectureRules", "Home"] {
            #expect(try Self.taken().contains(module), "\(module)")
        }
    }

    @Test func ownersAreGitHubOrganisations() throws {
        #expect(try AppOwner(validating: "globex").team("app-team") == "@globex/app-team")
        #expect(try AppOwner(validating: "@globex-labs").organisation == "globex-labs")
        for bad in ["", "-globex", "globex-", "glo--bex", "globex/team", "glo bex", String(repeating: "a", count: 40)] {
            #expect(throws: AppGenerationError.invalidOwner(bad)) { try AppOwner(validating: bad) }
        }
    }
}
