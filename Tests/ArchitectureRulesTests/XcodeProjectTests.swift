import ArchitectureRules
import Foundation
import Testing

/// Reading Xcode projects without Xcode: the fixture projects in `Tests/ArchitectureFixtures`, written in the real
/// format, and small projects in memory for the cases they do not cover.
@Suite struct XcodeProjectTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ArchitectureFixtures").path

    @Test func classicGroupsOverLocalAndRemotePackages() throws {
        let project = try XcodeProject.read(
            at: "Storefront.xcodeproj", files: .directory(Self.fixtures + "/XcodeAppPackages"))
        #expect(project.name == "Storefront")
        #expect(project.targets.map(\.name) == ["Storefront", "StorefrontTests"])
        let app = try #require(project.targets.first)
        #expect(app.productType == .application)
        #expect(app.productType.isApp)
        // `<group>` paths nest (Storefront/App/...), a group with only a name adds nothing (Support/ comes from
        // the file's own path), SOURCE_ROOT starts again at the project's directory.
        #expect(
            app.sources == [
                "Shared/AppLog.swift", "Storefront/App/RootView.swift", "Storefront/App/StorefrontApp.swift",
                "Storefront/Support/PriceText.swift",
            ])
        #expect(app.directory == "")
        #expect(
            app.packageProducts == [
                XcodePackageProduct(name: "CatalogFeature", package: nil),
                XcodePackageProduct(name: "CartFeature", package: .local("Packages/Cart")),
                XcodePackageProduct(name: "DesignSystem", package: .local("Packages/DesignSystem")),
                XcodePackageProduct(
                    name: "FirebaseAnalytics", package: .remote("https://github.com/firebase/firebase-ios-sdk")),
            ])
        let tests = project.targets[1]
        #expect(tests.productType == .unitTests)
        #expect(tests.productType.targetKind == .test)
        #expect(tests.sources == ["StorefrontTests/StorefrontTests.swift"])
        #expect(tests.directory == "StorefrontTests")
        #expect(tests.dependencies == ["Storefront"])
        #expect(
            project.packages == [
                .local("Packages/Catalog"), .local("Packages/Cart"), .local("Packages/DesignSystem"),
                .remote("https://github.com/firebase/firebase-ios-sdk"),
            ])
    }

    /// A project in memory: `objects` written as pbxproj text, the files it can see listed.
    func project(
        _ objects: String, root: String = "R", at path: String = "App/App.xcodeproj", files: [String: String] = [:]
    ) throws -> XcodeProject {
        let text = "// !$*UTF8*$!\n{ objectVersion = 77; objects = {\n\(objects)\n}; rootObject = \(root); }\n"
        let all = files.merging([path + "/project.pbxproj": text]) { first, _ in first }
        return try XcodeProject.read(
            at: path,
            files: XcodeProject.Files(
                read: { all[$0].map { Array($0.utf8) } },
                list: { directory in
                    all.keys.filter { $0.hasPrefix(directory + "/") }.map { String($0.dropFirst(directory.count + 1)) }
                        .sorted()
                }))
    }

    /// anytype keeps `PushNotificationsPermissionService.swift` in a folder of that name inside a synchronized
    /// folder: the folder is no source file, the file in it is.
    @Test func aFolderNamedLikeASwiftFileIsNoSource() throws {
        let folder = TemporaryFolder("sync")
        defer { folder.remove() }
        try folder.write([
            "App/Service.swift/Service.swift": "import Foundation\n", "App/App.swift": "import Foundation\n",
        ])
        #expect(XcodeProject.Files.directory(folder.path).list("App") == ["App.swift", "Service.swift/Service.swift"])
    }

    @Test func synchronizedFoldersWithMembershipExceptions() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP, WIDGET, TESTS); };
            G = {isa = PBXGroup; children = (FA, FW, FT); sourceTree = "<group>"; };
            FA = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (XA, XW); path = Journal; sourceTree = "<group>"; };
            FW = {isa = PBXFileSystemSynchronizedRootGroup; path = JournalWidget; sourceTree = "<group>"; };
            FT = {isa = PBXFileSystemSynchronizedRootGroup; path = JournalTests; sourceTree = "<group>"; };
            XA = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Legacy, ); target = APP; };
            XW = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Shared/Entry Formatter.swift", ); target = WIDGET; };
            APP = {isa = PBXNativeTarget; name = Journal; fileSystemSynchronizedGroups = (FA); productType = "com.apple.product-type.application"; };
            WIDGET = {isa = PBXNativeTarget; name = JournalWidget; fileSystemSynchronizedGroups = (FW); productType = "com.apple.product-type.app-extension"; };
            TESTS = {isa = PBXNativeTarget; name = JournalTests; fileSystemSynchronizedGroups = (FT); productType = "com.apple.product-type.bundle.ui-testing"; };
            """,
            files: [
                "App/Journal/JournalApp.swift": "", "App/Journal/Info.plist": "",
                // A DocC catalogue's tutorial code is DocC's, not the app's: Xcode compiles none of it.
                "App/Journal/Journal.docc/Resources/WritingEntries-01.swift": "import Journal\n",
                "App/Journal/Shared/Entry Formatter.swift": "", "App/Journal/Legacy/Importer.swift": "",
                "App/JournalWidget/Widget.swift": "", "App/JournalWidget/Assets.xcassets/Contents.json": "",
                "App/JournalTests/LaunchTests.swift": "",
            ])
        #expect(read.targets.map(\.productType) == [.application, .appExtension, .uiTests])
        #expect(
            read.targets[0].sources == ["App/Journal/JournalApp.swift", "App/Journal/Shared/Entry Formatter.swift"])
        #expect(read.targets[0].directory == "App/Journal")
        // The widget holds its own folder and takes one file from the app's through its exception set.
        #expect(
            read.targets[1].sources == ["App/Journal/Shared/Entry Formatter.swift", "App/JournalWidget/Widget.swift"])
        #expect(read.targets[1].directory == "App/JournalWidget")
        #expect(read.targets[2].sources == ["App/JournalTests/LaunchTests.swift"])
    }

    @Test func embeddedExtensionsLinkedFrameworksAndSettings() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP, EXT, WATCH, KIT, CLIP); packageReferences = (L); };
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            L = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Kit; };
            P1 = {isa = XCSwiftPackageProductDependency; package = L; productName = Kit; };
            P2 = {isa = XCSwiftPackageProductDependency; productName = "plugin:SwiftLintBuildToolPlugin"; };
            APP = {isa = PBXNativeTarget; name = Shop; buildPhases = (FW, EMBED); dependencies = (D1, D2); packageProductDependencies = (P1, P2); buildConfigurationList = CL; productType = "com.apple.product-type.application"; };
            D1 = {isa = PBXTargetDependency; target = EXT; };
            D2 = {isa = PBXTargetDependency; targetProxy = PX; };
            PX = {isa = PBXContainerItemProxy; remoteGlobalIDString = KIT; remoteInfo = ShopKitFramework; };
            FW = {isa = PBXFrameworksBuildPhase; files = (B1); };
            EMBED = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (B2, B3, B4); };
            B1 = {isa = PBXBuildFile; fileRef = KITPRODUCT; };
            B2 = {isa = PBXBuildFile; fileRef = EXTPRODUCT; };
            B3 = {isa = PBXBuildFile; fileRef = WATCHPRODUCT; };
            B4 = {isa = PBXBuildFile; fileRef = CLIPPRODUCT; };
            EXT = {isa = PBXNativeTarget; name = ShopWidget; buildConfigurationList = CLW; productReference = EXTPRODUCT; productType = "com.apple.product-type.app-extension"; };
            WATCH = {isa = PBXNativeTarget; name = "Shop Watch"; buildConfigurationList = CLWATCH; productReference = WATCHPRODUCT; productType = "com.apple.product-type.application"; };
            KIT = {isa = PBXNativeTarget; name = ShopKitFramework; buildConfigurationList = CLK; productReference = KITPRODUCT; productType = "com.apple.product-type.framework"; };
            CLIP = {isa = PBXNativeTarget; name = ShopClip; productReference = CLIPPRODUCT; productType = "com.apple.product-type.application.on-demand-install-capable"; };
            CL = {isa = XCConfigurationList; buildConfigurations = (C1, C2); defaultConfigurationName = Release; };
            C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
            C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = ShopApp; }; name = Release; };
            CLW = {isa = XCConfigurationList; buildConfigurations = (C3); };
            C3 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = ShopWidget/Info.plist; }; name = Release; };
            CLWATCH = {isa = XCConfigurationList; buildConfigurations = (C4); };
            C4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; PRODUCT_NAME = "Shop Watch"; }; name = Release; };
            CLK = {isa = XCConfigurationList; buildConfigurations = (C5); };
            C5 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = ShopKitFramework; }; name = Release; };
            """,
            files: [
                "App/ShopWidget/Info.plist":
                    "<dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>"
            ])
        let app = read.targets[0]
        #expect(app.moduleName == "ShopApp")
        #expect(app.embeddedTargets == ["ShopWidget", "Shop Watch", "ShopClip"])
        #expect(app.dependencies == ["ShopKitFramework"])
        #expect(app.packageProducts == [XcodePackageProduct(name: "Kit", package: .local("Packages/Kit"))])
        #expect(read.packages == [.local("Packages/Kit")])
        #expect(read.targets.map(\.productType) == [.application, .widgetExtension, .watchApp, .framework, .appClip])
        #expect(read.targets[2].moduleName == nil)  // PRODUCT_NAME is the target's name
        #expect(read.targets[3].moduleName == nil)
        #expect(
            read.targets.map(\.productType.targetKind) == [
                .executable, .executable, .executable, .regular, .executable,
            ])
    }

    /// A macOS app ships a helper tool in its bundle: copied by a phase, or only depended on (a Run Script copies
    /// it). An executable is never linked, so the tool is embedded, not a dependency, whichever way; a tool that a
    /// Run Script phase runs at build time stays a build tool. A tool that installs itself (fastlane's runner copies
    /// its own product) does not depend on itself.
    @Test func aCommandLineToolAnAppShipsIsEmbedded() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP, HELPER, CLI, GEN); };
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = Monitor; buildPhases = (COPY, RUN); dependencies = (D1, D2, D3); productType = "com.apple.product-type.application"; };
            D1 = {isa = PBXTargetDependency; target = HELPER; };
            D2 = {isa = PBXTargetDependency; target = CLI; };
            D3 = {isa = PBXTargetDependency; target = GEN; };
            COPY = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 6; files = (B1); };
            RUN = {isa = PBXShellScriptBuildPhase; shellScript = "\\"$BUILT_PRODUCTS_DIR/GenerateAssets\\" Sources"; };
            B1 = {isa = PBXBuildFile; fileRef = HELPERPRODUCT; };
            HELPER = {isa = PBXNativeTarget; name = SensorHelper; buildPhases = (INSTALL); productReference = HELPERPRODUCT; productType = "com.apple.product-type.tool"; };
            INSTALL = {isa = PBXCopyFilesBuildPhase; dstPath = /usr/local/bin; files = (B2); };
            B2 = {isa = PBXBuildFile; fileRef = HELPERPRODUCT; };
            CLI = {isa = PBXNativeTarget; name = monitorctl; productReference = CLIPRODUCT; productType = "com.apple.product-type.tool"; };
            GEN = {isa = PBXNativeTarget; name = GenerateAssets; productReference = GENPRODUCT; productType = "com.apple.product-type.tool"; };
            """)
        let app = read.targets[0]
        #expect(app.embeddedTargets == ["SensorHelper", "monitorctl"])
        #expect(app.dependencies == ["GenerateAssets"])
        // The helper's own phase copies it to /usr/local/bin: it embeds nothing, itself least of all.
        #expect(read.targets[1].embeddedTargets == [])
        #expect(read.targets[1].dependencies == [])
        #expect(read.targets.map(\.productType) == [.application, .commandLineTool, .commandLineTool, .buildTool])
    }

    /// A static library that depends on a package product through a target dependency alone (`productRef` in a
    /// `PBXTargetDependency`, no Frameworks phase entry: the app that links the library links the product) builds
    /// against that product: it is among the target's package products.
    @Test func aTargetDependencyOnAPackageProductDeclaresIt() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (LIB); packageReferences = (PKG); };
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            LIB = {isa = PBXNativeTarget; name = GalleryScreens; buildPhases = (); dependencies = (D1); productType = "com.apple.product-type.library.static"; };
            D1 = {isa = PBXTargetDependency; productRef = P1; };
            P1 = {isa = XCSwiftPackageProductDependency; package = PKG; productName = Widgets; };
            PKG = {isa = XCLocalSwiftPackageReference; relativePath = ../..; };
            """)
        #expect(read.targets[0].packageProducts.map(\.name) == ["Widgets"])
    }

    /// duckduckgo's Mac app depends on its VPN agent, an app a Run Script phase copies into LoginItems: a Mac app's
    /// dependency on an app is embedding. An iPhone app's dependency on an app stays a dependency.
    @Test func aMacAppEmbedsTheAppsItDependsOn() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (MAC, AGENT, PHONE, OTHER); };
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            MAC = {isa = PBXNativeTarget; name = Browser; buildConfigurationList = ML; dependencies = (D1); productType = "com.apple.product-type.application"; };
            ML = {isa = XCConfigurationList; buildConfigurations = (MC); defaultConfigurationName = Release; };
            MC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Release; };
            D1 = {isa = PBXTargetDependency; target = AGENT; };
            AGENT = {isa = PBXNativeTarget; name = VPNAgent; productType = "com.apple.product-type.application"; };
            PHONE = {isa = PBXNativeTarget; name = Phone; buildConfigurationList = PL; dependencies = (D2); productType = "com.apple.product-type.application"; };
            PL = {isa = XCConfigurationList; buildConfigurations = (PC); defaultConfigurationName = Release; };
            PC = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            D2 = {isa = PBXTargetDependency; target = OTHER; };
            OTHER = {isa = PBXNativeTarget; name = OtherApp; productType = "com.apple.product-type.application"; };
            """)
        #expect(read.targets.map(\.embeddedTargets) == [["VPNAgent"], [], [], []])
        #expect(read.targets.map(\.dependencies) == [[], [], ["OtherApp"], []])
    }

    /// A proxy into a sub-project keeps the name its target had when the proxy was made (Gifski's app depends on
    /// `gifski-staticlib`, since renamed `gifski.a (static library)`): the target is found in the sub-project by its
    /// id, or by the product it builds, and an aggregate target there, which builds no module, is no dependency.
    @Test func aSubProjectsTargetIsNamedAsTheSubProjectNamesItNow() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP); };
            G = {isa = PBXGroup; children = (SUB); sourceTree = "<group>"; };
            SUB = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Vendor/Engine.xcodeproj; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = Player; buildPhases = (FW); dependencies = (D1, D2); productType = "com.apple.product-type.application"; };
            D1 = {isa = PBXTargetDependency; name = "engine-staticlib"; targetProxy = PX1; };
            PX1 = {isa = PBXContainerItemProxy; containerPortal = SUB; proxyType = 1; remoteGlobalIDString = ENGINE; remoteInfo = "engine-staticlib"; };
            D2 = {isa = PBXTargetDependency; targetProxy = PX2; };
            PX2 = {isa = PBXContainerItemProxy; containerPortal = SUB; proxyType = 1; remoteGlobalIDString = CARGO; remoteInfo = "Cargo build"; };
            FW = {isa = PBXFrameworksBuildPhase; files = (B1); };
            B1 = {isa = PBXBuildFile; fileRef = LIBPROXY; };
            LIBPROXY = {isa = PBXReferenceProxy; fileType = archive.ar; path = libengine.a; remoteRef = PX3; sourceTree = BUILT_PRODUCTS_DIR; };
            PX3 = {isa = PBXContainerItemProxy; containerPortal = SUB; proxyType = 2; remoteGlobalIDString = ENGINEPRODUCT; remoteInfo = "engine.a"; };
            """,
            files: [
                "App/Vendor/Engine.xcodeproj/project.pbxproj": """
                // !$*UTF8*$!
                { objectVersion = 77; objects = {
                ER = {isa = PBXProject; mainGroup = EG; targets = (ENGINE, CARGO); };
                EG = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                ENGINE = {isa = PBXNativeTarget; name = "engine.a (static library)"; productReference = ENGINEPRODUCT; productType = "com.apple.product-type.library.static"; };
                ENGINEPRODUCT = {isa = PBXFileReference; path = libengine.a; sourceTree = BUILT_PRODUCTS_DIR; };
                CARGO = {isa = PBXAggregateTarget; name = "Cargo build"; };
                }; rootObject = ER; }
                """
            ])
        #expect(read.targets[0].dependencies == ["engine.a (static library)"])
        #expect(read.missingSubProjects == [])
    }

    /// A sub-project that is not on disk (ownCloud's app over the `ios-sdk` submodule, not checked out) keeps the
    /// proxies' names for its targets, and the project says it is missing, for the run to warn about it.
    @Test func aSubProjectNotOnDiskIsMissing() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP); };
            G = {isa = PBXGroup; children = (SUB); sourceTree = "<group>"; };
            SUB = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = "ios-sdk/ownCloudSDK.xcodeproj"; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = ownCloud; dependencies = (D1); productType = "com.apple.product-type.application"; };
            D1 = {isa = PBXTargetDependency; name = ownCloudSDK; targetProxy = PX1; };
            PX1 = {isa = PBXContainerItemProxy; containerPortal = SUB; proxyType = 1; remoteGlobalIDString = SDK; remoteInfo = ownCloudSDK; };
            """)
        #expect(read.targets[0].dependencies == ["ownCloudSDK"])
        #expect(read.missingSubProjects == ["App/ios-sdk/ownCloudSDK.xcodeproj"])
    }

    /// A target that mixes files of its groups with a synchronized folder inside them is where all its files are,
    /// not at that folder.
    @Test func aTargetMixingGroupsAndASynchronizedFolderIsWhereAllItsFilesAre() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP); };
            G = {isa = PBXGroup; children = (FOLDER, CROP); sourceTree = "<group>"; };
            FOLDER = {isa = PBXGroup; children = (F1); path = Gifski; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
            CROP = {isa = PBXFileSystemSynchronizedRootGroup; path = Gifski/Crop; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = Gifski; buildPhases = (S); fileSystemSynchronizedGroups = (CROP); productType = "com.apple.product-type.application"; };
            S = {isa = PBXSourcesBuildPhase; files = (B1); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            """,
            files: ["App/Gifski/App.swift": "", "App/Gifski/Crop/CropView.swift": ""])
        #expect(read.targets[0].sources == ["App/Gifski/App.swift", "App/Gifski/Crop/CropView.swift"])
        #expect(read.targets[0].directory == "App/Gifski")
    }

    /// Many teams name the product only in an `.xcconfig` file: `Trailhead-iOS` builds the module `Trailhead`,
    /// which its tests import with `@testable import Trailhead`.
    @Test func aProductNameSetInAConfigurationFileNamesTheModule() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP, TESTS, TOOL); };
            G = {isa = PBXGroup; children = (CONFIGS); sourceTree = "<group>"; };
            CONFIGS = {isa = PBXGroup; children = (XAPP, XTESTS); path = Configs; sourceTree = "<group>"; };
            XAPP = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            XTESTS = {isa = PBXFileReference; path = Tests.xcconfig; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = "Trailhead-iOS"; buildConfigurationList = CL1; productType = "com.apple.product-type.application"; };
            CL1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
            C1 = {isa = XCBuildConfiguration; baseConfigurationReference = XAPP; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            TESTS = {isa = PBXNativeTarget; name = TrailheadTests; buildConfigurationList = CL2; productType = "com.apple.product-type.bundle.unit-test"; };
            CL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            C2 = {isa = XCBuildConfiguration; baseConfigurationReference = XTESTS; buildSettings = {PRODUCT_NAME = TrailheadSpecs; }; name = Release; };
            TOOL = {isa = PBXNativeTarget; name = Tool; buildConfigurationList = CL3; productType = "com.apple.product-type.tool"; };
            CL3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
            C3 = {isa = XCBuildConfiguration; baseConfigurationReference = MISSING; buildSettings = {}; name = Release; };
            MISSING = {isa = PBXFileReference; path = Missing.xcconfig; sourceTree = "<group>"; };
            """,
            files: [
                "App/Configs/App.xcconfig": """
                #include "Shared/Base.xcconfig"
                #include? "../Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig"
                PRODUCT_NAME = Trailhead // the name on the home screen and of the module
                PRODUCT_NAME[sdk=watchos*] = TrailheadWatch
                """,
                "App/Configs/Shared/Base.xcconfig":
                    "PRODUCT_NAME = Base\nPRODUCT_MODULE_NAME = $(PRODUCT_NAME:c99extidentifier);\n",
                "App/Configs/Tests.xcconfig": "#include \"Tests.xcconfig\"\nPRODUCT_NAME = FromTheFile\n",
            ])
        #expect(read.targets.map(\.moduleName) == ["Trailhead", "TrailheadSpecs", nil])
    }

    /// Since Xcode 16 a configuration may be based on a file inside a synchronized folder: the folder is its anchor
    /// and the file a path relative to it (NetNewsWire's iOS app names its module this way).
    @Test func aConfigurationFileInASynchronizedFolderNamesTheModule() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP, TESTS); };
            G = {isa = PBXGroup; children = (XCONFIG); sourceTree = "<group>"; };
            XCONFIG = {isa = PBXFileSystemSynchronizedRootGroup; explicitFolders = (common, ); path = xcconfig; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = "Reader-iOS"; buildConfigurationList = CL1; productType = "com.apple.product-type.application"; };
            CL1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
            C1 = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = XCONFIG; baseConfigurationReferenceRelativePath = Reader_iOSapp.xcconfig; buildSettings = {}; name = Release; };
            TESTS = {isa = PBXNativeTarget; name = "Reader-iOSTests"; buildConfigurationList = CL2; productType = "com.apple.product-type.bundle.unit-test"; };
            CL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            C2 = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = XCONFIG; baseConfigurationReferenceRelativePath = missing.xcconfig; buildSettings = {}; name = Release; };
            """,
            files: [
                "App/xcconfig/Reader_iOSapp.xcconfig": """
                #include "./common/Reader_common.xcconfig"
                PRODUCT_NAME = Reader
                """,
                "App/xcconfig/common/Reader_common.xcconfig": "PRODUCT_MODULE_NAME = $(PRODUCT_NAME)\n",
            ])
        #expect(read.targets.map(\.moduleName) == ["Reader", nil])  // a missing file leaves the target's own name
    }

    /// A project-level configuration is inherited by every target, in Xcode's order, each layer over the one
    /// before: the project's `.xcconfig`, the project's own settings, the target's `.xcconfig`, the target's own
    /// settings. The project's configuration is the one named like the target's default configuration, and
    /// `$(inherited)` is the layers below.
    /// duckduckgo's configuration files set `SWIFT_ACTIVE_COMPILATION_CONDITIONS[arch=*][sdk=*] = NETP_SYSTEM_EXTENSION
    /// $(FEATURE_FLAGS)`: a condition that matches anything is the setting itself, and a reference that is a whole
    /// word is the words of the setting it names. A narrower condition (`[sdk=iphoneos*]`) is still left out.
    @Test func compilationConditionsUnderWildcardConditionsAndReferences() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP); };
            G = {isa = PBXGroup; children = (X); sourceTree = "<group>"; };
            X = {isa = PBXFileReference; path = "App.xcconfig"; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = Browser; buildConfigurationList = CL; productType = "com.apple.product-type.application"; };
            CL = {isa = XCConfigurationList; buildConfigurations = (C); defaultConfigurationName = Release; };
            C = {isa = XCBuildConfiguration; baseConfigurationReference = X; buildSettings = {"OTHER_SWIFT_FLAGS[arch=*]" = "-D PIXEL $(inherited)"; "OTHER_SWIFT_FLAGS[sdk=iphoneos*]" = "-D PHONE"; }; name = Release; };
            """,
            files: [
                "App/App.xcconfig": """
                FEATURE_FLAGS[arch=*][sdk=*] = VPN $(SUBSCRIPTION_FLAGS)
                SUBSCRIPTION_FLAGS = STRIPE
                SWIFT_ACTIVE_COMPILATION_CONDITIONS[arch=*][sdk=*] = NETP_SYSTEM_EXTENSION $(FEATURE_FLAGS) $(BAD
                SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*] = MAC_ONLY
                OTHER_SWIFT_FLAGS = -D BASE
                """
            ])
        #expect(
            read.targets.first?.conditions?.variants.map(\.flags) == [
                ["NETP_SYSTEM_EXTENSION", "VPN", "STRIPE", "PIXEL", "BASE"]
            ])
    }

    @Test func aProjectConfigurationIsInheritedUnlessATargetOverridesIt() throws {
        let read = try project(
            """
            R = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (APP, EXT, KIT, TESTS, WATCH); };
            PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Debug; };
            PD = {isa = XCBuildConfiguration; baseConfigurationReference = XPROJECT; buildSettings = {PRODUCT_NAME = DebugName; }; name = Debug; };
            PR = {isa = XCBuildConfiguration; baseConfigurationReference = XPROJECT; buildSettings = {MODULE_SUFFIX = Kit; SDKROOT = iphoneos; }; name = Release; };
            G = {isa = PBXGroup; children = (XPROJECT, XKIT); sourceTree = "<group>"; };
            XPROJECT = {isa = PBXFileReference; path = "Configurations/Project.xcconfig"; sourceTree = "<group>"; };
            XKIT = {isa = PBXFileReference; path = "Configurations/Kit.xcconfig"; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = "Harbor-iOS"; buildConfigurationList = CL1; productType = "com.apple.product-type.application"; };
            CL1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
            C1 = {isa = XCBuildConfiguration; buildSettings = {ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon; }; name = Release; };
            EXT = {isa = PBXNativeTarget; name = HarborShare; buildConfigurationList = CL2; productType = "com.apple.product-type.app-extension"; };
            CL2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Release; };
            C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
            KIT = {isa = PBXNativeTarget; name = HarborFramework; buildConfigurationList = CL3; productType = "com.apple.product-type.framework"; };
            CL3 = {isa = XCConfigurationList; buildConfigurations = (C3); defaultConfigurationName = Release; };
            C3 = {isa = XCBuildConfiguration; baseConfigurationReference = XKIT; buildSettings = {}; name = Release; };
            TESTS = {isa = PBXNativeTarget; name = HarborTests; buildConfigurationList = CL4; productType = "com.apple.product-type.bundle.unit-test"; };
            CL4 = {isa = XCConfigurationList; buildConfigurations = (C4); defaultConfigurationName = Release; };
            C4 = {isa = XCBuildConfiguration; baseConfigurationReference = XKIT; buildSettings = {PRODUCT_MODULE_NAME = "$(inherited)Specs"; }; name = Release; };
            WATCH = {isa = PBXNativeTarget; name = "Harbor Watch"; buildConfigurationList = CL5; productType = "com.apple.product-type.application"; };
            CL5 = {isa = XCConfigurationList; buildConfigurations = (C5); defaultConfigurationName = Release; };
            C5 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; PRODUCT_MODULE_NAME = "$(inherited)$(APP_NAME)Watch"; SDKROOT = watchos; }; name = Release; };
            """,
            files: [
                "App/Configurations/Project.xcconfig": """
                #include "Shared/Names.xcconfig"
                PRODUCT_NAME = $(APP_NAME)
                """,
                "App/Configurations/Shared/Names.xcconfig": "APP_NAME = Harbor\nMODULE_SUFFIX = Core\n",
                "App/Configurations/Kit.xcconfig":
                    "PRODUCT_MODULE_NAME = $(APP_NAME)\nPRODUCT_MODULE_NAME = $(inherited)$(MODULE_SUFFIX)\n",
            ])
        // Harbor-iOS sets no name: the project's `.xcconfig`, through its #include, names it (in Release, the
        // target's default, not Debug's DebugName). HarborShare's own setting overrides it. The project's settings
        // beat its `.xcconfig` (Kit, not Core) under the framework's `.xcconfig`, whose second line inherits from
        // its first, and the tests' own setting inherits from their `.xcconfig`. The watch app's `$(inherited)` has
        // nothing below it and is empty.
        #expect(read.targets.map(\.moduleName) == ["Harbor", nil, "HarborKit", "HarborKitSpecs", "HarborWatch"])
        #expect(read.targets.map(\.productType) == [.application, .appExtension, .framework, .unitTests, .watchApp])
    }

    /// `$(CONFIGURATION)` is the name of the configuration the target is built in (its default one): a module
    /// named per configuration (`PRODUCT_MODULE_NAME = $(NAME_$(CONFIGURATION))`) is named by that one.
    @Test func aModuleNamedPerConfigurationIsNamedByTheDefaultOne() throws {
        let read = try project(
            """
            R = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (KIT); };
            PL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
            PR = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            G = {isa = PBXGroup; children = (XKIT); sourceTree = "<group>"; };
            XKIT = {isa = PBXFileReference; path = "Kit.xcconfig"; sourceTree = "<group>"; };
            KIT = {isa = PBXNativeTarget; name = HarborNext; buildConfigurationList = CL; productType = "com.apple.product-type.framework"; };
            CL = {isa = XCConfigurationList; buildConfigurations = (CD, CR); defaultConfigurationName = Release; };
            CD = {isa = XCBuildConfiguration; baseConfigurationReference = XKIT; buildSettings = {}; name = Debug; };
            CR = {isa = XCBuildConfiguration; baseConfigurationReference = XKIT; buildSettings = {}; name = Release; };
            """,
            files: [
                "App/Kit.xcconfig": """
                MODULE_Debug = HarborDebug
                MODULE_Release = Harbor
                PRODUCT_MODULE_NAME = $(MODULE_$(CONFIGURATION))
                """
            ])
        #expect(read.targets.map(\.moduleName) == ["Harbor"])
    }

    /// `SWIFT_OBJC_BRIDGING_HEADER` is relative to the project's folder, may say so (`$(SRCROOT)`) and name the
    /// target; a value the check cannot expand, or an empty one, is no header.
    @Test func theBridgingHeaderIsReadFromTheBuildSettings() throws {
        let read = try project(
            """
            R = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (APP, TESTS, KIT, TOOL); };
            PL = {isa = XCConfigurationList; buildConfigurations = (PR); defaultConfigurationName = Release; };
            PR = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = Harbor; buildConfigurationList = CL1; productType = "com.apple.product-type.application"; };
            CL1 = {isa = XCConfigurationList; buildConfigurations = (C1D, C1); defaultConfigurationName = Release; };
            C1D = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = "Debug.h"; }; name = Debug; };
            C1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = "Harbor-Bridging-Header.h"; }; name = Release; };
            TESTS = {isa = PBXNativeTarget; name = HarborTests; buildConfigurationList = CL2; productType = "com.apple.product-type.bundle.unit-test"; };
            CL2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Release; };
            C2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = "$(SRCROOT)/../Tests/$(TARGET_NAME)/Bridge.h"; }; name = Release; };
            KIT = {isa = PBXNativeTarget; name = HarborKit; buildConfigurationList = CL3; productType = "com.apple.product-type.framework"; };
            CL3 = {isa = XCConfigurationList; buildConfigurations = (C3); defaultConfigurationName = Release; };
            C3 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = "$(SOMEWHERE)/Bridge.h"; }; name = Release; };
            TOOL = {isa = PBXNativeTarget; name = HarborTool; buildConfigurationList = CL4; productType = "com.apple.product-type.application"; };
            CL4 = {isa = XCConfigurationList; buildConfigurations = (C4); defaultConfigurationName = Release; };
            C4 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = ""; }; name = Release; };
            """)
        #expect(
            read.targets.map(\.bridgingHeader) == [
                "App/Harbor-Bridging-Header.h", "Tests/HarborTests/Bridge.h", nil, nil,
            ])
    }

    /// Build settings name modules through other settings: Xcode's defaults (`$(TARGET_NAME)`, then
    /// `$(PRODUCT_NAME:c99extidentifier)`) and a generated app's `$(PRODUCT_NAME:c99extidentifier)App`.
    @Test func moduleNamesExpandTheSettingsTheyReferTo() {
        func module(_ settings: [String: String], target: String = "Trail Map") -> String? {
            XcodeConfigurationFile.moduleName(settings: settings, targetName: target)
        }
        #expect(module([:]) == "Trail_Map")
        #expect(module(["PRODUCT_NAME": "$(TARGET_NAME)"]) == "Trail_Map")
        #expect(
            module(["PRODUCT_NAME": "Hiking Log", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)App"])
                == "Hiking_LogApp")
        #expect(module(["PRODUCT_NAME": "${TARGET_NAME}Kit"]) == "Trail_MapKit")
        #expect(module(["PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:rfc1034identifier)"]) == nil)
        #expect(module(["PRODUCT_MODULE_NAME": "$(MODULE_PREFIX)Core"]) == nil)
        #expect(module(["PRODUCT_NAME": "$(PRODUCT_NAME)"]) == nil)  // refers to itself
    }

    /// Xcode's operators: a default for an unset or empty setting (a test bundle's host named by
    /// `$(HOST_APP:default=Trailhead)`), case changes, and references nested in a name or a default.
    @Test func moduleNamesTakeXcodesOperators() {
        func module(_ settings: [String: String], target: String = "Trail Map") -> String? {
            XcodeConfigurationFile.moduleName(settings: settings, targetName: target)
        }
        #expect(module(["PRODUCT_NAME": "$(APP_NAME:default=Trailhead)"]) == "Trailhead")
        #expect(module(["PRODUCT_NAME": "$(APP_NAME:default=Trailhead)", "APP_NAME": ""]) == "Trailhead")
        #expect(module(["PRODUCT_NAME": "$(APP_NAME:default=Trailhead)", "APP_NAME": "Summit"]) == "Summit")
        #expect(module(["PRODUCT_NAME": "$(APP_NAME:default=$(TARGET_NAME))"]) == "Trail_Map")
        #expect(module(["PRODUCT_NAME": "$(BRAND:lower)Kit", "BRAND": "TRAIL"]) == "trailKit")
        #expect(module(["PRODUCT_NAME": "$(BRAND:upper:c99extidentifier)", "BRAND": "trail map"]) == "TRAIL_MAP")
        #expect(
            module(["PRODUCT_NAME": "$(NAME_$(FLAVOUR))", "FLAVOUR": "PRO", "NAME_PRO": "Trailhead Pro"])
                == "Trailhead_Pro")
        #expect(module(["PRODUCT_NAME": "$(BRAND:frobnicate)", "BRAND": "Trail"]) == nil)
    }

    @Test func targetsOfASubProjectAreNamedByTheirProxies() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP); projectReferences = ({ProductGroup = PG; ProjectRef = SUB;}); };
            G = {isa = PBXGroup; children = (SUB); sourceTree = "<group>"; };
            SUB = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Vendor/Charts.xcodeproj; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = Shop; buildPhases = (FW); dependencies = (D); productType = "com.apple.product-type.application"; };
            D = {isa = PBXTargetDependency; name = Charts; targetProxy = P1; };
            P1 = {isa = PBXContainerItemProxy; containerPortal = SUB; proxyType = 1; remoteGlobalIDString = 0123456789ABCDEF01234567; remoteInfo = Charts; };
            FW = {isa = PBXFrameworksBuildPhase; files = (B); };
            B = {isa = PBXBuildFile; fileRef = RP; };
            RP = {isa = PBXReferenceProxy; fileType = wrapper.framework; path = Charts.framework; remoteRef = P2; sourceTree = BUILT_PRODUCTS_DIR; };
            P2 = {isa = PBXContainerItemProxy; containerPortal = SUB; proxyType = 2; remoteGlobalIDString = 89ABCDEF0123456789ABCDEF; remoteInfo = Charts; };
            """)
        #expect(read.targets.first?.dependencies == ["Charts"])
        let charts = XcodeProject(
            path: "App/Vendor/Charts.xcodeproj", name: "Charts",
            targets: [XcodeTarget(name: "Charts", productType: .framework, directory: "App/Vendor/Charts")])
        let merged = RepositoryGraph.merge(packages: [], projects: [read, charts])
        #expect(merged.targets.map(\.name) == ["Shop", "Charts"])
        #expect(merged.targets.first?.dependencies == ["Charts"])
    }

    /// A prebuilt framework is one in the repository: not the SDK's, which old projects name by absolute path, nor
    /// Xcode's, reached by climbing out of the repository, nor a build product.
    @Test func onlyFrameworksInTheRepositoryArePrebuiltFrameworks() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP); };
            G = {isa = PBXGroup; children = (F1, F2, F3, F4, F5); sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = Security.framework; path = /System/Library/Frameworks/Security.framework; sourceTree = "<absolute>"; };
            F2 = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = XCTest.framework; path = ../../../Applications/Xcode.app/Contents/Developer/Library/Frameworks/XCTest.framework; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; lastKnownFileType = wrapper.xcframework; path = Vendor/Charts.xcframework; sourceTree = "<group>"; };
            F4 = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; path = Pods_App.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            F5 = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; path = Carthage/Build/iOS/Alamofire.framework; sourceTree = SOURCE_ROOT; };
            APP = {isa = PBXNativeTarget; name = App; buildPhases = (FW); productType = "com.apple.product-type.application"; };
            FW = {isa = PBXFrameworksBuildPhase; files = (B1, B2, B3, B4, B5); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            B4 = {isa = PBXBuildFile; fileRef = F4; };
            B5 = {isa = PBXBuildFile; fileRef = F5; };
            """)
        #expect(
            read.targets.first?.linkedFrameworks == [
                "App/Vendor/Charts.xcframework", "App/Carthage/Build/iOS/Alamofire.framework",
            ])
        // CocoaPods' aggregate framework is not a module: the Podfile says what the target links.
        #expect(read.targets.first?.builtFrameworks == [])
    }

    /// Sparkle's Objective-C targets (Autoupdate, bsdiff) have no Swift file: each is placed where its compiled files
    /// are, not at the project's folder; one with no compiled file at all still is.
    @Test func aTargetWithoutSwiftIsWhereItsOtherSourcesAre() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (AU, EMPTY); };
            G = {isa = PBXGroup; children = (AG); sourceTree = "<group>"; };
            AG = {isa = PBXGroup; children = (M1, M2); path = Autoupdate; sourceTree = "<group>"; };
            M1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Installer.m; sourceTree = "<group>"; };
            M2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Agent/Agent.m; sourceTree = "<group>"; };
            AU = {isa = PBXNativeTarget; name = Autoupdate; buildPhases = (S); productType = "com.apple.product-type.tool"; };
            EMPTY = {isa = PBXNativeTarget; name = Docs; buildPhases = (); productType = "com.apple.product-type.framework"; };
            S = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
            B1 = {isa = PBXBuildFile; fileRef = M1; };
            B2 = {isa = PBXBuildFile; fileRef = M2; };
            """)
        #expect(read.targets.map(\.directory) == ["App/Autoupdate", "App"])
        #expect(read.targets.map(\.sources) == [[], []])
    }

    /// woocommerce-ios's app links `Yosemite.framework` from the build products folder, which a target of another
    /// project of its workspace builds; its own project's `Core.framework` is its own target, as before.
    @Test func aFrameworkFromTheBuildProductsFolderIsNamed() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP, CORE); };
            G = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Yosemite.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            F2 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            F3 = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Pods_App.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            APP = {isa = PBXNativeTarget; name = App; buildPhases = (FW); productType = "com.apple.product-type.application"; };
            CORE = {isa = PBXNativeTarget; name = Core; buildPhases = (); productReference = F2; productType = "com.apple.product-type.framework"; };
            FW = {isa = PBXFrameworksBuildPhase; files = (B1, B2, B3); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            """)
        let app = try #require(read.targets.first)
        #expect(app.builtFrameworks == ["Yosemite"])
        #expect(app.dependencies == ["Core"])
    }

    /// alt-tab-macos links its package products by build files in its Frameworks phase alone, with no
    /// `packageProductDependencies`: they are its products all the same, each once.
    @Test func aPackageProductLinkedOnlyByABuildFileIsLinked() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (APP); packageReferences = (PR); };
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            PR = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/lwouis/ShortcutRecorder"; };
            P1 = {isa = XCSwiftPackageProductDependency; package = PR; productName = ShortcutRecorder; };
            P2 = {isa = XCSwiftPackageProductDependency; package = PR; productName = Sparkle; };
            APP = {isa = PBXNativeTarget; name = App; buildPhases = (FW); packageProductDependencies = (P2); productType = "com.apple.product-type.application"; };
            FW = {isa = PBXFrameworksBuildPhase; files = (B1, B2); };
            B1 = {isa = PBXBuildFile; productRef = P1; };
            B2 = {isa = PBXBuildFile; productRef = P2; };
            """)
        #expect(
            read.targets.first?.packageProducts.map(\.name) == ["Sparkle", "ShortcutRecorder"])
    }

    @Test func aLocalPackageDraggedIntoAGroupIsAPackageReference() throws {
        let read = try project(
            """
            R = {isa = PBXProject; mainGroup = G; targets = (); };
            G = {isa = PBXGroup; children = (P, D); sourceTree = "<group>"; };
            P = {isa = PBXFileReference; lastKnownFileType = wrapper; name = SharedKit; path = ../SharedKit; sourceTree = "<group>"; };
            D = {isa = PBXFileReference; lastKnownFileType = folder; path = Docs; sourceTree = "<group>"; };
            """,
            files: ["SharedKit/Package.swift": "// swift-tools-version: 6.0\n", "App/Docs/README.md": ""])
        // The folder with a manifest is a package; the one without is documentation.
        #expect(read.packages == [.local("SharedKit")])
    }

    @Test func aMalformedProjectFileIsAnErrorWithItsFileAndLine() throws {
        let files = XcodeProject.Files(
            read: { _ in Array("// !$*UTF8*$!\n{\n\tobjects = {\n<<<<<<< HEAD\n".utf8) }, list: { _ in [] })
        #expect(throws: ConfigurationError.self) { try XcodeProject.read(at: "A.xcodeproj", files: files) }
        do {
            _ = try XcodeProject.read(at: "Apps/A.xcodeproj", files: files)
        } catch {
            #expect(
                error.description
                    == "Apps/A.xcodeproj/project.pbxproj:4:1: error: not a valid project file: a merge conflict marker "
                    + "(<<<<<<<); open the project in Xcode and save it again, or resolve the merge conflict in it")
        }
        let notAProject = XcodeProject.Files(read: { _ in Array("{ objects = {}; }".utf8) }, list: { _ in [] })
        do {
            _ = try XcodeProject.read(at: "A.xcodeproj", files: notAProject)
            Issue.record("a file without a root object was read")
        } catch {
            #expect(
                error.description
                    == "A.xcodeproj/project.pbxproj: error: not a project file: it has no \"objects\" or no \"rootObject\""
            )
        }
    }

    @Test func workspaceLocations() throws {
        let contents = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:Shop.xcodeproj">
               </FileRef>
               <Group
                  location = "container:Modules"
                  name = "Modules">
                  <FileRef
                     location = "group:Cart">
                  </FileRef>
                  <FileRef location = "group:../Vendor/Kit.xcodeproj"/>
               </Group>
               <FileRef
                  location = "absolute:/opt/shared/Tools.xcodeproj">
               </FileRef>
               <FileRef location = "container:Tom &amp; Jerry.xcodeproj"></FileRef>
            </Workspace>
            """
        #expect(
            try XcodeWorkspace.locations(inContents: Array(contents.utf8), workspace: "iOS/Shop.xcworkspace") == [
                "iOS/Shop.xcodeproj", "iOS/Modules/Cart", "iOS/Vendor/Kit.xcodeproj", "/opt/shared/Tools.xcodeproj",
                "iOS/Tom & Jerry.xcodeproj",
            ])
        #expect(
            try XcodeWorkspace.locations(
                inContents: Array(#"<Workspace><FileRef location = "self:"></FileRef></Workspace>"#.utf8),
                workspace: "Shop.xcodeproj/project.xcworkspace") == ["Shop.xcodeproj"])
        #expect(throws: ConfigurationError.self) {
            try XcodeWorkspace.locations(
                inContents: Array("<Workspace><FileRef location".utf8), workspace: "W.xcworkspace")
        }
    }

    /// A workspace may list a file of Xcode's developer folder (`developer:Applications/Simulator.app`, as the
    /// workspace of a project-reading library's test fixtures does): it is outside the repository, not a malformed
    /// workspace that stops the run.
    @Test func aWorkspaceMayListAFileOfXcodesDeveloperFolder() throws {
        let contents = """
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "developer:Applications/Simulator.app"></FileRef>
            </Workspace>
            """
        let locations = try XcodeWorkspace.locations(inContents: Array(contents.utf8), workspace: "App.xcworkspace")
        #expect(locations.first == "App.xcodeproj")
        #expect(locations.dropFirst().allSatisfy { $0.hasPrefix("/") })
    }
}
