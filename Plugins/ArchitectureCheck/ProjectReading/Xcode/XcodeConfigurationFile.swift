import Foundation
import ModuleGraph

/// The build settings of an `.xcconfig` file, the way Xcode reads them for a target whose configuration is based
/// on it: `NAME = value` lines, later lines winning, `#include "other.xcconfig"` (and `#include?`, which may be
/// missing) read in place relative to the including file. A setting whose conditions all match anything
/// (`NAME[arch=*][sdk=*]`, as duckduckgo's configuration files write) is the setting itself; one with a narrower
/// condition (`NAME[sdk=iphoneos*]`) and comments are left out.
public enum XcodeConfigurationFile {
    /// Nested includes deeper than this are not followed (a file that includes itself stops here).
    public static let maximumIncludeDepth = 16

    /// The settings of the file at `path` (relative to the repository root, or absolute), or an empty dictionary
    /// when it cannot be read.
    public static func settings(at path: String, files: XcodeProject.Files) -> [String: String] {
        var settings: [String: String] = [:]
        read(path, files: files, depth: 0, into: &settings)
        return settings
    }

    /// `upper`'s settings over `lower`'s, as Xcode layers a target's settings over its project's: a value of
    /// `upper` replaces `lower`'s, and its `$(inherited)` (or `${inherited}`) stands for `lower`'s value (empty when
    /// `lower` has none).
    public static func layer(_ upper: [String: String], over lower: [String: String]) -> [String: String] {
        var result = lower
        for (name, value) in upper { result[name] = inheriting(value, from: lower[name] ?? "") }
        return result
    }

    /// `value` with `$(inherited)` and `${inherited}` replaced by `inherited`; unchanged when there is nothing to
    /// inherit from yet (`nil`), for a later layer to resolve.
    private static func inheriting(_ value: String, from inherited: String?) -> String {
        guard let inherited, value.contains("inherited") else { return value }
        return String(
            value.replacingOccurrences(of: "$(inherited)", with: inherited)
                .replacingOccurrences(of: "${inherited}", with: inherited)
                .trimmed(where: isSettingBlank))
    }

    /// The Swift module a target with these build settings builds: `PRODUCT_MODULE_NAME`, whose default is
    /// `$(PRODUCT_NAME:c99extidentifier)`, with `PRODUCT_NAME` defaulting to `$(TARGET_NAME)`. `$(NAME)`,
    /// `${NAME}`, nested references and Xcode's operators (`:default=`, `:lower`, `:upper`, `:c99extidentifier`)
    /// are expanded; `nil` when a value needs a setting or an operator the check does not know.
    public static func moduleName(settings: [String: String], targetName: String) -> String? {
        var defaults = settings
        defaults["TARGET_NAME"] = targetName
        if defaults["PRODUCT_NAME"]?.isEmpty ?? true { defaults["PRODUCT_NAME"] = "$(TARGET_NAME)" }
        if defaults["PRODUCT_MODULE_NAME"]?.isEmpty ?? true {
            defaults["PRODUCT_MODULE_NAME"] = "$(PRODUCT_NAME:c99extidentifier)"
        }
        return expand("$(PRODUCT_MODULE_NAME)", settings: defaults, depth: 0).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `value` with its `$(NAME)` and `${NAME}` references replaced, or `nil` for an unknown name or operator.
    /// References nest (`$(NAME_$(CONFIGURATION))`), and take Xcode's operators, applied left to right:
    /// `:default=<value>` (when the setting is empty or unset), `:lower`, `:upper`, `:c99extidentifier` and
    /// `:identifier` (`:rfc1034identifier` makes no module name, and is left unknown).
    static func expand(_ value: String, settings: [String: String], depth: Int) -> String? {
        guard depth < maximumIncludeDepth else { return nil }
        let characters = Array(value)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "$", index + 1 < characters.count,
                characters[index + 1] == "(" || characters[index + 1] == "{"
            else {
                guard character != "$" else { return nil }
                result.append(character)
                index += 1
                continue
            }
            guard let close = closing(characters, from: index + 1) else { return nil }
            let inner = Array(characters[(index + 2)..<close])
            guard let expanded = reference(inner, settings: settings, depth: depth) else { return nil }
            result += expanded
            index = close + 1
        }
        return result
    }

    /// The index of the bracket that closes the one at `open`, nested references counted.
    private static func closing(_ characters: [Character], from open: Int) -> Int? {
        let opening = characters[open]
        let closer: Character = opening == "(" ? ")" : "}"
        var level = 0
        for index in open..<characters.count {
            if characters[index] == opening { level += 1 }
            if characters[index] == closer {
                level -= 1
                if level == 0 { return index }
            }
        }
        return nil
    }

    /// The value of the reference whose text between the brackets is `inner`: `NAME`, then its operators.
    private static func reference(_ inner: [Character], settings: [String: String], depth: Int) -> String? {
        // Split at the colons outside nested references.
        var parts: [String] = [""]
        var level = 0
        for character in inner {
            if character == "(" || character == "{" { level += 1 }
            if character == ")" || character == "}" { level -= 1 }
            if character == ":" && level == 0 && !(parts.count > 1 && parts[parts.count - 1].hasPrefix("default=")) {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        guard let name = expand(parts[0], settings: settings, depth: depth + 1) else { return nil }
        var value: String? = settings[name].flatMap { expand($0, settings: settings, depth: depth + 1) }
        for operation in parts.dropFirst() {
            if operation.hasPrefix("default=") {
                if value?.isEmpty ?? true {
                    value = expand(String(operation.dropFirst("default=".count)), settings: settings, depth: depth + 1)
                }
                continue
            }
            guard let current = value else { return nil }
            switch operation {
            case "lower": value = current.lowercased()
            case "upper": value = current.uppercased()
            case "c99extidentifier", "identifier": value = ModuleName.of(current)
            default: return nil
            }
        }
        return value
    }

    private static func read(
        _ path: String, files: XcodeProject.Files, depth: Int, into settings: inout [String: String]
    ) {
        guard depth < maximumIncludeDepth, let bytes = files.read(path) else { return }
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = withoutComment(String(rawLine)).trimmed(where: isSettingBlank)
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                if quoted.count >= 3, !quoted[1].isEmpty {
                    read(joinPath(directory, String(quoted[1])), files: files, depth: depth + 1, into: &settings)
                }
                continue
            }
            // The `=` after the name and its conditions, not one inside `[sdk=*]`.
            var depth = 0
            let assignment = line.firstIndex { character in
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                return character == "=" && depth == 0
            }
            guard let equals = assignment,
                let name = unconditionalName(String(line[..<equals].trimmed(where: isSettingBlank)))
            else { continue }
            let value = String(line[line.index(after: equals)...].trimmed(where: isSettingBlank))
            settings[name] = inheriting(value, from: settings[name])
        }
    }

    /// The setting a key names when it applies everywhere: `NAME`, or `NAME[arch=*][sdk=*]` whose every condition
    /// matches anything; `nil` for a narrower condition (`NAME[sdk=iphoneos*]`) or a key that is no setting's name.
    public static func unconditionalName(_ key: String) -> String? {
        let parts = key.split(separator: "[", maxSplits: 1)
        guard let name = parts.first, !name.isEmpty,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        guard parts.count == 2 else { return String(name) }
        let conditions = parts[1].split(separator: "[").map { $0.hasSuffix("]") ? $0.dropLast() : $0 }
        let everywhere = conditions.allSatisfy { condition in
            let pair = condition.split(separator: "=", maxSplits: 1)
            return pair.count == 2 && pair[1].trimmed(where: isSettingBlank) == "*"
        }
        return everywhere ? String(name) : nil
    }

    /// A build settings dictionary as it applies everywhere: a key with conditions that match anything stands for
    /// its setting, over the plain key (it is the more specific of the two); narrower conditions are left out.
    public static func unconditional(_ settings: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in settings where !key.contains("[") { result[key] = value }
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) where key.contains("[") {
            if let name = unconditionalName(key) { result[name] = value }
        }
        return result
    }

    /// The line up to a `//` comment outside double quotes.
    private static func withoutComment(_ line: String) -> String {
        var quoted = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quoted.toggle() }
            if character == "/", previous == "/", !quoted {
                return String(line[..<line.index(before: index)])
            }
            previous = character
        }
        return line
    }
}

/// What is trimmed from a setting's name and value: spaces, tabs and semicolons (a setting may end in `;`).
private func isSettingBlank(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == ";"
}
