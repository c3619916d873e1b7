/// A file the scaffolder writes: its path relative to the package root and its whole text.
public struct GeneratedFile: Hashable, Sendable {
    /// For example `Sources/WishlistFeature/WishlistEntry.swift`.
    public var path: String
    /// The file's text, ending in a newline.
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// The files of a new feature: its module (Entry, State, Domain, Data, Terminal), its demo and its tests.
///
/// The skeleton is a small working feature, not an empty shell: it loads its own `GET /v1/<name>/items` (whose
/// sample answer `<Name>Entry.sampleEndpoint` an in-process host serves until a server does) into
/// `Loadable<[<Name>Item], NetworkError>` with loading, loaded, empty and failed-with-retry states, has `retry`
/// and `open <row>` commands, emits `<Name>Output.itemSelected(itemID:)`, and its TODO comments say what to
/// replace.
public enum FeatureTemplate {
    /// The generated files, in the order they are written.
    public static func files(for feature: FeatureName) -> [GeneratedFile] {
        let templates: [(path: String, text: String)] = [
            ("Sources/{{Name}}Feature/{{Name}}Entry.swift", FeatureSourceTemplates.entry),
            ("Sources/{{Name}}Feature/State/{{Name}}State.swift", FeatureSourceTemplates.state),
            ("Sources/{{Name}}Feature/State/{{Name}}Model.swift", FeatureSourceTemplates.model),
            ("Sources/{{Name}}Feature/State/{{Name}}Refusal.swift", FeatureSourceTemplates.refusal),
            ("Sources/{{Name}}Feature/Terminal/{{Name}}View.swift", FeatureSourceTemplates.view),
            ("Sources/{{Name}}Feature/Terminal/{{Name}}Screen.swift", FeatureSourceTemplates.screen),
            ("Sources/{{Name}}Feature/Terminal/{{Name}}Words.swift", FeatureSourceTemplates.words),
            ("Sources/{{Name}}Feature/Domain/{{Name}}Item.swift", FeatureSourceTemplates.item),
            ("Sources/{{Name}}Feature/Data/{{Name}}API.swift", FeatureSourceTemplates.api),
            ("Demos/{{Name}}Demo/main.swift", FeatureCheckTemplates.demo),
            ("Tests/{{Name}}FeatureTests/{{Name}}Fixtures.swift", FeatureCheckTemplates.fixtures),
            ("Tests/{{Name}}FeatureTests/{{Name}}ModelTests.swift", FeatureCheckTemplates.modelTests),
            ("Tests/{{Name}}FeatureTests/{{Name}}ScreenTests.swift", FeatureCheckTemplates.screenTests),
            ("Tests/{{Name}}FeatureTests/{{Name}}DemoTests.swift", FeatureCheckTemplates.demoTests),
        ]
        return templates.map { template in
            GeneratedFile(
                path: fill(template.path, feature),
                contents: sortingImports(fill(template.text, feature)) + "\n")
        }
    }

    /// `text` with every placeholder replaced by `feature`'s names.
    static func fill(_ text: String, _ feature: FeatureName) -> String {
        let values = [
            "{{Name}}": feature.base, "{{Title}}": feature.title, "{{snake}}": feature.snakeCase,
            "{{prompt}}": feature.title.lowercased(), "{{kebab}}": feature.kebabCase,
        ]
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{{") {
            result += rest[..<open.lowerBound]
            let placeholder = values.keys.first { rest[open.lowerBound...].hasPrefix($0) }
            guard let placeholder, let value = values[placeholder] else {
                result += "{{"
                rest = rest[open.upperBound...]
                continue
            }
            result += value
            rest = rest[rest.index(open.lowerBound, offsetBy: placeholder.count)...]
        }
        return result + rest
    }

    /// `text` with each run of consecutive `import` lines sorted by module name, as swift-format's OrderedImports
    /// rule wants: the feature's own module sorts among the others by its name.
    static func sortingImports(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var start = 0
        while start < lines.count {
            guard importedModule(lines[start]) != nil else {
                start += 1
                continue
            }
            var end = start
            while end < lines.count, importedModule(lines[end]) != nil { end += 1 }
            lines[start..<end].sort { importedModule($0)! < importedModule($1)! }
            start = end
        }
        return lines.joined(separator: "\n")
    }

    /// `Networking` for `import Networking`, `public import Networking` or `@testable import Networking`.
    private static func importedModule(_ line: String) -> String? {
        let words = line.split(separator: " ")
        guard words.count >= 2, words[words.count - 2] == "import" else { return nil }
        let modifiers = words.dropLast(2)
        guard modifiers.allSatisfy({ ["public", "package", "internal", "@testable"].contains($0) }) else { return nil }
        return String(words[words.count - 1])
    }
}
