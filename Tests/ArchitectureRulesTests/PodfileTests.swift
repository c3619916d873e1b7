import ArchitectureRules
import Testing

/// Reading CocoaPods' files without Ruby: the Podfile's blocks and what each inherits, the lock file's transitive
/// pods, module maps, and the pods declared for Xcode targets in the graph.
@Suite struct PodfileTests {
    private func parse(_ text: String) throws(ConfigurationError) -> Podfile {
        try Podfile.parse(Array(text.utf8), file: "ios/Podfile")
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    private func pods(_ podfile: Podfile, _ target: String) -> [String] {
        podfile.blocks.first { $0.name == target }?.pods.map(\.name) ?? []
    }

    /// A React Native Podfile declares most pods through Ruby from `node_modules` (`use_react_native!`,
    /// `config = use_native_modules!`), which the check does not run: each block records the first such call it
    /// makes or inherits, through a def or from the top level, while the DSL's own words, Ruby's keywords,
    /// assignments of values and variable reads are no such call.
    @Test func aCallOfRubyTheCheckDoesNotRunMayDeclarePods() throws {
        let podfile = try parse(
            """
            require_relative '../node_modules/react-native/scripts/react_native_pods'
            platform :ios, '15.0'
            install! 'cocoapods', :deterministic_uuids => false
            $StaticFramework = true
            def shared_pods
              pod 'Charts'
            end
            target 'Tracker' do
              shared_pods
              use_frameworks! :linkage => :static
              flags = nil
              if ENV['CI']
                pod 'Sentry'
              else
                pod 'Lumberjack'
              end
              target 'TrackerTests' do
                inherit! :search_paths
              end
            end
            def all_pods
              config = use_native_modules!
              use_react_native!(
                :path => config[:reactNativePath],
                :hermes_enabled => true
              )
            end
            abstract_target 'Shared' do
              all_pods
              target 'Courier'
              target 'Lonely' do
                inherit! :none
              end
            end
            post_install do |installer|
              react_native_post_install(installer)
            end
            """)
        #expect(podfile.blocks.map(\.unreadCall) == [nil, nil, 22, 22, nil])
        #expect(pods(podfile, "Tracker") == ["Charts", "Sentry", "Lumberjack"])
        let topLevel = try parse("use_expo_modules!\ntarget 'App' do\nend\n")
        #expect(topLevel.blocks.map(\.unreadCall) == [1])
    }

    @Test func nestedAndAbstractTargetsInheritTheirOuterBlocksPods() throws {
        let podfile = try parse(
            """
            platform :ios, '16.0'
            pod 'SwiftLint' # every target inherits a top-level pod
            abstract_target "Shared" do
              pod "Firebase/Analytics", "~> 10.0"
              target :App do
                pod 'Kingfisher', :git => 'https://example.com/kingfisher.git#7.0'
                target 'AppTests' do
                  inherit! :search_paths
                  pod 'Quick'
                end
                target 'Standalone' do
                  inherit! :none
                end
              end
              pod 'Firebase/Crashlytics' # declared after the nested blocks, still theirs
            end
            """)
        #expect(podfile.blocks.map(\.name) == ["Shared", "App", "AppTests", "Standalone"])
        #expect(podfile.blocks.map(\.isAbstract) == [true, false, false, false])
        #expect(pods(podfile, "Shared") == ["SwiftLint", "Firebase"])
        #expect(pods(podfile, "App") == ["SwiftLint", "Firebase", "Kingfisher"])
        #expect(pods(podfile, "AppTests") == ["SwiftLint", "Firebase", "Kingfisher", "Quick"])
        #expect(pods(podfile, "Standalone") == [])
        let tests = try #require(podfile.block(named: "AppTests"))
        #expect(tests.pods.filter(\.searchPathsOnly).map(\.name) == ["SwiftLint", "Firebase", "Kingfisher"])
        #expect(tests.pods.first { $0.name == "Kingfisher" }?.line == 6)
        #expect(tests.pods.first { $0.name == "Kingfisher" }?.block == "App")
        #expect(tests.line == 7)
    }

    /// A development pod's `:path` is read in both spellings; a git source or a version is not a path.
    @Test func aDevelopmentPodKeepsThePathOfItsSources() throws {
        let podfile = try parse(
            """
            target 'App' do
              pod 'Core', :path => 'Modules/Core'
              pod "Design", path: "../DesignKit", :testspecs => ['Tests']
              pod 'Kingfisher', :git => 'https://example.com/kingfisher.git', :tag => '7.0'
              pod 'Alamofire', '~> 5.0'
            end
            """)
        let app = try #require(podfile.block(named: "App"))
        #expect(app.pods.map(\.name) == ["Core", "Design", "Kingfisher", "Alamofire"])
        #expect(app.pods.map(\.localPath) == ["Modules/Core", "../DesignKit", nil, nil])
    }

    @Test func definitionsProjectsAndOtherRubyBlocks() throws {
        let podfile = try parse(
            """
            def networking_pods
              pod 'Alamofire'
            end

            target 'Widget' do
              project 'Apps/Widget.xcodeproj'
              networking_pods
              if ENV['WITH_DEBUG_MENU']
                pod "FLEX"
              end
            end

            post_install do |installer|
              target = installer.pods_project.targets.first
              pod = target.name if target
              if target
                puts pod
              end
              installer.pods_project.targets.each do |target|
                target.build_configurations.each { |config| config.build_settings['X'] = "it's #1" }
              end
            end
            """)
        #expect(podfile.blocks.count == 1)
        #expect(pods(podfile, "Widget") == ["Alamofire", "FLEX"])
        #expect(podfile.blocks[0].project == "Apps/Widget.xcodeproj")
    }

    /// Shapes seen in public apps' Podfiles: targets listed without a block inside an abstract target, a def taking
    /// the pod's name as an argument, and a def or class inside a `post_install` hook.
    @Test func blocklessTargetsDefsWithArgumentsAndDefsInsideHooks() throws {
        let podfile = try parse(
            """
            def vendored_pod(name, version = '1.0')
              pod name, :podspec => "Vendor/#{name}.podspec.json"
            end

            def app_pods(extra)
              pod 'Alamofire'
              vendored_pod extra
            end

            abstract_target 'Everything' do
              pod 'SnapKit'
              vendored_pod 'Charts'
              vendored_pod('Sentry/Core', '2.0')
              app_pods "Lottie"
              target 'App'
              target :Widget
            end

            target 'Standalone' do
              vendored_pod some_variable
            end

            post_install do |installer|
              def patch(target)
                target.build_configurations.each { |config|
                  config.build_settings['X'] = 'Y'
                }
              end
              class Patcher
              end
              installer.pods_project.targets.each { |target| patch(target) }
            end
            """)
        #expect(podfile.blocks.map(\.name) == ["Everything", "App", "Widget", "Standalone"])
        #expect(Set(pods(podfile, "App")) == ["SnapKit", "Charts", "Sentry", "Alamofire", "Lottie"])
        #expect(pods(podfile, "Widget") == pods(podfile, "App"))
        #expect(podfile.block(named: "App")?.line == 15)
        #expect(podfile.block(named: "App")?.pods.first { $0.name == "Charts" }?.line == 2)
        #expect(pods(podfile, "Standalone") == [])
    }

    /// Targets made in a loop over a list of names, written in place or assigned first, get the loop body's pods,
    /// and the loop variable stands for each name, in `target`, `pod`, `project` and `#{}`.
    @Test func targetsMadeInALoopOverALiteralList() throws {
        let podfile = try parse(
            """
            EXTENSIONS = %w[ShareExtension TodayWidget].freeze
            apps = ['Shop', "ShopBeta"]

            apps.each do |app|
              target app do
                project "Apps/#{app}.xcodeproj"
                pod 'Kingfisher'
                if ENV['CI']
                  pod 'Sentry'
                end
              end
            end

            EXTENSIONS.each do |name|
              target name do
                pod 'Kingfisher'
              end
            end

            target 'Tools' do
              %w(SwiftLint SwiftGen).each do |tool|
                pod tool
              end
            end

            post_install do |installer|
              installer.pods_project.targets.each do |target|
                target.build_configurations.each do |config|
                end
              end
            end
            """)
        #expect(podfile.blocks.map(\.name) == ["Shop", "ShopBeta", "ShareExtension", "TodayWidget", "Tools"])
        #expect(pods(podfile, "ShopBeta") == ["Kingfisher", "Sentry"])
        #expect(podfile.block(named: "ShopBeta")?.project == "Apps/ShopBeta.xcodeproj")
        #expect(podfile.block(named: "ShopBeta")?.line == 5)
        #expect(pods(podfile, "TodayWidget") == ["Kingfisher"])
        #expect(pods(podfile, "Tools") == ["SwiftLint", "SwiftGen"])
        #expect(
            error("xcode_targets.each do |t|\n  target t do\n    pod 'Kingfisher'\n  end\nend\n")
                == "ios/Podfile:2:3: error: target is made by Ruby the check does not run (line 1); write the names "
                + "in the Podfile: %w[App Widget].each do |t| (or NAMES = ['App', 'Widget'] before NAMES.each do "
                + "|t|), or a block per target")
        #expect(
            error("%w[App].each do |t|\n  target t do\n  end\n")
                == "ios/Podfile:1:1: error: the loop over App opened here has no `end`")
    }

    /// A quoted string that goes on over several lines, as in React Native's template, is one statement; the lines
    /// after it are numbered as they are in the file.
    @Test func aStringOverSeveralLines() throws {
        let podfile = try parse(
            """
            require Pod::Executable.execute_command('node', ['-p',
              'require.resolve(
                "some-package/scripts/pods.rb",
                {paths: [process.argv[1]]},
              )', __dir__]).strip

            target 'App' do # a comment's quote: don't
              pod 'Kingfisher', :git => "https://example.com/k.git#7.0"
            end
            """)
        #expect(podfile.block(named: "App")?.line == 7)
        #expect(podfile.block(named: "App")?.pods.map(\.line) == [8])
        #expect(
            error("target 'App' do\n  pod \"Kingfisher\n  pod 'Lottie'\nend\n")
                == "ios/Podfile:2:7: error: this quote is never closed")
    }

    /// `name = case … end` (or `if`, `begin`) is a value whose `end` closes the conditional, not a block before it.
    @Test func aConditionalAssignedToANameIsClosedByItsEnd() throws {
        let podfile = try parse(
            """
            kind = (ENV['KIND'] || :phone).to_sym
            minimum = case kind
                      when :watch then 9.0
                      else 16.0
                      end
            extra = if ENV['EXTRA'] then 'Lottie' else 'Kingfisher' end
            flavour ||= begin
              'plain'
            end
            target 'App' do
              platform :ios, minimum
              pod 'Kingfisher'
            end
            """)
        #expect(podfile.block(named: "App")?.line == 10)
        #expect(pods(podfile, "App") == ["Kingfisher"])
    }

    @Test func whatCannotBeReadNamesTheLine() {
        #expect(
            error("target 'App' do\n  pod Kingfisher\nend\n")
                == "ios/Podfile:2:3: error: pod needs the pod's name in quotes: pod 'Name'")
        #expect(
            error("target App do\nend\n")
                == "ios/Podfile:1:1: error: target needs the target's name in quotes: target 'App' do")
        #expect(
            error("target 'App'\n  pod 'Kingfisher'\nend\n")
                == "ios/Podfile:3:1: error: `end` closes no block: target 'App' (line 1) has no `do`; add it if the pods below it are its own"
        )
        #expect(
            error("target 'App' do\n  pod 'Kingfisher\nend\n")
                == "ios/Podfile:2:7: error: this quote is never closed")
        #expect(
            error("target 'App' do\nend\nend\n")
                == "ios/Podfile:3:1: error: `end` closes no block: remove it or add the `do` it ends")
        #expect(
            error("abstract_target 'Shared' do\n  target 'App' do\n  end\n")
                == "ios/Podfile:1:1: error: the block 'Shared' opened here has no `end`")
        #expect(
            error("target 'App' do\n  inherit! :some\nend\n")
                == "ios/Podfile:2:3: error: inherit! takes :complete, :search_paths or :none, inside a target block")
        let large = String(repeating: "# a comment line that pads the file\n", count: 15_000)
        #expect(error(large) == "ios/Podfile: error: the Podfile is larger than 512 KB; is it a Podfile?")
    }

    @Test func theLockFileGivesEachPodsDependencies() throws {
        let lock = try PodfileLock.parse(
            Array(
                """
                PODS:
                  - Firebase/Analytics (10.29.0):
                    - Firebase/Core
                  - Firebase/Core (10.29.0):
                    - FirebaseAnalytics (~> 10.29.0)
                  - FirebaseAnalytics (10.29.0):
                    - "GoogleUtilities/Environment (~> 7.11)"
                  - "GoogleUtilities/Environment (7.13.3)"
                  - Kingfisher (7.12.0)

                DEPENDENCIES:
                  - Firebase/Analytics
                  - Kingfisher

                COCOAPODS: 1.15.2
                """.utf8), file: "Podfile.lock")
        #expect(lock.dependencies["Firebase"] == ["FirebaseAnalytics"])
        #expect(lock.dependencies["FirebaseAnalytics"] == ["GoogleUtilities"])
        #expect(lock.dependencies["Kingfisher"] == [])
        #expect(
            lock.closure(of: ["Firebase", "Kingfisher"])
                == [
                    "Firebase": "Firebase", "FirebaseAnalytics": "Firebase", "GoogleUtilities": "Firebase",
                    "Kingfisher": "Kingfisher",
                ])
        #expect(throws: ConfigurationError.self) {
            try PodfileLock.parse(Array("PODS:\n  Kingfisher (7.12.0)\n".utf8), file: "Podfile.lock")
        }
    }

    @Test func aPodsModuleComesFromItsModuleMapElseItsName() {
        #expect(PodModule.name(inModuleMap: "framework module Rswift {\n  umbrella header \"R.h\"\n}\n") == "Rswift")
        #expect(PodModule.name(inModuleMap: "module Kingfisher {\n}\n") == "Kingfisher")
        #expect(
            PodModule.moduleMapPath(of: "Mixpanel-swift")
                == "Pods/Target Support Files/Mixpanel-swift/Mixpanel-swift.modulemap")
        #expect(ModuleName.of("R.swift.Library") == "R_swift_Library")
        let installed: [String: String] = [
            "ios/Pods/Headers/Public/GoogleUtilities/GoogleUtilities.modulemap": "module GULUtilities {}\n",
            "ios/Pods/Local Podspecs/Core.podspec.json": #"{"name": "Core", "module_name": "CoreKit"}"#,
        ]
        let files = XcodeProject.Files(read: { installed[$0].map { Array($0.utf8) } }, list: { _ in [] })
        #expect(PodModule.name(of: "GoogleUtilities", podfileDirectory: "ios", files: files) == "GULUtilities")
        #expect(PodModule.name(of: "Core", podfileDirectory: "ios", files: files) == "CoreKit")
        #expect(PodModule.name(of: "R.swift.Library", podfileDirectory: "ios", files: files) == "R_swift_Library")
    }

    /// A pod built for two platforms, or with two sets of subspecs, has a support folder named with a suffix; a
    /// suffixed folder of a longer pod name is that pod's.
    /// A pod may vendor prebuilt frameworks (AppCenter's `AppCenterAnalytics.framework`, in AltStore's committed
    /// `Pods/`): each is a module a target linking the pod can import, found by its folder, inside an
    /// `.xcframework` too; another pod's frameworks are not this one's.
    @Test func aPodsVendoredFrameworksAreModulesItBrings() {
        let installed = [
            "AppCenter-SDK-Apple/iOS/AppCenterAnalytics.framework/Modules/module.modulemap",
            "AppCenter-SDK-Apple/iOS/AppCenterAnalytics.framework/Headers/MSAnalytics.h",
            "AppCenter-SDK-Apple/iOS/AppCenterCrashes.xcframework/ios-arm64/AppCenterCrashes.framework/Info.plist",
            "AppCenter-SDK-Apple/LICENSE",
        ]
        let files = XcodeProject.Files(
            read: { _ in nil },
            list: { directory in directory == "ios/Pods/AppCenter" ? installed : [] })
        #expect(
            PodModule.vendoredFrameworks(of: "AppCenter", podfileDirectory: "ios", files: files) == [
                "AppCenterAnalytics", "AppCenterCrashes",
            ])
        #expect(PodModule.vendoredFrameworks(of: "Nuke", podfileDirectory: "ios", files: files) == [])
    }

    @Test func aPodBuiltTwiceHasItsModuleMapInASuffixedSupportFolder() {
        let support = "Pods/Target Support Files/"
        let installed: [String: String] = [
            support + "Charts-iOS/Charts-iOS.modulemap": "framework module DGCharts {\n}\n",
            support + "Charts-watchOS/Charts-watchOS.modulemap": "framework module DGCharts {\n}\n",
            support + "Promises.root-Core/Promises.root-Core.modulemap": "framework module FBLPromises {\n}\n",
            support + "Kit-Networking-iOS/Kit-Networking-iOS.modulemap": "framework module KitNetworking {\n}\n",
            support + "Kit-Networking-iOS/Kit-Networking-iOS.xcconfig": "",
            support + "Kit-iOS/Info.plist": "",
        ]
        let files = XcodeProject.Files(
            read: { installed[$0].map { Array($0.utf8) } },
            list: { folder in
                installed.keys.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
            })
        let folders = PodModule.supportFolders(podfileDirectory: "", files: files)
        #expect(folders == ["Charts-iOS", "Charts-watchOS", "Kit-Networking-iOS", "Promises.root-Core"])
        let pods: Set<String> = ["Charts", "Promises", "Kit", "Kit-Networking"]
        func module(_ pod: String) -> String {
            PodModule.name(of: pod, podfileDirectory: "", files: files, supportFolders: folders, otherPods: pods)
        }
        #expect(module("Charts") == "DGCharts")
        #expect(module("Promises") == "FBLPromises")
        #expect(module("Kit-Networking") == "KitNetworking")
        #expect(module("Kit") == "Kit")
    }

    @Test func podsAreDeclaredForTheXcodeTargetsTheirBlocksName() throws {
        let origin = TargetOrigin(name: "App.xcodeproj", directory: "ios", manifest: "ios/App.xcodeproj")
        let graph = PackageGraph(targets: [
            PackageTarget(name: "App", kind: .executable, path: "ios/App", origin: origin, productType: .application),
            PackageTarget(
                name: "Widget", kind: .executable, path: "ios/Widget", origin: origin, productType: .appExtension),
        ])
        let files: [String: String] = [
            "ios/Podfile": "target 'App' do\n  pod 'R.swift.Library'\n  pod 'Firebase/Analytics'\nend\n",
            "ios/Podfile.lock":
                "PODS:\n  - Firebase/Analytics (10.0.0):\n    - FirebaseCore\n  - FirebaseCore (10.0.0)\n  - R.swift.Library (5.4.0)\n",
            "ios/Pods/Target Support Files/R.swift.Library/R.swift.Library.modulemap": "framework module Rswift {}\n",
        ]
        let linked = try CocoaPods.link(
            graph, files: XcodeProject.Files(read: { files[$0].map { Array($0.utf8) } }, list: { _ in [] }))
        #expect(linked.targets[0].products.map(\.name) == ["R.swift.Library", "Firebase", "FirebaseCore"])
        #expect(linked.targets[1].products.isEmpty)
        let packages = Dictionary(uniqueKeysWithValues: linked.packages.map { ($0.identity, $0) })
        #expect(packages["R.swift.Library"]?.products == ["R.swift.Library": ["Rswift"]])
        // No module map under Pods/ for FirebaseCore: its module is only a guess, so its modules are not known.
        #expect(packages["FirebaseCore"]?.products == nil)
        #expect(packages["Firebase"]?.pod?.isDeclared == true)
        #expect(packages["FirebaseCore"]?.pod?.isDeclared == false)
        #expect(packages["FirebaseCore"]?.pod?.targets == ["App": "a dependency of pod 'Firebase' (ios/Podfile.lock)"])
        #expect(packages["Firebase"]?.pod?.targets == ["App": "pod 'Firebase' in target 'App' (ios/Podfile:3)"])
        #expect(packages["Firebase"]?.location == "ios/Podfile")
    }

    /// `:path` may name the podspec file itself rather than its folder (`pod 'Core', :path => 'Specs/Core.podspec'`),
    /// as CocoaPods allows: the pod's sources are in that file's folder, and its module is that podspec's
    /// `module_name`.
    @Test func aPodPathToItsPodspecFileReadsThatPodspec() throws {
        let origin = TargetOrigin(name: "App.xcodeproj", directory: "", manifest: "App.xcodeproj")
        let graph = PackageGraph(targets: [
            PackageTarget(name: "App", kind: .executable, path: "App", origin: origin, productType: .application)
        ])
        let files: [String: String] = [
            "Podfile": "target 'App' do\n  pod 'Core', :path => 'Specs/Core.podspec'\nend\n",
            "Specs/Core.podspec": "Pod::Spec.new do |s|\n  s.module_name = 'CorePod'\nend\n",
        ]
        let linked = try CocoaPods.link(
            graph, files: XcodeProject.Files(read: { files[$0].map { Array($0.utf8) } }, list: { _ in [] }))
        let core = linked.packages.first { $0.pod != nil }
        #expect(core?.products == ["Core": ["CorePod"]])
        #expect(core?.pod?.localPath == "Specs")
    }

    /// An app's Podfile may link a development pod named as one of the project's own targets into that target
    /// (`pod 'Core', :path => 'Core.podspec'` in an abstract block holding `target 'Core'`): the pod is a node of its
    /// own, so the target's link to it is no dependency of the target on itself.
    @Test func aPodNamedAsAnXcodeTargetIsANodeOfItsOwn() throws {
        let origin = TargetOrigin(name: "App.xcodeproj", directory: "", manifest: "App.xcodeproj")
        let graph = PackageGraph(targets: [
            PackageTarget(
                name: "App", kind: .executable, path: "App", dependencies: ["Core"], sources: ["App/App.swift"],
                origin: origin, productType: .application),
            PackageTarget(
                name: "Core", kind: .regular, path: "Core", sources: ["Core/Core.swift"], origin: origin,
                productType: .framework),
        ])
        let files: [String: String] = [
            "Podfile": """
            abstract_target 'Shared' do
              pod 'Core', :path => '.'
              target 'App'
              target 'Core'
            end
            """
        ]
        let linked = try CocoaPods.link(
            graph, files: XcodeProject.Files(read: { files[$0].map { Array($0.utf8) } }, list: { _ in [] }))
        let pod = try #require(linked.packages.first { $0.pod != nil })
        #expect(!linked.targets.map(\.name).contains(pod.identity))
        let report = ArchitectureCheck.run(
            linked,
            files: .inMemory(["App/App.swift": "import Core\n", "Core/Core.swift": "import Foundation\n"]))
        #expect(report.diagnostics.filter { $0.rule == .acyclic }.map(\.message) == [])
    }

    /// GRDB's CocoaPods tests link the repository's own pod, `pod 'GRDB.swift', :path => '../../..'`, with no
    /// `Pods/` committed: its module is the `module_name` of `GRDB.swift.podspec` at that path (GRDB, not the
    /// guess GRDB_swift), and known. A podspec without `module_name`, or with one that is not a literal, leaves the
    /// guess, unknown, as does a path that leaves the repository. The target is found under the name the graph gives
    /// it when two projects have an `iOS` target: qualified by its project's path.
    @Test func aDevelopmentPodsModuleIsItsPodspecsModuleName() throws {
        let origin = TargetOrigin(
            name: "iOS.xcodeproj", directory: "Tests/CocoaPods/Static", manifest: "Tests/CocoaPods/Static/iOS.xcodeproj"
        )
        let graph = PackageGraph(targets: [
            PackageTarget(
                name: "Tests/CocoaPods/Static/iOS.xcodeproj/iOS", kind: .executable, path: "Tests/CocoaPods/Static/iOS",
                origin: origin, productType: .application)
        ])
        let files: [String: String] = [
            "Tests/CocoaPods/Static/Podfile": """
            target 'iOS' do
              pod 'GRDB.swift/SQLCipher', :path => '../../..'
              pod 'Charts', path: '../../../Vendor/Charts'
              pod 'Tint', path: '../../../Vendor/Tint'
              pod 'Outside', path: '../../../../Outside'
            end
            """,
            "GRDB.swift.podspec": """
            Pod::Spec.new do |s|
              s.name     = 'GRDB.swift'
              # s.module_name = 'Old'
              s.module_name = 'GRDB'
              s.subspec 'SQLCipher' do |ss|
                ss.source_files = 'GRDB/**/*.swift'
              end
            end
            """,
            "Vendor/Charts/Charts.podspec": "Pod::Spec.new do |spec|\n  spec.name = 'Charts'\nend\n",
            "Vendor/Tint/Tint.podspec": "Pod::Spec.new do |s|\n  s.module_name = \"#{s.name}Kit\"\nend\n",
            "../Outside/Outside.podspec": "Pod::Spec.new do |s|\n  s.module_name = 'OutsideKit'\nend\n",
        ]
        let linked = try CocoaPods.link(
            graph, files: XcodeProject.Files(read: { files[$0].map { Array($0.utf8) } }, list: { _ in [] }))
        #expect(linked.targets[0].products.map(\.name) == ["GRDB.swift", "Charts", "Tint", "Outside"])
        let packages = Dictionary(uniqueKeysWithValues: linked.packages.map { ($0.identity, $0) })
        #expect(packages["GRDB.swift"]?.products == ["GRDB.swift": ["GRDB"]])
        #expect(packages["Charts"]?.products == nil)
        #expect(packages["Tint"]?.products == nil)
        #expect(packages["Outside"]?.products == nil)
        #expect(PodModule.moduleName(inPodspec: "s.module_name  =  \"Trail_Kit\" # comment\n") == "Trail_Kit")
    }

    @Test func theCatalogueNamesAPodByItsName() throws {
        let configuration = try ArchitectureConfiguration.parse(
            #"{"packages": [{"pod": "Mixpanel-swift", "category": "sdk", "products": {"Mixpanel-swift": ["Mixpanel"]}}]}"#,
            file: "architecture.json")
        #expect(
            configuration.packages
                == [.init(package: "Mixpanel-swift", category: .sdk, products: ["Mixpanel-swift": ["Mixpanel"]])])
        #expect(throws: ConfigurationError.self) {
            try ArchitectureConfiguration.parse(
                #"{"packages": [{"pod": "Kingfisher", "package": "kingfisher", "category": "sdk"}]}"#,
                file: "architecture.json")
        }
    }

    @Test func aPrebuiltFrameworkIsANodeNamedByItsFile() {
        let lottie = PrebuiltFramework.dependency(at: "Carthage/Build/Lottie.xcframework")
        #expect(lottie.identity == "Lottie")
        #expect(lottie.products == ["Lottie": ["Lottie"]])
        #expect(PrebuiltFramework.dependency(at: "Vendor/Some-SDK.framework").products == ["Some-SDK": ["Some_SDK"]])
        // A version in the name stays in it (UTM's sysroot).
        let glib = PrebuiltFramework.dependency(at: "Frameworks/glib-2.0.0.framework")
        #expect(glib.identity == "glib-2.0.0")
        #expect(glib.products == ["glib-2.0.0": ["glib_2_0_0"]])
    }
}
