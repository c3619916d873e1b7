import ArchitectureRules
import Testing

/// Projects a workspace or a project lists that are not on disk (OpenEmu's unchecked-out submodules): one warning per
/// listing file, not one per project.
struct UnreadableProjectTests {
    @Test func oneWarningPerListingFileAtTheLineOfItsFirstMissingProject() {
        let workspace = "Emu.xcworkspace/contents.xcworkspacedata"
        let metal = "Emu-metal.xcworkspace/contents.xcworkspacedata"
        let cores = ["4DO", "Atari800", "Bliss", "BSNES", "CrabEmu", "FCEU", "Stella"]
        var projects = cores.enumerated().map { index, core in
            UnreadableProject(path: "\(core)/\(core).xcodeproj", listedBy: workspace, line: 8 + 3 * index)
        }
        projects.insert(UnreadableProject(path: "Stella/Stella.xcodeproj", listedBy: metal, line: 11), at: 2)
        projects.append(UnreadableProject(path: "SDK/SDK.xcodeproj", listedBy: metal, line: 8))

        let warnings = UnreadableProject.warnings(for: projects)

        let expected = """
            Emu.xcworkspace/contents.xcworkspacedata:8: warning: cannot read 7 Xcode projects that \
            Emu.xcworkspace/contents.xcworkspacedata lists, because they do not exist: 4DO/4DO.xcodeproj, \
            Atari800/Atari800.xcodeproj, Bliss/Bliss.xcodeproj, BSNES/BSNES.xcodeproj, CrabEmu/CrabEmu.xcodeproj \
            and 2 more; their targets are not checked, an Xcode target's import of a module nothing known provides \
            is not reported, since it may be one of their modules, and neither are the unused dependencies of a \
            target that depends on one of their targets
            note: if they are git submodules, check them out (git submodule update --init) before the check; if a \
            generator writes them, run that first; if they moved, correct the paths in \
            Emu.xcworkspace/contents.xcworkspacedata
            """
        let metalStart = """
            Emu-metal.xcworkspace/contents.xcworkspacedata:11: warning: cannot read 2 Xcode projects that \
            Emu-metal.xcworkspace/contents.xcworkspacedata lists, because they do not exist: Stella/Stella.xcodeproj \
            and SDK/SDK.xcodeproj; their targets
            """
        #expect(warnings.count == 2)
        #expect(warnings.first == expected)
        #expect(warnings.last?.hasPrefix(metalStart) == true)
    }

    @Test func aSingleMissingProjectIsNamedAlone() {
        let project = UnreadableProject(
            path: "ios-sdk/ownCloudSDK.xcodeproj", listedBy: "App.xcodeproj/project.pbxproj", line: 9)
        let expected = """
            App.xcodeproj/project.pbxproj:9: warning: cannot read the Xcode project at ios-sdk/ownCloudSDK.xcodeproj, \
            which App.xcodeproj/project.pbxproj lists, because it does not exist; its targets are not checked, an \
            Xcode target's import of a module nothing known provides is not reported, since it may be one of its \
            modules, and neither are the unused dependencies of a target that depends on one of its targets
            note: if it is a git submodule, check it out (git submodule update --init) before the check; if a \
            generator writes it, run that first; if it moved, correct the path in App.xcodeproj/project.pbxproj
            """
        #expect(UnreadableProject.warnings(for: [project]) == [expected])
        #expect(UnreadableProject.warnings(for: []) == [])
    }

    /// GRDB's manual-install demo refers to its library's project by the author's absolute path: not a submodule to
    /// check out, but a path to make relative; among other missing projects, it is named as such.
    @Test func anAbsolutePathIsAFolderOfAnotherMachine() throws {
        let listing = "Demo/Demo.xcodeproj/project.pbxproj"
        let absolute = UnreadableProject(path: "/Users/me/git/Lib/Lib.xcodeproj", listedBy: listing, line: 47)
        let alone = try #require(UnreadableProject.warnings(for: [absolute]).first)
        #expect(
            alone.hasSuffix(
                "\nnote: its path is absolute, a folder of the machine that made the project: refer to it relative to "
                    + "the project instead (Xcode's File inspector, Location), in Demo/Demo.xcodeproj/project.pbxproj"))
        let submodule = UnreadableProject(path: "Vendor/Kit/Kit.xcodeproj", listedBy: listing, line: 50)
        let both = try #require(UnreadableProject.warnings(for: [absolute, submodule]).first)
        #expect(
            both.hasSuffix(
                "; /Users/me/git/Lib/Lib.xcodeproj is an absolute path, a folder of the machine that made the project: "
                    + "refer to it relative to the project instead (Xcode's File inspector, Location)"))
    }
}
