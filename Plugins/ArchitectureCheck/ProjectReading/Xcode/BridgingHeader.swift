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
        for include in includes(in: text) where !modules.contains(include.module) {
            modules.append(include.module)
        }
        return modules
    }

    /// Every `@import`, `#import` and `#include` line of an Objective-C or C file (a bridging header, a `.m`), in
    /// order, with the module each names as ``importedModules(in:)`` says. Comments are skipped.
    public static func includes(in text: String) -> [ObjectiveCInclude] {
        var found: [ObjectiveCInclude] = []
        let lines = withoutComments(text).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            guard var include = include(in: line.drop { $0 == " " || $0 == "\t" }), !include.module.isEmpty else {
                continue
            }
            include.line = index + 1
            found.append(include)
        }
        return found
    }

    /// What one directive includes, or `nil` when the line is not an import.
    private static func include(in line: Substring) -> ObjectiveCInclude? {
        if line.hasPrefix("@import") {
            let rest = line.dropFirst("@import".count)
            guard rest.first == " " || rest.first == "\t" else { return nil }
            let module = rest.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return ObjectiveCInclude(module: String(module), header: nil, isQuoted: false, line: 0)
        }
        guard line.hasPrefix("#") else { return nil }
        let directive = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        let keyword = directive.prefix { $0.isLetter }
        guard keyword == "import" || keyword == "include" else { return nil }
        let operand = directive.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        guard let open = operand.first, open == "<" || open == "\"" else { return nil }
        let close: Character = open == "<" ? ">" : "\""
        let header = operand.dropFirst().prefix { $0 != close }
        guard let module = importedModule(header: header, isQuoted: open == "\"") else { return nil }
        return ObjectiveCInclude(module: module, header: String(header), isQuoted: open == "\"", line: 0)
    }

    /// The module a header names: the framework of `<FMDB/FMDB.h>`, else the base name of `FMDB.h`.
    private static func importedModule(header: Substring, isQuoted: Bool) -> String? {
        let components = header.split(separator: "/")
        guard let first = components.first, let last = components.last else { return nil }
        if !isQuoted && components.count > 1 { return String(first) }
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

/// One `@import`, `#import` or `#include` line of an Objective-C or C file.
public struct ObjectiveCInclude: Hashable, Sendable {
    /// The module it names: `FMDB` for `@import FMDB;` and `#import <FMDB/FMDB.h>`, the header's base name for
    /// `#import "FMDB.h"` (a product's umbrella header is named after it).
    public var module: String
    /// The header as written between the quotes or angle brackets (`FMDB/FMDB.h`, `sodium.h`); `nil` for `@import`.
    public var header: String?
    /// Whether the header is written in quotes.
    public var isQuoted: Bool
    /// The 1-based line.
    public var line: Int

    /// Creates the record of one include.
    public init(module: String, header: String?, isQuoted: Bool, line: Int) {
        self.module = module
        self.header = header
        self.isQuoted = isQuoted
        self.line = line
    }
}
