import Foundation
public import ModuleGraph

/// Builds the graph from `swift package dump-package` output instead of the plugin: target kinds, paths
/// and dependencies come from the JSON, Swift sources from walking each target directory.
public enum PackageDump {
    /// A dump that could not be read.
    public struct InvalidDump: Error, CustomStringConvertible {
        /// What is wrong with it.
        public var description: String
    }

    /// The graph described by dump-package `json`, with sources found under `packageDirectory`; `localProducts`
    /// gives, for local packages by identity, each product's modules (``products(fromJSON:)`` of their dumps).
    public static func graph(
        fromJSON json: [UInt8], packageDirectory: String, localProducts: [String: [String: [String]]] = [:]
    ) throws -> PackageGraph {
        let manifest = try decode(json)
        let targetNames = Set(manifest.targets.map(\.name))
        let traits = defaultTraits(of: manifest)
        // `.package(name: "Overture", url: ".../swift-overture")`: a by-name dependency "Overture" is that
        // package's product.
        let byResolutionName = Dictionary(
            (manifest.dependencies ?? []).compactMap { package in package.resolutionName.map { ($0, package.identity) }
            },
            uniquingKeysWith: { first, _ in first })
        let targets = try manifest.targets.map { target -> PackageTarget in
            guard var kind = TargetKind(rawValue: target.type) else {
                throw InvalidDump(description: "target \(target.name) has an unknown type \(target.type)")
            }
            let path = target.path ?? defaultPath(of: target.name, kind: kind, packageDirectory: packageDirectory)
            let sources =
                kind == .system || kind == .binary
                ? []
                : swiftSources(
                    in: PackageTarget.normalise(path), packageDirectory: packageDirectory,
                    excluding: target.exclude ?? [],
                    only: target.sources)
            if kind == .regular && sources.contains(where: isMainFile) { kind = .executable }
            let (dependencies, named) = target.splitDependencies(targetNames: targetNames, enabledTraits: traits)
            let products = named.map { product in
                product.package != nil
                    ? product
                    : ProductDependency(name: product.name, package: byResolutionName[product.name])
            }
            let moduleName =
                kind == .system
                ? declaredModule(inModuleMapAt: "\(packageDirectory)/\(PackageTarget.normalise(path))") : nil
            return PackageTarget(
                name: target.name, kind: kind, path: path, dependencies: dependencies, products: products,
                sources: sources, moduleName: moduleName == target.name ? nil : moduleName,
                conditions: conditions(of: target.settings ?? [], traits: traits),
                buildPlugins: target.pluginUsages?.compactMap { $0["plugin"]?.first ?? nil })
        }
        let packages = (manifest.dependencies ?? []).map {
            PackageDependency(
                identity: $0.identity, location: $0.location,
                products: $0.isLocal ? localProducts[$0.identity.lowercased()] : nil)
        }
        return PackageGraph(targets: targets, packages: packages)
    }

    /// Whether `path` is a `main.swift` (in any case), which makes SwiftPM build a `.target` holding it as an
    /// executable: packages written before `.executableTarget` (tools 5.3 and older) declare their tools that way.
    static func isMainFile(_ path: String) -> Bool {
        (path as NSString).lastPathComponent.lowercased() == "main.swift"
    }

    /// The traits a build of the package as it is enables (SwiftPM 6.1): its `default` trait's, and the traits those
    /// enable in turn. Each is a compilation condition of every target (`#if Clocks`).
    static func defaultTraits(of manifest: Manifest) -> [String] {
        let byName = Dictionary(
            (manifest.traits ?? []).map { ($0.name, $0.enabledTraits ?? []) }, uniquingKeysWith: { first, _ in first })
        var enabled: [String] = []
        var pending = byName["default"] ?? []
        while let name = pending.popLast() {
            guard name != "default", !enabled.contains(name) else { continue }
            enabled.append(name)
            pending += byName[name] ?? []
        }
        return enabled.sorted()
    }

    /// What a target compiles with in SwiftPM's two configurations: `SWIFT_PACKAGE` always (SwiftPM defines it for
    /// every package target, and code shared with an Xcode project or a pod tests it), `DEBUG` in debug builds, the
    /// package's enabled `traits`, and its Swift settings' `.define(...)` and `-D` of `.unsafeFlags`, each under its
    /// `.when(configuration:platforms:traits:)` (a setting of traits none of which is enabled is left out). A define
    /// for some platforms makes a build per platform named, and one for the others.
    static func conditions(of settings: [Manifest.Setting], traits: [String] = []) -> CompilationConditions {
        let swift = settings.filter { $0.tool == "swift" }
        let named = Set(swift.flatMap { $0.condition?.platformNames ?? [] })
        let platforms: [String?] = named.isEmpty ? [nil] : named.sorted().map { $0 } + [nil]
        var variants: [CompilationConditions.Variant] = []
        for configuration in ["debug", "release"] {
            for platform in platforms {
                var flags = ["SWIFT_PACKAGE"] + (configuration == "debug" ? ["DEBUG"] : []) + traits
                for setting in swift {
                    if let only = setting.condition?.config, only != configuration { continue }
                    if let needed = setting.condition?.traits, !needed.isEmpty, Set(needed).isDisjoint(with: traits) {
                        continue
                    }
                    if let names = setting.condition?.platformNames, !names.isEmpty {
                        guard let platform, names.contains(platform) else { continue }
                    }
                    flags += setting.defines
                }
                variants.append(
                    CompilationConditions.Variant(
                        flags: flags, platform: platform.map(CompilationConditions.platformName),
                        configuration: configuration))
            }
        }
        return CompilationConditions(variants: variants)
    }

    /// The local packages (`.package(path:)`) dump-package `json` depends on: identity and directory.
    public static func localPackages(fromJSON json: [UInt8]) throws -> [(identity: String, path: String)] {
        try decode(json).dependencies?.filter(\.isLocal).map { ($0.identity.lowercased(), $0.location) } ?? []
    }

    /// The products dump-package `json` declares: product name -> the module names of the targets it lists and of
    /// the package's targets those depend on (`PackageGraph.targetsBrought(byProductListing:)`), which a target
    /// linking the product can import.
    public static func products(fromJSON json: [UInt8]) throws -> [String: [String]] {
        let manifest = try decode(json)
        let names = Set(manifest.targets.map(\.name))
        let targets = manifest.targets.compactMap { target -> PackageTarget? in
            guard let kind = TargetKind(rawValue: target.type) else { return nil }
            return PackageTarget(
                name: target.name, kind: kind, path: "",
                dependencies: target.splitDependencies(targetNames: names).targets)
        }
        let graph = PackageGraph(targets: targets, packages: [])
        return Dictionary(
            (manifest.products ?? []).map { product in
                (product.name, graph.targetsBrought(byProductListing: product.targets).map(ModuleName.of))
            }, uniquingKeysWith: { first, _ in first })
    }

    private static func decode(_ json: [UInt8]) throws -> Manifest {
        do {
            return try JSONDecoder().decode(Manifest.self, from: Data(json))
        } catch {
            throw InvalidDump(description: "cannot read the output of swift package dump-package: \(error)")
        }
    }

    /// The first top-level module the `module.modulemap` in `directory` declares (``ModuleMap``), or `nil` without
    /// one.
    static func declaredModule(inModuleMapAt directory: String) -> String? {
        guard let data = FileManager.default.contents(atPath: "\(directory)/module.modulemap") else { return nil }
        return ModuleMap.topLevelModules(in: String(decoding: data, as: UTF8.self)).first
    }

    /// Where SwiftPM looks for a target declared without `path:`.
    static func defaultPath(of name: String, kind: TargetKind, packageDirectory: String) -> String {
        let roots: [String]
        switch kind {
        case .test: roots = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: roots = ["Plugins"]
        case .snippet: roots = ["Snippets"]
        default: roots = ["Sources", "Source", "src", "srcs"]
        }
        let existing = roots.first { root in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: "\(packageDirectory)/\(root)/\(name)", isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        return "\(existing ?? roots[0])/\(name)"
    }

    /// The `.swift` files under `directory` (relative to `packageDirectory`), relative to the package root and
    /// sorted; hidden entries, `excluding` paths and, when `only` is given, files outside those paths are left out.
    /// A target at the package root (`path: ""` or `"."`, as the `BuildTools` package many apps carry for their
    /// formatters declares) does not compile the manifest, `Package.swift` or `Package@swift-*.swift`.
    public static func swiftSources(
        in directory: String, packageDirectory: String, excluding: [String] = [], only: [String]? = nil
    ) -> [String] {
        let atRoot = directory.isEmpty || directory == "."
        let prefix = atRoot ? "" : directory + "/"
        let base = atRoot ? packageDirectory : "\(packageDirectory)/\(directory)"
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        func isUnder(_ path: String, _ prefixes: [String]) -> Bool {
            prefixes.map(PackageTarget.normalise).contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || DocumentationCatalog.isCatalog(name) || isUnder(relative, excluding) {
                walker.skipDescendants()
                continue
            }
            guard relative.hasSuffix(".swift") else { continue }
            if let only, !isUnder(relative, only) { continue }
            if atRoot && (relative == "Package.swift" || relative.hasPrefix("Package@swift-")) { continue }
            result.append(prefix + relative)
        }
        return result.sorted()
    }

    /// The part of dump-package's JSON the check needs.
    struct Manifest: Decodable {
        var targets: [Target]
        var dependencies: [Package]?
        var products: [Product]?
        var traits: [Trait]?

        /// A package trait (SwiftPM 6.1) and the traits it enables.
        struct Trait: Decodable {
            var name: String
            var enabledTraits: [String]?
        }

        struct Product: Decodable {
            var name: String
            var targets: [String]
        }

        struct Target: Decodable {
            var name: String
            var type: String
            var path: String?
            var dependencies: [Dependency]
            var exclude: [String]?
            var sources: [String]?
            var settings: [Setting]?
            /// `[{"plugin": ["OpenAPIGenerator", "swift-openapi-generator"]}]`: the build-tool plugins applied.
            var pluginUsages: [[String: [String?]]]?

            /// Its dependencies on targets of the package (`.target`, or a name that is a target's) and on products
            /// (`.product`, or a name that is no target's, which SwiftPM looks up among the package's dependencies).
            /// The dependencies by kind, without those only traits that are off enable (`enabledTraits`: the
            /// package's default traits and what they enable).
            func splitDependencies(
                targetNames: Set<String>, enabledTraits: [String] = []
            ) -> (
                targets: [String], products: [ProductDependency]
            ) {
                var targets: [String] = []
                var products: [ProductDependency] = []
                for dependency in dependencies
                where dependency.traits.map({ !Set($0).isDisjoint(with: enabledTraits) }) ?? true {
                    switch dependency.form {
                    case .target:
                        targets.append(dependency.name)
                    case .byName where targetNames.contains(dependency.name):
                        targets.append(dependency.name)
                    case .byName, .product:
                        products.append(ProductDependency(name: dependency.name, package: dependency.package))
                    }
                }
                return (targets, products)
            }
        }

        /// A build setting: `{"tool": "swift", "kind": {"define": {"_0": "X"}}, "condition": {"config": "debug",
        /// "platformNames": ["ios"]}}`; other kinds are kept only for the `-D` of `unsafeFlags`.
        struct Setting: Decodable {
            var tool: String
            var defines: [String]
            var condition: Condition?

            struct Condition: Decodable {
                var config: String?
                var platformNames: [String]?
                /// The traits that enable the setting (`.when(traits: ["Next"])`); `nil` or empty when any build has it.
                var traits: [String]?
            }

            private enum Keys: String, CodingKey {
                case tool, kind, condition
            }

            private struct Define: Decodable {
                var _0: String
            }

            private struct Flags: Decodable {
                var _0: [String]
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                tool = try container.decode(String.self, forKey: .tool)
                condition = try container.decodeIfPresent(Condition.self, forKey: .condition)
                let kind = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .kind)
                if let key = AnyKey(stringValue: "define"), let define = try? kind.decode(Define.self, forKey: key) {
                    defines = [define._0]
                } else if let key = AnyKey(stringValue: "unsafeFlags"),
                    let flags = try? kind.decode(Flags.self, forKey: key)
                {
                    defines = CompilationConditions.definedFlags(in: flags._0)
                } else {
                    defines = []
                }
            }
        }

        /// `{"sourceControl": [{"identity": ..., "location": {"remote": [{"urlString": ...}]}}]}`,
        /// `{"fileSystem": [{"identity": ..., "path": ...}]}` or `{"registry": [{"identity": ...}]}`.
        struct Package: Decodable {
            var identity: String
            var location: String
            /// `.package(path:)`: its manifest is on disk at `location`.
            var isLocal: Bool
            /// The `name:` of `.package(name:url:...)`, by which a target's by-name dependency finds its product.
            var resolutionName: String?

            private struct Fields: Decodable {
                var identity: String
                var path: String?
                var location: Location?
                var nameForTargetDependencyResolutionOnly: String?
            }

            private struct Location: Decodable {
                var remote: [Remote]?
                var local: [String]?
            }

            private struct Remote: Decodable {
                var urlString: String?
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                guard let key = container.allKeys.first else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "unknown package dependency form"))
                }
                var list = try container.nestedUnkeyedContainer(forKey: key)
                let fields = try list.decode(Fields.self)
                identity = fields.identity
                resolutionName = fields.nameForTargetDependencyResolutionOnly
                isLocal = key.stringValue == "fileSystem"
                location =
                    fields.location?.remote?.first?.urlString ?? fields.location?.local?.first ?? fields.path
                    ?? fields.identity
            }
        }

        /// `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", "package", ...]}`.
        struct Dependency: Decodable {
            enum Form: String, CodingKey {
                case byName, target, product
            }

            var form: Form
            var name: String
            var package: String?
            /// The traits that enable the dependency (`.when(traits: ["Sharing"])`), `nil` when any build has it.
            var traits: [String]?

            /// `{"platformNames": [...], "traits": [...]}`, the last field of each form.
            private struct Condition: Decodable {
                var traits: [String]?
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Form.self)
                guard let key = container.allKeys.first else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "unknown dependency form"))
                }
                form = key
                var fields = try container.nestedUnkeyedContainer(forKey: key)
                name = try fields.decode(String.self)
                if key == .product {
                    package = try fields.decodeIfPresent(String.self)
                    // The module aliases, a map or null: not needed.
                    if (try? fields.decodeNil()) != true { _ = try? fields.decode([String: String].self) }
                }
                if !fields.isAtEnd, let condition = try? fields.decodeIfPresent(Condition.self),
                    let traits = condition.traits, !traits.isEmpty
                {
                    self.traits = traits
                }
            }
        }

        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}
