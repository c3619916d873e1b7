// The package as the check sees it: targets, their kinds, paths, direct dependencies and Swift sources.
// This is also the JSON (`graph.json`) the command plugin writes and `ArchitectureCheckTool --graph` reads.

/// What SwiftPM declares a target as.
public enum TargetKind: String, Codable, Sendable, CaseIterable {
    /// `.target`: a library module.
    case regular
    /// `.executableTarget`.
    case executable
    /// `.testTarget`.
    case test
    /// `.systemLibrary`: a module map over a C library; its module is named as the target.
    case system
    /// `.plugin`.
    case plugin
    /// `.macro`.
    case macro
    /// A snippet.
    case snippet
    /// `.binaryTarget`.
    case binary
}

/// One target of the package, with paths relative to the package root.
public struct PackageTarget: Codable, Hashable, Sendable {
    /// The target (and module) name.
    public var name: String
    /// The declared kind.
    public var kind: TargetKind
    /// The target directory, relative to the package root, without a trailing slash (`Sources/Networking`).
    public var path: String
    /// Names of the targets this target depends on directly (and names the manifest gives without saying
    /// whether they are a target or a product), as declared in the manifest.
    public var dependencies: [String]
    /// The products of other packages this target depends on: `.product(name:package:)`.
    public var products: [ProductDependency]
    /// The target's Swift source files, relative to the package root.
    public var sources: [String]
    /// For a system library target, the module its `module.modulemap` declares when it differs from the name.
    public var moduleName: String?
    /// In whole-repository mode: the local package or Xcode project the target belongs to.
    public var origin: TargetOrigin?
    /// For a native target of an Xcode project: what it builds.
    public var productType: XcodeProductType?
    /// The extensions, widgets and watch apps an app embeds (also among its dependencies).
    public var embeds: [String]
    /// What the target compiles with, against which the `#if` conditions around its imports are decided; `nil`
    /// when not known (every branch's imports are then the target's).
    public var conditions: CompilationConditions?
    /// The products of local packages the target links that bring several of their targets (umbrella products):
    /// each is one dependency, used when any of its modules is imported. `nil` when there are none.
    public var bundledProducts: [BundledProduct]?
    /// For each dependency on a target that a local product lists: the targets of that package it depends on,
    /// directly or not, which the product brings with it (``PackageGraph/targetsBrought(byProductListing:)``). The
    /// target may import them without declaring them, and an import of one it does not declare itself uses the
    /// dependency. `nil` when there are none.
    public var brought: [String: [String]]?
    /// For an Xcode target: its dependencies on targets of local packages that it links through a dynamic library
    /// product (`.library(type: .dynamic)`), which Xcode embeds in the app. An app links such a product, without
    /// importing it, so that the dynamic libraries its other dependencies link are embedded too. `nil` when none.
    public var linkedDynamically: [String]?
    /// For an Xcode target: the Objective-C bridging header its Swift code sees (`SWIFT_OBJC_BRIDGING_HEADER`),
    /// relative to the package root. The modules it imports count as used by `unused-dependency`. `nil` when none.
    public var bridgingHeader: String?
    /// For an Xcode target: the clang modules the module maps on its search paths declare, which it imports without
    /// declaring anything. `nil` when none.
    public var searchPathModules: [String]?
    /// The build-tool plugins the target applies (`plugins: [.plugin(name: "OpenAPIGenerator", ...)]`), whose
    /// generated sources the check does not see; `nil` when none.
    public var buildPlugins: [String]?
    /// For an Xcode target: its Objective-C and C-family sources (`.m`, `.mm`, `.c`, `.cpp`), relative to the
    /// package root, whose `#import` and `@import` lines count as uses by `unused-dependency`. `nil` when none.
    public var objectiveCSources: [String]?
    /// For an Xcode target with Objective-C sources or a bridging header: the file names of the headers its project
    /// lists, which a quoted `#import` finds wherever they are in the project; a header not among them nor the SDK's
    /// may be one a linked product provides. `nil` when none.
    public var projectHeaders: [String]?

    /// Creates a target; `path` is normalised (no `./` prefix, no trailing slash).
    public init(
        name: String, kind: TargetKind, path: String, dependencies: [String] = [], products: [ProductDependency] = [],
        sources: [String] = [], moduleName: String? = nil, origin: TargetOrigin? = nil,
        productType: XcodeProductType? = nil, embeds: [String] = [], conditions: CompilationConditions? = nil,
        bundledProducts: [BundledProduct]? = nil, brought: [String: [String]]? = nil,
        linkedDynamically: [String]? = nil, bridgingHeader: String? = nil, buildPlugins: [String]? = nil,
        searchPathModules: [String]? = nil, objectiveCSources: [String]? = nil, projectHeaders: [String]? = nil
    ) {
        self.name = name
        self.kind = kind
        self.path = PackageTarget.normalise(path)
        self.dependencies = dependencies
        self.products = products
        self.sources = sources.map(PackageTarget.normalise)
        self.moduleName = moduleName
        self.origin = origin
        self.productType = productType
        self.embeds = embeds
        self.conditions = conditions
        self.bundledProducts = bundledProducts?.isEmpty == true ? nil : bundledProducts
        self.brought = brought?.isEmpty == true ? nil : brought
        self.linkedDynamically = linkedDynamically?.isEmpty == true ? nil : linkedDynamically
        self.bridgingHeader = bridgingHeader
        self.buildPlugins = buildPlugins?.isEmpty == true ? nil : buildPlugins
        self.searchPathModules = searchPathModules?.isEmpty == true ? nil : searchPathModules
        self.objectiveCSources = objectiveCSources?.isEmpty == true ? nil : objectiveCSources
        self.projectHeaders = projectHeaders?.isEmpty == true ? nil : projectHeaders
    }

    /// Decodes a target; every field but `name`, `kind` and `path` may be omitted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            kind: try container.decode(TargetKind.self, forKey: .kind),
            path: try container.decode(String.self, forKey: .path),
            dependencies: try container.decodeIfPresent([String].self, forKey: .dependencies) ?? [],
            products: try container.decodeIfPresent([ProductDependency].self, forKey: .products) ?? [],
            sources: try container.decodeIfPresent([String].self, forKey: .sources) ?? [],
            moduleName: try container.decodeIfPresent(String.self, forKey: .moduleName),
            origin: try container.decodeIfPresent(TargetOrigin.self, forKey: .origin),
            productType: try container.decodeIfPresent(XcodeProductType.self, forKey: .productType),
            embeds: try container.decodeIfPresent([String].self, forKey: .embeds) ?? [],
            conditions: try container.decodeIfPresent(CompilationConditions.self, forKey: .conditions),
            bundledProducts: try container.decodeIfPresent([BundledProduct].self, forKey: .bundledProducts),
            brought: try container.decodeIfPresent([String: [String]].self, forKey: .brought),
            linkedDynamically: try container.decodeIfPresent([String].self, forKey: .linkedDynamically),
            bridgingHeader: try container.decodeIfPresent(String.self, forKey: .bridgingHeader),
            buildPlugins: try container.decodeIfPresent([String].self, forKey: .buildPlugins),
            searchPathModules: try container.decodeIfPresent([String].self, forKey: .searchPathModules),
            objectiveCSources: try container.decodeIfPresent([String].self, forKey: .objectiveCSources),
            projectHeaders: try container.decodeIfPresent([String].self, forKey: .projectHeaders)
        )
    }

    /// The name `import` uses for this target's module: the module map's for a system library, else the name
    /// as Swift makes a module name of it (``ModuleName``).
    public var importedName: String { moduleName ?? ModuleName.of(name) }

    /// `./Sources/X/` -> `Sources/X`.
    public static func normalise(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

/// A product of a local package that bundles several of its targets, as a target that links it sees it: the
/// targets are among the target's dependencies, and linking the product is used when any of them is imported.
public struct BundledProduct: Codable, Hashable, Sendable {
    /// The product's name.
    public var name: String
    /// The package that declares it (its name).
    public var package: String
    /// The graph's names of the targets it bundles.
    public var targets: [String]

    /// Creates a bundled product.
    public init(name: String, package: String, targets: [String]) {
        self.name = name
        self.package = package
        self.targets = targets
    }
}

/// A dependency on a product of another package.
public struct ProductDependency: Codable, Hashable, Sendable {
    /// The product's name.
    public var name: String
    /// The package as the manifest names it (`package:` of `.product`), or `nil` when the manifest names the
    /// product alone (`"Alamofire"`) and leaves SwiftPM to find the package.
    public var package: String?

    /// Creates a product dependency.
    public init(name: String, package: String? = nil) {
        self.name = name
        self.package = package
    }
}

/// A package the manifest depends on (`.package(url:...)`, `.package(path:)`, `.package(id:)`).
public struct PackageDependency: Codable, Hashable, Sendable {
    /// SwiftPM's identity: the last path component of the URL or path, lowercased (`firebase-ios-sdk`).
    public var identity: String
    /// The URL, path or registry identifier, as written.
    public var location: String
    /// For a local package (`.package(path:)`) whose manifest was read: each product's modules, product name ->
    /// the module names of the targets it lists; for a remote package checked out on disk, the modules each product
    /// brings (its targets and what they depend on). `nil` when no manifest of the package was read.
    public var products: [String: [String]]?
    /// For a CocoaPods pod (its identity the pod's name, its location the Podfile): where the Podfile links it.
    public var pod: PodSource?

    /// Creates a package dependency.
    public init(identity: String, location: String, products: [String: [String]]? = nil, pod: PodSource? = nil) {
        self.identity = identity
        self.location = location
        self.products = products
        self.pod = pod
    }
}

/// Where third-party code a target uses comes from, as the summary line counts it.
public enum ThirdPartyKind: CaseIterable, Sendable {
    /// A Swift package (`.package(url:)`, `.package(id:)`, or an Xcode project's package reference).
    case package
    /// A CocoaPods pod, linked by the Podfile.
    case pod
    /// A prebuilt `.framework` or `.xcframework` linked by an Xcode target (Carthage, vendored).
    case framework
    /// A local package the run could not read (``UnreadablePackage``), a leaf until it can be.
    case unreadablePackage

    /// What `dependency` is.
    public init(_ dependency: PackageDependency) {
        if dependency.pod != nil {
            self = .pod
        } else if dependency.location.hasSuffix(".framework") || dependency.location.hasSuffix(".xcframework") {
            self = .framework
        } else {
            self = .package
        }
    }

    /// The summary line's word for one of these.
    public var noun: String {
        switch self {
        case .package: "remote package"
        case .pod: "pod"
        case .framework: "framework"
        case .unreadablePackage: "unreadable local package"
        }
    }
}

/// The whole package: every target, in manifest order, and the packages it depends on.
public struct PackageGraph: Codable, Hashable, Sendable {
    /// The targets.
    public var targets: [PackageTarget]
    /// The package dependencies.
    public var packages: [PackageDependency]
    /// In whole-repository mode: the local packages that could not be read (each a leaf among `packages`).
    public var unreadablePackages: [UnreadablePackage]
    /// In whole-repository mode: the Xcode projects a workspace lists that are not on disk.
    public var unreadableProjects: [UnreadableProject]

    /// Creates a graph from its targets and package dependencies.
    public init(
        targets: [PackageTarget], packages: [PackageDependency] = [], unreadablePackages: [UnreadablePackage] = [],
        unreadableProjects: [UnreadableProject] = []
    ) {
        self.targets = targets
        self.packages = packages
        self.unreadablePackages = unreadablePackages
        self.unreadableProjects = unreadableProjects
    }

    /// Decodes a graph; `packages`, `unreadablePackages` and `unreadableProjects` may be omitted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            targets: try container.decode([PackageTarget].self, forKey: .targets),
            packages: try container.decodeIfPresent([PackageDependency].self, forKey: .packages) ?? [],
            unreadablePackages: try container.decodeIfPresent([UnreadablePackage].self, forKey: .unreadablePackages)
                ?? [],
            unreadableProjects: try container.decodeIfPresent([UnreadableProject].self, forKey: .unreadableProjects)
                ?? [])
    }
}

/// A dependency edge `from -> to` between two targets.
public struct Edge: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The dependent target.
    public var from: String
    /// The target depended upon.
    public var to: String

    /// Creates an edge.
    public init(_ from: String, _ to: String) {
        self.from = from
        self.to = to
    }

    /// Orders by `from`, then `to`.
    public static func < (lhs: Edge, rhs: Edge) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }

    /// `A -> B`.
    public var description: String { "\(from) -> \(to)" }
}

extension PackageTarget {
    /// What messages call the target's kind: the Xcode product type (`application`, `framework`) for a native
    /// target of a project, else the SwiftPM kind (`regular`, `executable`).
    public var kindName: String { productType?.rawValue ?? kind.rawValue }

    /// Where messages say the target's sources are: its folder (`Sources/Notes/`), or each folder when they lie in
    /// several that its folder does not hold (`Notes/ and NotesShared/` for an Xcode target with two synchronized
    /// folders, rather than `./`), so that the CODEOWNERS lines for those folders can be read against it.
    public var sourceFolders: String {
        var folders: [String] = []
        for source in sources {
            let folder = source.split(separator: "/").dropLast().joined(separator: "/")
            if !folders.contains(folder) { folders.append(folder) }
        }
        let topmost = folders.filter { folder in
            !folders.contains { other in other != folder && (other.isEmpty || folder.hasPrefix(other + "/")) }
        }.sorted()
        let outside = topmost.contains { !($0 == path || path.isEmpty || $0.hasPrefix(path + "/")) }
        guard topmost.count > 1, path.isEmpty || outside else { return path.isEmpty ? "./" : path + "/" }
        return topmost.map { $0.isEmpty ? "./" : $0 + "/" }.joinedInProse()
    }
}

extension PackageDependency {
    /// SwiftPM's identity of a local package in `directory`: the folder's name, lowercased.
    public static func identity(ofDirectory directory: String) -> String {
        (directory.split(separator: "/").last.map(String.init) ?? directory).lowercased()
    }
}
