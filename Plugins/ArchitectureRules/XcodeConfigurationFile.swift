import Foundation

/// The build settings of an `.xcconfig` file, the way Xcode reads them for a target whose configuration is based
/// on it: `NAME = value` lines, later lines winning, `#include "other.xcconfig"` (and `#include?`, which may be
/// missing) read in place relative to the including file. Settings with a condition (`NAME[sdk=iphoneos*]`) and
/// comments are left out.
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
        return value.replacingOccurrences(of: "$(inherited)", with: inherited)
            .replacingOccurrences(of: "${inherited}", with: inherited)
            .trimmingSpaces
    }

    /// The Swift module a target with these build settings builds: `PRODUCT_MODULE_NAME`, whose default is
    /// `$(PRODUCT_NAME:c99extidentifier)`, with `PRODUCT_NAME` defaulting to `$(TARGET_NAME)`. `$(NAME)`,
    /// `${NAME}` and the `c99extidentifier` modifier are expanded; `nil` when a value needs a setting or a
    /// modifier the check does not know.
    public static func moduleName(settings: [String: String], targetName: String) -> String? {
        var defaults = settings
        defaults["TARGET_NAME"] = targetName
        if defaults["PRODUCT_NAME"]?.isEmpty ?? true { defaults["PRODUCT_NAME"] = "$(TARGET_NAME)" }
        if defaults["PRODUCT_MODULE_NAME"]?.isEmpty ?? true {
            defaults["PRODUCT_MODULE_NAME"] = "$(PRODUCT_NAME:c99extidentifier)"
        }
        return expand("$(PRODUCT_MODULE_NAME)", settings: defaults, depth: 0).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `value` with its `$(NAME)` and `${NAME}` references replaced, or `nil` for an unknown name or modifier.
    private static func expand(_ value: String, settings: [String: String], depth: Int) -> String? {
        guard depth < maximumIncludeDepth else { return nil }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{" else { return nil }
            let closing: Character = rest[open] == "(" ? ")" : "}"
            guard let close = rest[open...].firstIndex(of: closing) else { return nil }
            let reference = rest[rest.index(after: open)..<close].split(separator: ":", maxSplits: 1)
            guard let name = reference.first, let setting = settings[String(name)],
                var expanded = expand(setting, settings: settings, depth: depth + 1)
            else { return nil }
            if reference.count == 2 {
                guard reference[1] == "c99extidentifier" else { return nil }
                expanded = ModuleName.of(expanded)
            }
            result += expanded
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func read(
        _ path: String, files: XcodeProject.Files, depth: Int, into settings: inout [String: String]
    ) {
        guard depth < maximumIncludeDepth, let bytes = files.read(path) else { return }
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = withoutComment(String(rawLine)).trimmingSpaces
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                if quoted.count >= 3, !quoted[1].isEmpty {
                    read(joinPath(directory, String(quoted[1])), files: files, depth: depth + 1, into: &settings)
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = String(line[..<equals]).trimmingSpaces
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            settings[name] = inheriting(String(line[line.index(after: equals)...]).trimmingSpaces, from: settings[name])
        }
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

extension String {
    /// The string without leading and trailing spaces, tabs and semicolons (a setting may end in `;`).
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == ";" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
