public import ModuleGraph

extension ArchitectureConfiguration {
    /// The file name looked for at the package root.
    public static let fileName = "architecture.json"

    /// The keys of the top-level object, in the order the README documents them.
    static let topLevelKeys = [
        "categories", "modules", "hostOnly", "testSupport", "platformModules", "packages", "linkOnly", "onlyThrough",
        "layers", "feature", "featureLayers", "rules", "baseline",
    ]

    /// Reads a configuration file's `text`; `file` names it in errors. Keys left out keep ``conventions``.
    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> ArchitectureConfiguration {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ConfigurationError(
                file: file, line: error.line, column: error.column, message: "not valid JSON: \(error.message)")
        }
        var reader = ConfigurationReader(file: file)
        var configuration = ArchitectureConfiguration.conventions
        configuration.file = file
        try reader.read(root, into: &configuration)
        configuration.namedModules = reader.namedModules
        return configuration
    }

    /// Fails on names the file gives that the package does not have: an override of a target that does not
    /// exist, a link-only allowance for a dependency that is not declared. A stale line is an error, not ignored.
    public func validate(against graph: PackageGraph) throws(ConfigurationError) {
        let targets = Dictionary(graph.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for mention in namedModules {
            let place = (file: file ?? Self.fileName, line: mention.line, column: mention.column)
            switch mention.key {
            case "modules", "linkOnly", "layers":
                guard !graph.targets.contains(where: { Glob.matchesName(mention.name, $0.name) }) else { continue }
                throw ConfigurationError(
                    file: place.file, line: place.line, column: place.column,
                    message: "\"\(mention.key)\" names \(mention.name), which matches no target of this package; "
                        + "remove the line or correct the name")
            default:
                let parts = mention.key.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2, let target = targets[parts[1]] else { continue }  // a glob: any may keep it
                let declared = Set(target.dependencies).union(target.products.map(\.name))
                guard !declared.contains(mention.name) else { continue }
                throw ConfigurationError(
                    file: place.file, line: place.line, column: place.column,
                    message: "\"linkOnly\" allows \(parts[1]) to keep \(mention.name), which is not one of its "
                        + "dependencies; remove it from the list")
            }
        }
    }
}

/// Walks the parsed file, checking every key and value.
private struct ConfigurationReader {
    let file: String
    var namedModules: [(name: String, line: Int, column: Int, key: String)] = []

    func fail(_ value: JSONValue, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: value.line, column: value.column, message: message)
    }

    func fail(_ member: JSONValue.Member, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: member.line, column: member.column, message: message)
    }

    /// The members of an object, every key among `known`.
    func members(_ value: JSONValue, of what: String, known: [String]) throws(ConfigurationError) -> [JSONValue.Member]
    {
        guard case .object(let members) = value.kind else {
            throw fail(value, "\(what) must be an object, not \(value.description)")
        }
        for member in members where !known.contains(member.key) {
            throw fail(member, "unknown key \"\(member.key)\" in \(what); known keys: \(known.joined(separator: ", "))")
        }
        return members
    }

    func string(_ value: JSONValue, _ what: String) throws(ConfigurationError) -> String {
        guard case .string(let text) = value.kind, !text.isEmpty else {
            throw fail(value, "\(what) must be a non-empty string, not \(value.description)")
        }
        return text
    }

    func optionalString(_ value: JSONValue, _ what: String) throws(ConfigurationError) -> String? {
        if case .null = value.kind { return nil }
        return try string(value, what + " (or null)")
    }

    func strings(_ value: JSONValue, _ what: String) throws(ConfigurationError) -> [String] {
        guard case .array(let elements) = value.kind else {
            throw fail(value, "\(what) must be a list of strings, not \(value.description)")
        }
        var result: [String] = []
        for element in elements { result.append(try string(element, "each entry of \(what)")) }
        return result
    }

    func bool(_ value: JSONValue, _ what: String) throws(ConfigurationError) -> Bool {
        guard case .bool(let flag) = value.kind else {
            throw fail(value, "\(what) must be true or false, not \(value.description)")
        }
        return flag
    }

    func category(
        _ value: JSONValue, allowed: [ModuleCategory], _ what: String
    ) throws(ConfigurationError)
        -> ModuleCategory
    {
        let text = try string(value, what)
        guard let category = ModuleCategory(rawValue: text), allowed.contains(category) else {
            throw fail(
                value,
                "unknown category \"\(text)\" in \(what); use one of \(allowed.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return category
    }

    mutating func read(
        _ root: JSONValue, into configuration: inout ArchitectureConfiguration
    ) throws(ConfigurationError) {
        let firstParty: [ModuleCategory] = [.app, .feature, .foundation, .tool, .test]
        for member in try members(root, of: "the configuration", known: ArchitectureConfiguration.topLevelKeys) {
            let value = member.value
            switch member.key {
            case "categories":
                guard case .array(let rules) = value.kind else {
                    throw fail(value, "\"categories\" must be a list of rules, not \(value.description)")
                }
                configuration.categoryRules = []
                for rule in rules {
                    configuration.categoryRules.append(try categoryRule(rule, allowed: firstParty))
                }
            case "modules":
                configuration.moduleCategories = [:]
                guard case .object(let entries) = value.kind else {
                    throw fail(value, "\"modules\" must be an object of module name -> category")
                }
                for entry in entries {
                    // A module of the repository may stand in for a third party's package: `sdk` or `utility` then.
                    configuration.moduleCategories[entry.key] = try category(
                        entry.value, allowed: firstParty + [.sdk, .utility], "\"modules\".\(entry.key)")
                    namedModules.append((entry.key, entry.line, entry.column, "modules"))
                }
            case "hostOnly":
                guard case .object(let entries) = value.kind else {
                    throw fail(value, "\"hostOnly\" must be an object of module name -> what a feature uses instead")
                }
                configuration.hostOnly = []
                for entry in entries {
                    configuration.hostOnly.append(
                        (entry.key, try optionalString(entry.value, "\"hostOnly\".\(entry.key)")))
                }
            case "testSupport":
                configuration.testSupport = try strings(value, "\"testSupport\"")
            case "platformModules":
                configuration.platformModules = Set(try strings(value, "\"platformModules\""))
            case "packages":
                guard case .array(let entries) = value.kind else {
                    throw fail(value, "\"packages\" must be a list of packages, not \(value.description)")
                }
                configuration.packages = []
                for entry in entries { configuration.packages.append(try remotePackage(entry)) }
            case "linkOnly":
                guard case .object(let entries) = value.kind else {
                    throw fail(value, "\"linkOnly\" must be an object of target -> dependencies it only links")
                }
                configuration.linkOnly = [:]
                for entry in entries {
                    namedModules.append((entry.key, entry.line, entry.column, "linkOnly"))
                    guard case .array(let names) = entry.value.kind else {
                        throw fail(entry.value, "\"linkOnly\".\(entry.key) must be a list of dependency names")
                    }
                    for name in names {
                        let dependency = try string(name, "each entry of \"linkOnly\".\(entry.key)")
                        configuration.linkOnly[entry.key, default: []].insert(dependency)
                        namedModules.append((dependency, name.line, name.column, "linkOnly \(entry.key)"))
                    }
                }
            case "onlyThrough":
                guard case .object(let entries) = value.kind else {
                    throw fail(value, "\"onlyThrough\" must be an object of module -> the only modules that may use it")
                }
                configuration.onlyThrough = []
                for entry in entries {
                    let through = try strings(entry.value, "\"onlyThrough\".\(entry.key)")
                    guard !through.isEmpty else {
                        throw fail(entry.value, "\"onlyThrough\".\(entry.key) must name at least one module")
                    }
                    configuration.onlyThrough.append(OnlyThrough(module: entry.key, through: through))
                }
            case "layers":
                guard case .array(let entries) = value.kind else {
                    throw fail(value, "\"layers\" must be a list of layers, lowest first, each a list of modules")
                }
                var layers: [[String]] = []
                for entry in entries {
                    var names: [String]
                    if case .string(let one) = entry.kind {
                        names = [one]
                    } else {
                        names = try strings(entry, "each layer of \"layers\"")
                    }
                    guard !names.isEmpty else { throw fail(entry, "each layer of \"layers\" must name a module") }
                    for name in names { namedModules.append((name, entry.line, entry.column, "layers")) }
                    layers.append(names)
                }
                configuration.layers = Layers(layers)
            case "feature":
                try featureShape(value, into: &configuration.feature)
            case "featureLayers":
                for entry in try members(value, of: "\"featureLayers\"", known: ["enabled", "rules"]) {
                    if entry.key == "enabled" {
                        configuration.featureLayersEnabled = try bool(entry.value, "\"featureLayers\".enabled")
                        continue
                    }
                    guard case .array(let rules) = entry.value.kind else {
                        throw fail(entry.value, "\"featureLayers\".rules must be a list of rules")
                    }
                    configuration.featureLayers = []
                    for rule in rules { configuration.featureLayers.append(try layerRule(rule)) }
                }
            case "rules":
                for entry in try members(value, of: "\"rules\"", known: ["codeowners", "unused-dependency"]) {
                    let flag = try bool(entry.value, "\"rules\".\(entry.key)")
                    if entry.key == "codeowners" {
                        configuration.requiresCodeOwners = flag
                        configuration.asksForCodeOwners = flag
                    } else {
                        configuration.reportsUnusedDependencies = flag
                    }
                }
            default:  // "baseline"
                configuration.baseline = try optionalString(value, "\"baseline\"")
            }
        }
    }

    func categoryRule(
        _ value: JSONValue, allowed: [ModuleCategory]
    ) throws(ConfigurationError)
        -> ArchitectureConfiguration.CategoryRule
    {
        let fields = try members(value, of: "a category rule", known: ["category", "kind", "path", "name"])
        guard let categoryField = fields.first(where: { $0.key == "category" }) else {
            throw fail(value, "a category rule needs \"category\"")
        }
        var rule = ArchitectureConfiguration.CategoryRule(
            try category(categoryField.value, allowed: allowed, "a category rule"))
        for field in fields {
            switch field.key {
            case "kind":
                var names: [String]
                if case .string(let one) = field.value.kind {
                    names = [one]
                } else {
                    names = try strings(field.value, "kind")
                }
                rule.kinds = []
                for name in names {
                    guard let kind = TargetKind(rawValue: name) else {
                        throw fail(
                            field.value,
                            "unknown target kind \"\(name)\"; use one of "
                                + TargetKind.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    rule.kinds?.append(kind)
                }
            case "path": rule.path = try string(field.value, "path")
            case "name": rule.name = try string(field.value, "name")
            default: break
            }
        }
        return rule
    }

    func remotePackage(_ value: JSONValue) throws(ConfigurationError) -> ArchitectureConfiguration.RemotePackage {
        let fields = try members(value, of: "a package entry", known: ["package", "pod", "category", "products"])
        let names = fields.filter { $0.key == "package" || $0.key == "pod" }
        guard let name = names.first, names.count == 1 else {
            throw fail(
                value,
                "a package entry needs either \"package\" (its identity, e.g. \"alamofire\") or \"pod\" (a CocoaPods "
                    + "pod's name, e.g. \"Kingfisher\")")
        }
        guard let categoryField = fields.first(where: { $0.key == "category" }) else {
            throw fail(value, "a package entry needs \"category\": \"sdk\" or \"utility\"")
        }
        var entry = ArchitectureConfiguration.RemotePackage(
            package: try string(name.value, "\"\(name.key)\""),
            category: try category(
                categoryField.value, allowed: [.sdk, .utility, .foundation], "a package's \"category\""))
        if let products = fields.first(where: { $0.key == "products" }) {
            guard case .object(let mapping) = products.value.kind else {
                throw fail(products.value, "\"products\" must be an object of product name -> module names")
            }
            for product in mapping {
                entry.products[product.key] = try strings(product.value, "\"products\".\(product.key)")
            }
        }
        return entry
    }

    func featureShape(
        _ value: JSONValue, into shape: inout ArchitectureConfiguration.FeatureShape
    )
        throws(ConfigurationError)
    {
        for field in try members(
            value, of: "\"feature\"", known: ["entryFile", "publicSurface", "demo", "testTarget", "testSupport"])
        {
            switch field.key {
            case "entryFile": shape.entryFile = try optionalString(field.value, "\"feature\".entryFile")
            case "demo": shape.demo = try optionalString(field.value, "\"feature\".demo")
            case "testTarget": shape.testTarget = try optionalString(field.value, "\"feature\".testTarget")
            case "testSupport":
                if case .null = field.value.kind {
                    shape.testSupport = nil
                } else {
                    shape.testSupport = try strings(field.value, "\"feature\".testSupport (or null)")
                }
            default:
                if case .null = field.value.kind {
                    shape.publicSurface = nil
                } else {
                    shape.publicSurface = try strings(field.value, "\"feature\".publicSurface (or null)")
                }
            }
        }
    }

    func layerRule(_ value: JSONValue) throws(ConfigurationError) -> ArchitectureConfiguration.LayerRule {
        let fields = try members(value, of: "a feature-layers rule", known: ["folders", "mayNotImport", "note"])
        guard let folders = fields.first(where: { $0.key == "folders" }),
            let forbidden = fields.first(where: { $0.key == "mayNotImport" })
        else { throw fail(value, "a feature-layers rule needs \"folders\" and \"mayNotImport\"") }
        return ArchitectureConfiguration.LayerRule(
            folders: try strings(folders.value, "\"folders\""),
            forbiddenImports: try strings(forbidden.value, "\"mayNotImport\""),
            note: try fields.first(where: { $0.key == "note" }).map { field throws(ConfigurationError) in
                try string(field.value, "\"note\"")
            })
    }
}
