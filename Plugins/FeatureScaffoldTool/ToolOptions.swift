import FeatureScaffolding

/// The parsed command line.
struct ToolOptions {
    enum Mode: Equatable {
        case add(name: String, team: String?)
        case remove(name: String)
        case list
    }

    var mode: Mode
    var packageDirectory = "."
    var dryRun = false
    /// Target names SwiftPM knows (the plugin passes them), besides those the manifest spells out.
    var knownTargets: Set<String> = []

    static let usage = """
        usage: FeatureScaffoldTool add <Name> [--team @org/team] [--dry-run] [--package-dir <dir>]
               FeatureScaffoldTool remove <Name> [--dry-run] [--package-dir <dir>]
               FeatureScaffoldTool list [--package-dir <dir>]
           or: swift package --allow-writing-to-package-directory add-feature <Name> [--team @org/team]
               swift package --allow-writing-to-package-directory add-feature remove <Name>

          add <Name>         create Sources/<Name>Feature, Demos/<Name>Demo and Tests/<Name>FeatureTests, and
                             add the line `.feature("<Name>", uses: [...], testsUse: [...], inApp: false),` to Package.swift
                             (after the last feature line) and the feature's lines to CODEOWNERS
          remove <Name>      delete the feature's line from Package.swift, its directories and its CODEOWNERS
                             lines; the composition root is left to edit
          list               print the features Package.swift declares, one a line
          --team <owner>     the CODEOWNERS owner (default @<org>/<name>-team, <org> from CODEOWNERS)
          --dry-run          print what would change without writing anything
          --package-dir <d>  the package root (default: the current directory)
          --targets <a,b>    target names in use besides those in the manifest (the plugin passes SwiftPM's)

        <Name> is UpperCamelCase (Wishlist, GiftCards), 2-\(FeatureName.maximumLength) characters, not ending in \
        Feature, Demo or Tests,
        and no target of that name (or <Name>Feature, <Name>Demo, <Name>FeatureTests) may exist.
        Exit status: 0 done, 1 the file system failed (changes rolled back), 2 bad input (nothing written).
        """

    /// The options, or `nil` when `--help` was asked for.
    static func parse(_ arguments: [String]) throws(ScaffoldError) -> ToolOptions? {
        var positional: [String] = []
        var team: String?
        var options = ToolOptions(mode: .list)
        var index = 0
        func value(for flag: String) throws(ScaffoldError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw .usage("\(flag) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return nil
            case "--team": team = try value(for: argument)
            case "--package-dir": options.packageDirectory = try value(for: argument)
            case "--dry-run": options.dryRun = true
            case "--targets":
                options.knownTargets.formUnion(try value(for: argument).split(separator: ",").map(String.init))
            default:
                guard !argument.hasPrefix("-") else { throw .usage("unknown option '\(argument)'") }
                positional.append(argument)
            }
            index += 1
        }
        switch (positional.first, positional.count) {
        case ("add", 2): options.mode = .add(name: positional[1], team: team)
        case ("remove", 2): options.mode = .remove(name: positional[1])
        case ("list", 1): options.mode = .list
        case ("add", 1), ("remove", 1):
            throw .usage("\(positional[0]) needs a feature name, for example: \(positional[0]) Wishlist")
        case (nil, _):
            throw .usage("say what to do: add <Name>, remove <Name> or list")
        default:
            throw .usage("unexpected arguments: \(positional.joined(separator: " "))")
        }
        if team != nil, case .add = options.mode {
        } else if team != nil {
            throw .usage("--team applies only to add")
        }
        return options
    }
}
