import Foundation
public import ModuleGraph

/// Where a package an Xcode project uses comes from.
public enum XcodePackageReference: Hashable, Sendable {
    /// `XCLocalSwiftPackageReference`: the package directory, relative to the repository root.
    case local(String)
    /// `XCRemoteSwiftPackageReference`: the repository URL.
    case remote(String)
}

/// A package product an Xcode target links (`XCSwiftPackageProductDependency`).
public struct XcodePackageProduct: Hashable, Sendable {
    /// The product's name.
    public var name: String
    /// Its package, or `nil` when the project names the product alone (older projects with a local package
    /// dragged into a group).
    public var package: XcodePackageReference?

    /// Creates a product dependency.
    public init(name: String, package: XcodePackageReference?) {
        self.name = name
        self.package = package
    }
}

/// One native target of an Xcode project.
public struct XcodeTarget: Hashable, Sendable {
    /// The target's name.
    public var name: String
    /// What it builds.
    public var productType: XcodeProductType
    /// The module name when the build settings give one (`PRODUCT_MODULE_NAME`, or a literal `PRODUCT_NAME`).
    public var moduleName: String?
    /// The directory its sources live in, relative to the repository root: its first synchronized folder, else the
    /// deepest directory holding all its Swift files, else all its other compiled files (an Objective-C framework),
    /// else the project's directory.
    public var directory: String
    /// Its Swift sources, relative to the repository root, sorted.
    public var sources: [String]
    /// Targets it depends on (`PBXTargetDependency`) or links, without the embedded ones: of the same project, or
    /// of a sub-project, named by the proxy that refers to them.
    public var dependencies: [String]
    /// Extensions, widgets, watch apps, App Clips and command-line tools it embeds (copy-files phases holding their
    /// products, or an app's dependency on one).
    public var embeddedTargets: [String]
    /// The package products it links.
    public var packageProducts: [XcodePackageProduct]
    /// Prebuilt frameworks its Frameworks phase links from files in the repository (Carthage's
    /// `Carthage/Build/Lottie.xcframework`, a vendored `.framework`), relative to the repository root.
    public var linkedFrameworks: [String]
    /// Frameworks its Frameworks phase links from the build products folder (`BUILT_PRODUCTS_DIR`) that no target
    /// of its own project builds, by name (`Yosemite` for `Yosemite.framework`): another project of the workspace
    /// builds them, or one outside the repository. CocoaPods' aggregate `Pods_<Target>` frameworks are left out.
    public var builtFrameworks: [String]
    /// What each of its configurations compiles with (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in
    /// `OTHER_SWIFT_FLAGS`, the platforms of `SUPPORTED_PLATFORMS` or `SDKROOT`).
    public var conditions: CompilationConditions?
    /// The Objective-C header its Swift code sees (`SWIFT_OBJC_BRIDGING_HEADER` of its default configuration),
    /// relative to the repository root; `nil` when it has none or the setting needs a value the check does not know.
    public var bridgingHeader: String?
    /// The modules on its search paths in the repository: those the module maps on `HEADER_SEARCH_PATHS`,
    /// `USER_HEADER_SEARCH_PATHS` and `SWIFT_INCLUDE_PATHS` declare (a path ending in `/**` searched below it too),
    /// and the frameworks on `FRAMEWORK_SEARCH_PATHS` (Carthage's, by its Cartfile), of its default configuration:
    /// its Swift code imports them without linking anything.
    public var searchPathModules: [String]
    /// Its Objective-C and C-family sources (`.m`, `.mm`, `.c`, `.cpp`), relative to the repository root, sorted.
    public var objectiveCSources: [String]
    /// When it has Objective-C sources or a bridging header: the file names of the headers its project lists
    /// (`Connection.h`), which a quoted `#import` finds through Xcode's header map wherever they are in the project.
    public var projectHeaders: [String]

    /// Creates a target.
    public init(
        name: String, productType: XcodeProductType, moduleName: String? = nil, directory: String,
        sources: [String] = [], dependencies: [String] = [], embeddedTargets: [String] = [],
        packageProducts: [XcodePackageProduct] = [], linkedFrameworks: [String] = [],
        builtFrameworks: [String] = [], conditions: CompilationConditions? = nil, bridgingHeader: String? = nil,
        searchPathModules: [String] = [], objectiveCSources: [String] = [], projectHeaders: [String] = []
    ) {
        self.name = name
        self.productType = productType
        self.moduleName = moduleName
        self.directory = directory
        self.sources = sources
        self.dependencies = dependencies
        self.embeddedTargets = embeddedTargets
        self.packageProducts = packageProducts
        self.linkedFrameworks = linkedFrameworks
        self.builtFrameworks = builtFrameworks
        self.conditions = conditions
        self.bridgingHeader = bridgingHeader
        self.searchPathModules = searchPathModules
        self.objectiveCSources = objectiveCSources
        self.projectHeaders = projectHeaders
    }
}

/// An Xcode project read from its `project.pbxproj`.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` directory, relative to the repository root.
    public var path: String
    /// The project's name (`App` for `App.xcodeproj`).
    public var name: String
    /// The native targets, in the project's order.
    public var targets: [XcodeTarget]
    /// The packages the project references, local and remote.
    public var packages: [XcodePackageReference]
    /// The sub-projects its targets refer to that are not on disk (a git submodule not checked out), by path.
    public var missingSubProjects: [String] = []

    /// Creates a project.
    public init(path: String, name: String, targets: [XcodeTarget], packages: [XcodePackageReference] = []) {
        self.path = path
        self.name = name
        self.targets = targets
        self.packages = packages
    }

    /// The file system the reader needs: file text (for Info.plist files) and the files under a directory (for
    /// synchronized folders). Paths are relative to the repository root, or absolute.
    public struct Files: Sendable {
        /// The bytes of a file, or `nil`.
        public var read: @Sendable (String) -> [UInt8]?
        /// Every file under a directory, recursively, as paths relative to that directory; hidden entries and the
        /// folders themselves left out.
        public var list: @Sendable (String) -> [String]

        /// Creates the file access.
        public init(
            read: @escaping @Sendable (String) -> [UInt8]?, list: @escaping @Sendable (String) -> [String]
        ) {
            self.read = read
            self.list = list
        }

        /// The files under `root` (the repository root); absolute paths are read as they are. A file larger than
        /// ``XcodeProject/maximumFileSize`` is not read (`nil`).
        public static func directory(_ root: String) -> Files {
            let base = root.hasSuffix("/") ? root : root + "/"
            @Sendable func full(_ path: String) -> String { path.hasPrefix("/") ? path : base + path }
            return Files(
                read: { path in
                    let size = (try? FileManager.default.attributesOfItem(atPath: full(path)))?[.size] as? Int ?? 0
                    guard size <= maximumFileSize else { return nil }
                    return FileManager.default.contents(atPath: full(path)).map { [UInt8]($0) }
                },
                list: { directory in
                    guard let walker = FileManager.default.enumerator(atPath: full(directory)) else { return [] }
                    var found: [String] = []
                    while let relative = walker.nextObject() as? String {
                        if (relative as NSString).lastPathComponent.hasPrefix(".") {
                            walker.skipDescendants()
                            continue
                        }
                        // Files only: anytype keeps a Swift file in a folder named `…Service.swift`.
                        if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { continue }
                        found.append(relative)
                    }
                    return found.sorted()
                })
        }
    }

    /// Project files larger than this are refused (the largest public projects are a few megabytes).
    public static let maximumFileSize = 64 << 20

    /// Reads the project at `path` (relative to the repository root, ending in `.xcodeproj`); a missing or
    /// malformed `project.pbxproj` is an error with its file and line.
    public static func read(at path: String, files: Files) throws(ConfigurationError) -> XcodeProject {
        let file = path + "/project.pbxproj"
        guard let bytes = files.read(file) else {
            throw ConfigurationError(
                file: file, line: 0, column: 0,
                message: "cannot read the Xcode project file (missing, unreadable or larger than "
                    + "\(maximumFileSize >> 20) MB)")
        }
        guard bytes.count <= maximumFileSize else {
            throw ConfigurationError(
                file: file, line: 0, column: 0,
                message: "the project file is larger than \(maximumFileSize >> 20) MB; is it a project file?")
        }
        let root: PropertyListValue
        do {
            root = try OldStylePropertyListParser.parse(bytes)
        } catch {
            throw ConfigurationError(
                file: file, line: error.line, column: error.column,
                message: "not a valid project file: \(error.message); open the project in Xcode and save it again, "
                    + "or resolve the merge conflict in it")
        }
        var reader = XcodeProjectReader(path: path, files: files)
        return try reader.project(from: root, file: file)
    }
}

/// Walks the objects of a parsed project file.
private struct XcodeProjectReader {
    let path: String
    let files: XcodeProject.Files
    var objects: [String: [String: PropertyListValue]] = [:]
    var parents: [String: String] = [:]
    var locations: [String: String?] = [:]
    var sourceRoot = ""
    /// The `PBXProject` object, whose configurations every target inherits.
    var projectID = ""
    /// The objects of each sub-project read so far, by the path of its `.xcodeproj`: proxies name its targets.
    var subProjectObjects: [String: [String: [String: PropertyListValue]]] = [:]
    /// The sub-projects a proxy points into that are not on disk.
    var missingSubProjects: Set<String> = []
    /// The settings of each `.xcconfig` file read so far (the project's is read once for all its targets).
    var configurationFiles: [String: [String: String]] = [:]
    /// The modules the module maps in each search path folder declare, by folder (`/**` kept for a recursive one).
    var searchPathFolders: [String: [String]] = [:]
    /// The native targets that build a module (or an app): a dependency on any other target (an aggregate target
    /// that runs scripts, a resource bundle) is not an edge.
    var moduleIDs: Set<String> = []
    /// The headers of the project, once ``headerNames()`` has read them.
    var projectHeaders: [String]?

    init(path: String, files: XcodeProject.Files) {
        self.path = path
        self.files = files
    }

    /// The directory holding the `.xcodeproj`, relative to the repository root (`""` at the root).
    var projectDirectory: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    mutating func project(from root: PropertyListValue, file: String) throws(ConfigurationError) -> XcodeProject {
        func fail(_ message: String) -> ConfigurationError {
            ConfigurationError(file: file, line: 0, column: 0, message: message)
        }
        guard let top = root.dictionary, let objectTable = top["objects"]?.dictionary,
            let rootID = top["rootObject"]?.string
        else { throw fail("not a project file: it has no \"objects\" or no \"rootObject\"") }
        objects = objectTable.compactMapValues(\.dictionary)
        guard let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw fail("not a project file: the root object \(rootID) is not a PBXProject")
        }
        projectID = rootID
        for (id, object) in objects {
            for child in ids(object["children"]) { parents[child] = id }
        }
        sourceRoot = joinPath(projectDirectory, project["projectDirPath"]?.string ?? "")
        var packages = ids(project["packageReferences"]).compactMap(packageReference)
        // Before Xcode 15 a local package was a folder dragged into a group: a file reference to a directory
        // holding a Package.swift.
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "PBXFileReference" {
            let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
            guard type == "wrapper" || type == "folder", let folder = location(of: id),
                files.read(joinPath(folder, "Package.swift")) != nil, !packages.contains(.local(folder))
            else { continue }
            packages.append(.local(folder))
        }
        let nativeIDs = ids(project["targets"]).filter { objects[$0]?["isa"]?.string == "PBXNativeTarget" }
        var productOwners: [String: String] = [:]  // product file reference -> target id
        for id in nativeIDs {
            if let product = objects[id]?["productReference"]?.string { productOwners[product] = id }
        }
        var settings: [String: [String: String]] = [:]
        var types: [String: XcodeProductType] = [:]
        let scripts = shellScripts()
        for id in nativeIDs {
            settings[id] = resolvedSettings(of: id)
            var type = productType(of: id, settings: settings[id] ?? [:])
            if type == .commandLineTool, let name = objects[id]?["name"]?.string,
                scripts.contains(where: { Self.script($0, runs: name) })
            {
                type = .buildTool
            }
            types[id] = type
        }
        // Only modules are modules: a resource bundle or other product with no Swift file is left out.
        moduleIDs = Set(nativeIDs.filter { types[$0] != .other || hasSwiftSources($0) })
        var targets: [XcodeTarget] = []
        for id in nativeIDs where moduleIDs.contains(id) {
            guard let target = objects[id], let name = target["name"]?.string else {
                throw fail("native target \(id) has no name")
            }
            targets.append(
                nativeTarget(
                    id, name: name, type: types[id] ?? .other, settings: settings[id] ?? [:],
                    productOwners: productOwners, types: types))
        }
        let name = String((path.split(separator: "/").last ?? "").dropLast(".xcodeproj".count))
        var read = XcodeProject(path: path, name: name, targets: targets, packages: packages)
        read.missingSubProjects = missingSubProjects.sorted()
        return read
    }

    /// Whether a product of `type` that an app copies into itself or depends on is embedded, not linked: an
    /// extension, widget, watch app or App Clip, and a command-line tool (a helper the app ships). A tool that a
    /// Run Script phase runs is `buildTool`, built for the build.
    static func shipsInsideAnApp(_ type: XcodeProductType) -> Bool {
        type.isApp || type == .commandLineTool
    }

    mutating func nativeTarget(
        _ id: String, name: String, type: XcodeProductType, settings: [String: String],
        productOwners: [String: String], types: [String: XcodeProductType]
    ) -> XcodeTarget {
        let target = objects[id] ?? [:]
        var sources: [String] = []
        var otherSources: [String] = []  // Objective-C, C: where a target without Swift lives
        var linked: [String] = []
        var embedded: [String] = []
        var external: [String] = []  // target names of other projects
        var frameworks: [String] = []  // prebuilt frameworks in the repository
        var builtFrameworks: [String] = []  // frameworks of the build products folder no target here builds
        var linkedProducts: [String] = []  // package products a Frameworks phase links (`productRef`)
        for phaseID in ids(target["buildPhases"]) {
            guard let phase = objects[phaseID] else { continue }
            let references = ids(phase["files"]).compactMap { objects[$0]?["fileRef"]?.string }
            switch phase["isa"]?.string {
            case "PBXSourcesBuildPhase":
                for reference in references {
                    guard let location = location(of: reference) else { continue }
                    if isSwiftFile(reference) { sources.append(location) } else { otherSources.append(location) }
                }
            case "PBXFrameworksBuildPhase":
                linked += references.compactMap { productOwners[$0] }
                // Older projects link a package product by a build file alone, without listing it among the
                // target's package product dependencies.
                linkedProducts += ids(phase["files"]).compactMap { objects[$0]?["productRef"]?.string }
                for reference in references where productOwners[reference] == nil {
                    guard let file = objects[reference], file["isa"]?.string == "PBXFileReference",
                        file["sourceTree"]?.string == "BUILT_PRODUCTS_DIR",
                        let path = file["path"]?.string, path.hasSuffix(".framework")
                    else { continue }
                    let name = String(path.split(separator: "/").last ?? "").dropLast(".framework".count)
                    if !name.isEmpty && !name.hasPrefix("Pods_") { builtFrameworks.append(String(name)) }
                }
                // A file in the repository (not the SDK's, not a build product): a prebuilt framework. Old projects
                // refer to the SDK's frameworks by absolute path (`/System/Library/Frameworks/Security.framework`)
                // or by a path that climbs out of the repository to Xcode's; neither is in the repository.
                for reference in references where productOwners[reference] == nil {
                    guard objects[reference]?["isa"]?.string == "PBXFileReference", let path = location(of: reference),
                        path.hasSuffix(".framework") || path.hasSuffix(".xcframework"), !path.hasPrefix("/"),
                        !path.hasPrefix("../")
                    else {
                        // A path out of the repository that is not Xcode's: a framework built or checked out there
                        // (a project moved a folder up from its `../Carthage/Build/iOS/X.framework`), still linked.
                        if let path = location(of: reference), path.hasPrefix("../"), path.hasSuffix(".framework"),
                            !Self.isToolchainFramework(path)
                        {
                            let name = String(path.split(separator: "/").last ?? "").dropLast(".framework".count)
                            if !name.isEmpty && !name.hasPrefix("Pods_") { builtFrameworks.append(String(name)) }
                        }
                        continue
                    }
                    frameworks.append(path)
                }
                // A framework of a sub-project: a reference proxy whose remote reference names its target.
                for reference in references where objects[reference]?["isa"]?.string == "PBXReferenceProxy" {
                    guard let proxy = objects[reference]?["remoteRef"]?.string.flatMap({ objects[$0] }) else {
                        continue
                    }
                    if let name = subProjectTarget(of: proxy) { external.append(name) }
                }
            case "PBXCopyFilesBuildPhase":
                for owner in references.compactMap({ productOwners[$0] }) {
                    if types[owner].map(Self.shipsInsideAnApp) == true {
                        embedded.append(owner)
                    } else {
                        linked.append(owner)
                    }
                }
            default:
                break
            }
        }
        let synchronized = synchronizedSources(of: id, groups: ids(target["fileSystemSynchronizedGroups"]))
        // A target whose files are all in synchronized folders is at its first folder; one that mixes them with files
        // of its groups (Gifski's app: Gifski/ and its synchronized Gifski/Crop/) is where all its files are.
        let folder = sources.isEmpty ? synchronized.firstFolder : nil
        sources += synchronized.sources
        otherSources += synchronized.objectiveC
        var dependencies: [String] = []
        for dependencyID in ids(target["dependencies"]) {
            guard let dependency = objects[dependencyID] else { continue }
            if let other = dependency["target"]?.string {
                if moduleIDs.contains(other) { dependencies.append(other) }
            } else if let product = dependency["productRef"]?.string {
                // A dependency on a package product alone: the target builds against it (a static library whose
                // app links the product).
                linkedProducts.append(product)
            } else if let proxy = dependency["targetProxy"]?.string.flatMap({ objects[$0] }),
                let remote = proxy["remoteGlobalIDString"]?.string
            {
                if objects[remote] != nil {
                    if moduleIDs.contains(remote) { dependencies.append(remote) }
                } else if let name = subProjectTarget(of: proxy) {
                    external.append(name)
                }
            }
        }
        // An app that depends on an extension (or a watch app) without a copy-files phase embeds it with a Run
        // Script phase: it is still embedded, not an app depending on an app. So is a command-line tool it depends
        // on (a helper it ships, a CLI in its bundle): an executable is built and copied, never linked.
        // A Mac app that depends on another app embeds it too: a login item or a helper app, which a Run Script
        // phase copies into `Contents/Library/LoginItems` (duckduckgo's App Store build and its VPN agent).
        let isMacApp =
            type == .application
            && ((settings["SDKROOT"] ?? "").hasPrefix("macosx")
                || (settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").contains("macosx"))
        if type.isApp {
            for dependency in dependencies
            where types[dependency].map(Self.shipsInsideAnApp) == true
                && (types[dependency] != .application || isMacApp) && !embedded.contains(dependency)
            {
                embedded.append(dependency)
            }
        }
        // A target whose copy-files phase installs its own product (a tool copying itself to a folder) embeds nothing.
        let embeddedNames = unique(embedded).filter { $0 != id }.compactMap { objects[$0]?["name"]?.string }
        let dependencyNames = unique(
            unique(dependencies + linked).filter { !embedded.contains($0) && $0 != id && moduleIDs.contains($0) }
                .compactMap { objects[$0]?["name"]?.string } + external)
        let productIDs = unique(ids(target["packageProductDependencies"]) + linkedProducts)
        let products = productIDs.compactMap { productID -> XcodePackageProduct? in
            guard let product = objects[productID], let productName = product["productName"]?.string else {
                return nil
            }
            if productName.hasPrefix("plugin:") { return nil }  // a build tool plugin, not a module
            return XcodePackageProduct(
                name: productName, package: product["package"]?.string.flatMap(packageReference))
        }
        let moduleName = XcodeConfigurationFile.moduleName(settings: settings, targetName: name)
        let sortedSources = unique(sources).sorted()
        let objectiveCSources = unique(otherSources.filter(Self.isObjectiveCSource)).sorted()
        let header = bridgingHeader(settings: settings, targetName: name)
        return XcodeTarget(
            name: name, productType: type, moduleName: moduleName == ModuleName.of(name) ? nil : moduleName,
            directory: folder ?? commonDirectory(of: sortedSources) ?? commonDirectory(
                of: unique(otherSources).sorted())
                ?? projectDirectory,
            sources: sortedSources, dependencies: dependencyNames, embeddedTargets: embeddedNames,
            packageProducts: products, linkedFrameworks: unique(frameworks), builtFrameworks: unique(builtFrameworks),
            conditions: compilationConditions(of: id), bridgingHeader: header,
            searchPathModules: searchPathModules(
                settings: settings, targetName: name, conditional: conditionalSearchPaths(of: id)),
            objectiveCSources: objectiveCSources,
            projectHeaders: objectiveCSources.isEmpty && header == nil ? [] : headerNames())
    }

    /// Whether a compiled file is Objective-C or of the C family, whose `#import` and `@import` lines use modules.
    static func isObjectiveCSource(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return false }
        return ["m", "mm", "c", "cc", "cpp", "cxx"].contains(name[name.index(after: dot)...].lowercased())
    }

    /// The file names of the headers the project refers to or holds in its synchronized folders, sorted, each once
    /// (read once a project).
    mutating func headerNames() -> [String] {
        if let projectHeaders { return projectHeaders }
        func isHeader(_ name: Substring) -> Bool { [".h", ".hh", ".hpp"].contains { name.hasSuffix($0) } }
        var names: Set<String> = []
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            switch object["isa"]?.string {
            case "PBXFileReference":
                guard let name = object["path"]?.string?.split(separator: "/").last, isHeader(name) else { continue }
                names.insert(String(name))
            case "PBXFileSystemSynchronizedRootGroup":
                guard let folder = location(of: id) else { continue }
                for file in files.list(folder) {
                    guard let name = file.split(separator: "/").last, isHeader(name) else { continue }
                    names.insert(String(name))
                }
            default:
                continue
            }
        }
        projectHeaders = names.sorted()
        return projectHeaders ?? []
    }

    /// The target's `SWIFT_OBJC_BRIDGING_HEADER`, relative to the repository root: the setting is relative to the
    /// project's folder (`$(SRCROOT)`, `$(PROJECT_DIR)`), and may name the target or the project.
    func bridgingHeader(settings: [String: String], targetName: String) -> String? {
        guard let value = settings["SWIFT_OBJC_BRIDGING_HEADER"], !value.isEmpty else { return nil }
        var known = settings
        for folder in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] { known[folder] = "." }
        known["TARGET_NAME"] = targetName
        known["PROJECT_NAME"] = String((path.split(separator: "/").last ?? "").dropLast(".xcodeproj".count))
        guard let expanded = XcodeConfigurationFile.expand(value, settings: known, depth: 0), !expanded.isEmpty
        else { return nil }
        return joinPath(sourceRoot, expanded)
    }

    /// The modules on the target's search paths: for each path of `HEADER_SEARCH_PATHS`, `USER_HEADER_SEARCH_PATHS`
    /// and `SWIFT_INCLUDE_PATHS` that lies in the repository (relative to the project's folder, `$(SRCROOT)`,
    /// `$(PROJECT_DIR)`), what its `module.modulemap` declares, and for a path ending in `/**` every one below it;
    /// for each of `FRAMEWORK_SEARCH_PATHS`, its ``frameworks(in:)``. `conditional` adds the values set for some
    /// SDKs only. A path that needs a value the check does not know, or leaves the repository, is skipped.
    mutating func searchPathModules(
        settings: [String: String], targetName: String, conditional: [String: String] = [:]
    ) -> [String] {
        var known = settings
        for folder in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] { known[folder] = "." }
        known["TARGET_NAME"] = targetName
        known["PROJECT_NAME"] = String((path.split(separator: "/").last ?? "").dropLast(".xcodeproj".count))
        var modules: [String] = []
        for key in Self.searchPathSettings {
            let value = [settings[key], conditional[key]].compactMap { $0 }.joined(separator: " ")
            for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                let entry = word.filter { $0 != "\"" }
                guard !entry.isEmpty, !entry.contains("inherited"),
                    let expanded = XcodeConfigurationFile.expand(entry, settings: known, depth: 0), !expanded.isEmpty
                else { continue }
                let recursive = expanded.hasSuffix("/**")
                let folder = joinPath(sourceRoot, recursive ? String(expanded.dropLast(3)) : expanded)
                guard !folder.hasPrefix("/"), !folder.hasPrefix(".."), !folder.isEmpty || recursive else { continue }
                modules +=
                    key == "FRAMEWORK_SEARCH_PATHS"
                    ? frameworks(in: folder) : modulesDeclared(in: folder, recursive: recursive)
            }
        }
        return unique(modules)
    }

    /// The settings whose paths the target's imports are looked for in.
    static let searchPathSettings = [
        "HEADER_SEARCH_PATHS", "USER_HEADER_SEARCH_PATHS", "SWIFT_INCLUDE_PATHS", "FRAMEWORK_SEARCH_PATHS",
    ]

    /// The search paths the target's default configuration (and the project's of that name) sets for some SDKs or
    /// architectures only (`"FRAMEWORK_SEARCH_PATHS[sdk=iphone*]"`, as Carthage's instructions write them), by
    /// setting, all conditions together.
    func conditionalSearchPaths(of id: String) -> [String: String] {
        let target = defaultConfiguration(of: id)
        let name = target?["name"]?.string
        let project = configurations(of: projectID).first { $0["name"]?.string == name }
        var paths: [String: String] = [:]
        for configuration in [project, target].compactMap({ $0 }) {
            for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] where key.contains("[") {
                let setting = String(key.prefix { $0 != "[" })
                guard Self.searchPathSettings.contains(setting),
                    let words = value.settingValue
                else { continue }
                paths[setting] = [paths[setting], words].compactMap { $0 }.joined(separator: " ")
            }
        }
        return paths
    }

    /// Whether `path`, a framework's path out of the repository, is Xcode's: an SDK's or the developer folder's.
    static func isToolchainFramework(_ path: String) -> Bool {
        ["Xcode", ".app/", "/Platforms/", "/SDKs/", "System/Library/", "Developer/Library/"].contains {
            path.contains($0)
        }
    }

    /// The modules of the frameworks in `folder`, a framework search path: the `.framework` and `.xcframework`
    /// bundles in it, and for a folder of Carthage's build (`Carthage/Build/iOS`), built or not yet, the
    /// repositories its `Cartfile.resolved` (or `Cartfile`, `Cartfile.private`) names, each building a framework of
    /// its name.
    mutating func frameworks(in folder: String) -> [String] {
        let key = folder + "/*.framework"
        if let known = searchPathFolders[key] { return known }
        var names: [String] = []
        for file in files.list(folder) {
            guard let bundle = file.split(separator: "/").first,
                let ext = [".xcframework", ".framework"].first(where: bundle.hasSuffix)
            else { continue }
            names.append(String(bundle.dropLast(ext.count)))
        }
        if let range = folder.range(of: "Carthage/Build"),
            range.lowerBound == folder.startIndex || folder[folder.index(before: range.lowerBound)] == "/"
        {
            let root = String(folder[..<range.lowerBound])
            for cartfile in ["Cartfile.resolved", "Cartfile", "Cartfile.private"] {
                guard let bytes = files.read(root + cartfile) else { continue }
                names += Self.cartfileRepositories(String(decoding: bytes, as: UTF8.self))
            }
        }
        let modules = unique(names.map(ModuleName.of))
        searchPathFolders[key] = modules
        return modules
    }

    /// The repositories a Cartfile names (`github "Alamofire/Alamofire" ~> 5.0`, `git "https://…/Moya.git"`), by
    /// their last path component without `.git`; binary entries are left out.
    static func cartfileRepositories(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count >= 2, words[0] == "github" || words[0] == "git" else { return nil }
            let source = words[1].filter { $0 != "\"" }
            var name = source.split(separator: "/").last.map(String.init) ?? ""
            if name.hasSuffix(".git") { name.removeLast(4) }
            return name.isEmpty ? nil : name
        }
    }

    /// The modules the `module.modulemap` of `folder` declares, or every one below it when `recursive`.
    mutating func modulesDeclared(in folder: String, recursive: Bool) -> [String] {
        let key = recursive ? folder + "/**" : folder
        if let known = searchPathFolders[key] { return known }
        let maps =
            recursive
            ? files.list(folder).filter { $0 == "module.modulemap" || $0.hasSuffix("/module.modulemap") }.map {
                joinPath(folder, $0)
            } : [joinPath(folder, "module.modulemap")]
        let modules = maps.flatMap { map in
            files.read(map).map { ModuleMap.topLevelModules(in: String(decoding: $0, as: UTF8.self)) } ?? []
        }
        searchPathFolders[key] = modules
        return modules
    }

    /// The compilation conditions and platforms of each configuration of the target, with Xcode's layers.
    mutating func compilationConditions(of id: String) -> CompilationConditions {
        var variants: [CompilationConditions.Variant] = []
        for configuration in configurations(of: id) {
            let settings = resolvedSettings(of: id, configuration: configuration)
            /// The words of a setting, a word that is a whole reference (`$(FEATURE_FLAGS)`) replaced by the words of
            /// the setting it names (duckduckgo's conditions come that way), other references left out.
            func words(_ key: String, depth: Int = 0) -> [String] {
                (settings[key] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init).flatMap {
                    word -> [String] in
                    guard word.hasPrefix("$(") || word.hasPrefix("${") else { return [word] }
                    let inner = word.dropFirst(2).dropLast()
                    guard depth < 8, word.hasSuffix(")") || word.hasSuffix("}"),
                        inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                    else { return [] }
                    return words(String(inner), depth: depth + 1)
                }
            }
            let flags =
                words("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
                + CompilationConditions.definedFlags(in: words("OTHER_SWIFT_FLAGS"))
            var platforms: [String] = []
            for platform in words("SUPPORTED_PLATFORMS").map(CompilationConditions.platformName)
            where !platforms.contains(platform) {
                platforms.append(platform)
            }
            if platforms.isEmpty, let sdk = words("SDKROOT").first, sdk != "auto" {
                platforms = [CompilationConditions.platformName(sdk.replacingOccurrences(of: ".sdk", with: ""))]
            }
            for platform in platforms.isEmpty ? [nil] : platforms.map(Optional.some) {
                variants.append(
                    CompilationConditions.Variant(
                        flags: flags, platform: platform, configuration: configuration["name"]?.string))
            }
        }
        return CompilationConditions(variants: variants)
    }

    /// The text of every Run Script phase of the project.
    func shellScripts() -> [String] {
        objects.values.filter { $0["isa"]?.string == "PBXShellScriptBuildPhase" }.compactMap {
            $0["shellScript"]?.string
        }
    }

    /// Whether `script` runs the tool `name`: names it as a command or a path's last component (`codegen`,
    /// `"${BUILT_PRODUCTS_DIR}/codegen"`).
    static func script(_ script: String, runs name: String) -> Bool {
        let separators: Set<Character> = [" ", "\t", "\n", "/", "\"", "'", ";", "&", "|", "(", ")", "{", "}", "$"]
        return script.split(whereSeparator: { separators.contains($0) }).contains { $0 == name }
    }

    /// Whether the target's Sources phase or synchronized folders hold a Swift file.
    mutating func hasSwiftSources(_ id: String) -> Bool {
        guard let target = objects[id] else { return false }
        for phaseID in ids(target["buildPhases"]) where objects[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" {
            let references = ids(objects[phaseID]?["files"]).compactMap { objects[$0]?["fileRef"]?.string }
            if references.contains(where: isSwiftFile) { return true }
        }
        return !synchronizedSources(of: id, groups: ids(target["fileSystemSynchronizedGroups"])).sources.isEmpty
    }

    /// The target's product type, telling watchOS apps and widgets apart by their build `settings` and Info.plist.
    func productType(of id: String, settings: [String: String]) -> XcodeProductType {
        let identifier = objects[id]?["productType"]?.string ?? ""
        var isWidget = false
        if identifier.contains("extension"), let plist = settings["INFOPLIST_FILE"], !plist.contains("$"),
            let bytes = files.read(joinPath(sourceRoot, plist))
        {
            isWidget = String(decoding: bytes, as: UTF8.self).contains("com.apple.widgetkit-extension")
        }
        return XcodeProductType(
            identifier: identifier, isWatchOS: settings["SDKROOT"] == "watchos", isWidget: isWidget)
    }

    /// The target's build settings in its default configuration (else its first), layered the way Xcode layers
    /// them, each layer over the one before: the `.xcconfig` the project's configuration of the same name is based
    /// on, that configuration's own settings, the target's `.xcconfig`, the target's own settings. A layer's
    /// `$(inherited)` is the value of the layers below it; `CONFIGURATION` is the configuration's name.
    mutating func resolvedSettings(of id: String) -> [String: String] {
        resolvedSettings(of: id, configuration: defaultConfiguration(of: id))
    }

    /// The target's build settings in its configuration `target`, layered as ``resolvedSettings(of:)`` says.
    mutating func resolvedSettings(
        of id: String, configuration target: [String: PropertyListValue]?
    ) -> [String: String] {
        let name = target?["name"]?.string
        let project =
            configurations(of: projectID).first { $0["name"]?.string == name } ?? defaultConfiguration(of: projectID)
        var settings: [String: String] = [:]
        for configuration in [project, target] {
            guard let configuration else { continue }
            settings = XcodeConfigurationFile.layer(configurationFileSettings(of: configuration), over: settings)
            settings = XcodeConfigurationFile.layer(
                XcodeConfigurationFile.unconditional(
                    (configuration["buildSettings"]?.dictionary ?? [:]).compactMapValues(\.settingValue)),
                over: settings)
        }
        // Xcode sets the configuration's name, which settings named per configuration refer to
        // (`PRODUCT_MODULE_NAME = $(NAME_$(CONFIGURATION))`).
        if let name, settings["CONFIGURATION"] == nil { settings["CONFIGURATION"] = name }
        return settings
    }

    /// The settings of the `.xcconfig` file a configuration is based on (many teams set `PRODUCT_NAME` only there):
    /// a file reference, or since Xcode 16 a path inside a synchronized folder (`baseConfigurationReferenceAnchor`
    /// and `baseConfigurationReferenceRelativePath`).
    mutating func configurationFileSettings(of configuration: [String: PropertyListValue]) -> [String: String] {
        let file: String
        if let reference = configuration["baseConfigurationReference"]?.string, let referenced = location(of: reference)
        {
            file = referenced
        } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
            let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
            let folder = location(of: anchor)
        {
            file = joinPath(folder, relative)
        } else {
            return [:]
        }
        if let read = configurationFiles[file] { return read }
        let settings = XcodeConfigurationFile.settings(at: file, files: files)
        configurationFiles[file] = settings
        return settings
    }

    /// The configurations of a target's or the project's configuration list.
    func configurations(of id: String) -> [[String: PropertyListValue]] {
        guard let listID = objects[id]?["buildConfigurationList"]?.string, let list = objects[listID] else {
            return []
        }
        return ids(list["buildConfigurations"]).compactMap { objects[$0] }
    }

    /// The default configuration of a target or of the project (else its first).
    func defaultConfiguration(of id: String) -> [String: PropertyListValue]? {
        let preferred = objects[id]?["buildConfigurationList"]?.string.flatMap { objects[$0] }?[
            "defaultConfigurationName"]?.string
        let all = configurations(of: id)
        return all.first { $0["name"]?.string == preferred } ?? all.first
    }

    /// The Swift files of the target's synchronized folders minus its membership exceptions, plus the files other
    /// folders' exception sets add to it (an exception set for a target that does not hold the folder lists the
    /// files it takes from it).
    mutating func synchronizedSources(
        of id: String, groups: [String]
    ) -> (sources: [String], objectiveC: [String], firstFolder: String?) {
        var sources: [String] = []
        var objectiveC: [String] = []
        var firstFolder: String?
        for (groupID, group) in objects.sorted(by: { $0.key < $1.key })
        where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            let holds = groups.contains(groupID)
            let exceptions = ids(group["exceptions"]).compactMap { objects[$0] }.filter {
                $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == id
            }.flatMap { ids($0["membershipExceptions"]) }
            guard holds || !exceptions.isEmpty, let folder = location(of: groupID) else { continue }
            if holds && firstFolder == nil { firstFolder = folder }
            func isListed(_ file: String) -> Bool {
                exceptions.contains { file == $0 || file.hasPrefix($0 + "/") }
            }
            for file in files.list(folder) where !DocumentationCatalog.contains(file) && isListed(file) != holds {
                if file.hasSuffix(".swift") {
                    sources.append(joinPath(folder, file))
                } else if Self.isObjectiveCSource(file) {
                    objectiveC.append(joinPath(folder, file))
                }
            }
        }
        if let first = groups.first, let folder = location(of: first) { firstFolder = folder }
        return (sources, objectiveC, firstFolder)
    }

    func isSwiftFile(_ reference: String) -> Bool {
        guard let object = objects[reference], object["isa"]?.string == "PBXFileReference" else { return false }
        let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
        return type == "sourcecode.swift" || (object["path"]?.string ?? "").hasSuffix(".swift")
    }

    /// Where a file or group is, relative to the repository root (or absolute), following `sourceTree`; `nil`
    /// for build products and SDK files.
    /// The name of the sub-project's target a container proxy points at: read from the sub-project by the proxy's
    /// remote id (a target, or the product a target builds), since the proxy's own `remoteInfo` keeps the name the
    /// target had when the reference was made. `nil` for a target that builds no module (an aggregate target); the
    /// proxy's name when the sub-project cannot be read.
    mutating func subProjectTarget(of proxy: [String: PropertyListValue]) -> String? {
        let fallback = proxy["remoteInfo"]?.string
        guard let remote = proxy["remoteGlobalIDString"]?.string,
            let portal = proxy["containerPortal"]?.string, let project = location(of: portal)
        else { return fallback }
        if subProjectObjects[project] == nil {
            let bytes = files.read(joinPath(project, "project.pbxproj"))
            if bytes == nil && files.list(project).isEmpty { missingSubProjects.insert(project) }
            let parsed = bytes.flatMap { try? OldStylePropertyListParser.parse($0) }
            subProjectObjects[project] =
                parsed?.dictionary?["objects"]?.dictionary?.compactMapValues(\.dictionary) ?? [:]
        }
        let other = subProjectObjects[project] ?? [:]
        guard !other.isEmpty else { return fallback }
        let target =
            other[remote]?["isa"]?.string == "PBXNativeTarget"
            ? other[remote]
            : other.values.first {
                $0["isa"]?.string == "PBXNativeTarget" && $0["productReference"]?.string == remote
            }
        guard let target else {
            // An aggregate or legacy target runs scripts; a proxy to an unknown id keeps its name.
            return other[remote] == nil ? fallback : nil
        }
        return target["name"]?.string ?? fallback
    }

    mutating func location(of id: String) -> String? {
        if let known = locations[id] { return known }
        locations[id] = .some(nil)  // a cycle of groups resolves to nothing
        guard let object = objects[id] else { return nil }
        let own = object["path"]?.string ?? ""
        let result: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            let base = parents[id].map { location(of: $0) } ?? sourceRoot
            result = base.map { joinPath($0, own) }
        case "SOURCE_ROOT": result = joinPath(sourceRoot, own)
        case "<absolute>": result = normalisePath(own)
        default: result = nil
        }
        locations[id] = result
        return result
    }

    func packageReference(_ id: String) -> XcodePackageReference? {
        guard let object = objects[id] else { return nil }
        switch object["isa"]?.string {
        case "XCLocalSwiftPackageReference":
            guard let relative = object["relativePath"]?.string ?? object["path"]?.string else { return nil }
            return .local(relative.hasPrefix("/") ? normalisePath(relative) : joinPath(projectDirectory, relative))
        case "XCRemoteSwiftPackageReference":
            return object["repositoryURL"]?.string.map { .remote($0) }
        default:
            return nil
        }
    }

    func ids(_ value: PropertyListValue?) -> [String] {
        value?.array?.compactMap(\.string) ?? []
    }

    func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// The deepest directory that holds every file, or `nil` without files.
    func commonDirectory(of files: [String]) -> String? {
        guard var common = files.first?.split(separator: "/").dropLast().map(String.init) else { return nil }
        for file in files.dropFirst() {
            let parts = file.split(separator: "/").dropLast().map(String.init)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }
}

/// `base` and `relative` joined, with `.` and `..` resolved (`App/../Shared` -> `Shared`); `..` above the root
/// stays.
func joinPath(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return normalisePath(relative) }
    return normalisePath(base.isEmpty ? relative : relative.isEmpty ? base : base + "/" + relative)
}

/// `path` with `.`, `..` and empty components resolved; absolute paths keep their leading `/`.
func normalisePath(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
        if part == "." { continue }
        if part == "..", let last = parts.last, last != ".." {
            parts.removeLast()
        } else {
            parts.append(part)
        }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
}

extension XcodeProject {
    /// Rewrites each package reference through `resolve`, in the project's package list and in its targets'
    /// products: a reference to a missing folder that Xcode serves from a package of the same identity elsewhere in
    /// the workspace, or a remote reference that a local package folder the workspace lists overrides.
    public mutating func redirectPackages(_ resolve: (XcodePackageReference) -> XcodePackageReference) {
        var seen: Set<XcodePackageReference> = []
        packages = packages.map(resolve).filter { seen.insert($0).inserted }
        for index in targets.indices {
            for product in targets[index].packageProducts.indices {
                targets[index].packageProducts[product].package =
                    targets[index].packageProducts[product].package.map(resolve)
            }
        }
    }
}
