/// What an Objective-C bridging header (`SWIFT_OBJC_BRIDGING_HEADER`) brings into a target's Swift code: the modules
/// its `@import`, `#import` and `#include` lines name. Only the header itself is read, not the headers it includes.
public enum BridgingHeader {
    /// Headers larger than this are not read (bridging headers are a few lines; the largest public ones a few KB).
    public static let maximumFileSize = 1 << 20

    /// The modules `text` imports, in order, each once: `@import FMDB;` and `@import FMDB.Core;` name `FMDB`,
    /// `#import <FMDB/FMDB.h>` (or `#include`) names the framework `FMDB`, and `#import "FMDB.h"` or
    /// `#import <FMDB.h>` names the header's base name, `FMDB`, as a product's umbrella header is named after it.
    /// Comments are skipped.
    public static func importedModules(in text: String) -> [String] {
        var modules: [String] = []
        for line in withoutComments(text).split(whereSeparator: \.isNewline) {
            guard let module = importedModule(in: line.drop { $0 == " " || $0 == "\t" }), !module.isEmpty,
                !modules.contains(module)
            else { continue }
            modules.append(module)
        }
        return modules
    }

    /// The module one directive names, or `nil` when the line is not an import.
    private static func importedModule(in line: Substring) -> String? {
        if line.hasPrefix("@import") {
            let rest = line.dropFirst("@import".count)
            guard rest.first == " " || rest.first == "\t" else { return nil }
            return String(rest.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        guard line.hasPrefix("#") else { return nil }
        let directive = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        let keyword = directive.prefix { $0.isLetter }
        guard keyword == "import" || keyword == "include" else { return nil }
        let operand = directive.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        guard let open = operand.first, open == "<" || open == "\"" else { return nil }
        let close: Character = open == "<" ? ">" : "\""
        let header = operand.dropFirst().prefix { $0 != close }
        let components = header.split(separator: "/")
        guard let first = components.first, let last = components.last else { return nil }
        if open == "<" && components.count > 1 { return String(first) }
        guard last.hasSuffix(".h") else { return nil }
        return String(last.dropLast(2))
    }

    /// `text` with `//` and `/* */` comments replaced by nothing, line breaks kept.
    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var characters = Substring(text)
        while let first = characters.first {
            if characters.hasPrefix("//") {
                characters = characters.drop { !$0.isNewline }
            } else if characters.hasPrefix("/*") {
                let body = characters.dropFirst(2)
                let end = body.firstRange(of: "*/")
                result += body[..<(end?.lowerBound ?? body.endIndex)].filter(\.isNewline)
                characters = end.map { body[$0.upperBound...] } ?? ""
            } else {
                result.append(first)
                characters = characters.dropFirst()
            }
        }
        return result
    }
}
