import FeatureScaffolding

/// What the template folder names that a new app names its own way, and the renaming from one to the other.
///
/// The folder is the package of an app named `TemplateApp` (its command `template-app`, its environment variables
/// `TEMPLATE_APP_…`, its title `Template App`), owned by `@template-owner`, which takes the architecture check and
/// add-feature from this checkout by path. A new app gets the folder's own files with each of these replaced by
/// its name, its owner and its versioned dependency; nothing else in them changes.
struct TemplatePlaceholders {
    /// The app name the template folder is written for.
    static let app = AppName(placeholder: "TemplateApp")
    /// The organisation the template folder's CODEOWNERS names.
    static let organisation = "template-owner"
    /// How the template folder depends on this checkout, for its plugins: in its manifest's `dependencies` and
    /// quoted in its README.
    static let toolsDeclaration = #".package(path: "../..")"#

    /// The new app's name.
    let app: AppName
    /// The new app's owner.
    let owner: AppOwner
    /// Where the new app takes the check and add-feature from.
    let tools: ToolsDependency

    /// `path` with the app's name in place of the placeholder's: `Sources/TemplateApp/main.swift` becomes
    /// `Sources/FieldNotes/main.swift`.
    func path(_ path: String) -> String {
        path.replacingOccurrences(of: Self.app.module, with: app.module)
    }

    /// The template folder's file `file` as the new app has it.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when the manifest or the README does not quote the
    ///   placeholder dependency exactly once, so the versioned one would be missing.
    func file(_ file: AppFile) throws(AppGenerationError) -> AppFile {
        var text = file.contents
        switch file.path {
        case "Package.swift":
            text = try Self.replacingOnce("        " + Self.toolsDeclaration, with: dependencyLine, in: text, file.path)
        case "README.md":
            text = try Self.replacingOnce(Self.toolsDeclaration, with: tools.declaration, in: text, file.path)
        default:
            break
        }
        text = names(in: text)
        if file.path == "CODEOWNERS" { text = Self.aligningOwners(in: text) }
        return AppFile(path: path(file.path), contents: text, isExecutable: file.isExecutable)
    }

    /// `text` with every placeholder name replaced, the longest forms first.
    func names(in text: String) -> String {
        let placeholder = Self.app
        return
            text
            .replacingOccurrences(of: placeholder.module, with: app.module)
            .replacingOccurrences(of: placeholder.title, with: app.title)
            .replacingOccurrences(of: placeholder.command, with: app.command)
            .replacingOccurrences(of: placeholder.environmentPrefix, with: app.environmentPrefix)
            .replacingOccurrences(of: "@" + Self.organisation + "/", with: "@" + owner.organisation + "/")
    }

    /// The dependency's declaration as swift-format lays it out in the manifest's `dependencies` list: on one line
    /// when it fits in 120 columns, else its arguments on the next line, or one a line.
    var dependencyLine: String {
        let line = "        " + tools.declaration
        guard line.count > 120 else { return line }
        let arguments = tools.declaration.dropFirst(".package(".count)
        let together = "            " + arguments
        if together.count <= 120 { return "        .package(\n" + together }
        guard let split = arguments.range(of: "\", ") else { return line }
        return "        .package(\n            " + arguments[..<split.lowerBound] + "\",\n            "
            + arguments[split.upperBound...]
    }

    /// `text` with `placeholder` replaced by `replacement`, which must occur exactly once.
    private static func replacingOnce(
        _ placeholder: String, with replacement: String, in text: String, _ path: String
    ) throws(AppGenerationError) -> String {
        let pieces = text.components(separatedBy: placeholder)
        guard pieces.count == 2 else {
            throw .template(
                "\(TemplateSource.folder)/\(path) must quote `\(placeholder.trimmingCharacters(in: .whitespaces))` "
                    + "exactly once (found \(pieces.count - 1)): new-app writes the versioned dependency there")
        }
        return pieces.joined(separator: replacement)
    }

    /// CODEOWNERS with each owner line's owners back at the column add-feature writes them at, after a rename
    /// changed the length of its pattern.
    static func aligningOwners(in text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard !line.hasPrefix("#"), let pattern = line.split(separator: " ").first, pattern != line[...] else {
                return String(line)
            }
            let owners = line.dropFirst(pattern.count).drop { $0 == " " }
            return FeatureCodeOwners.line(pattern: String(pattern), owners: String(owners))
        }.joined(separator: "\n")
    }
}
