import Foundation
import Testing

@testable import ArchitectureRules
@testable import ProjectReading
@testable import SwiftSourceScanning

/// The hand-written lexer and the import scanner on top of it.
struct ImportScannerTests {
    /// A bridging header's imports name modules: `@import` its first component, `#import <X/...>` and
    /// `#include <X/...>` the framework, `#import "X.h"` the header's base name; commented lines and other
    /// directives name none, and each module is listed once.
    @Test func aBridgingHeadersImportsNameModules() {
        let header = """
            #ifndef Bridge_h
            #define Bridge_h
            @import YubiKit;
            @import Persistence.Database;
              #import <Zxcvbn/DBZxcvbn.h>
            # include <CommonCrypto/CommonCrypto.h>
            #import "FMDB.h"
            #import "Vendor/sqlite3.h" // the amalgamation
            #import <Palette.h>
            #import "FMDB.h"
            // #import "Ghost.h"
            /* @import Phantom;
            #import <Spectre/Spectre.h> */
            @importNothing;
            #pragma mark - #import "Pragma.h"
            #endif
            """
        #expect(
            BridgingHeader.importedModules(in: header) == [
                "YubiKit", "Persistence", "Zxcvbn", "CommonCrypto", "FMDB", "sqlite3", "Palette",
            ])
    }

    /// A graph written before targets carried a bridging header still reads; one written now keeps it.
    @Test func theBridgingHeaderIsOptionalInTheGraphFile() throws {
        let old = #"{"targets": [{"name": "App", "kind": "executable", "path": "App"}]}"#
        #expect(try JSONDecoder().decode(PackageGraph.self, from: Data(old.utf8)).targets[0].bridgingHeader == nil)
        let graph = PackageGraph(targets: [
            PackageTarget(name: "App", kind: .executable, path: "App", bridgingHeader: "App/App-Bridging-Header.h")
        ])
        let decoded = try JSONDecoder().decode(PackageGraph.self, from: JSONEncoder().encode(graph))
        #expect(decoded.targets[0].bridgingHeader == "App/App-Bridging-Header.h")
    }

    private func modules(_ source: String) -> [String] {
        ImportScanner.imports(in: source).map(\.module)
    }

    @Test func skipsLineAndNestedBlockComments() {
        let source = """
            // import Fake1
            /* import Fake2 /* nested import Fake3 */ still a comment: import Fake4 */
            /// import Fake5
            import Real // import Fake6
            """
        let imports = ImportScanner.imports(in: source)
        #expect(imports == [ImportDeclaration(module: "Real", line: 4, column: 8)])
    }

    @Test func skipsStringLiteralsOfEveryForm() {
        let source = ##"""
            let a = "import Fake1 \" import Fake2"
            let b = """
                import Fake3
                "quoted" \(value) import Fake4 \"""
                """
            let c = #"import "Fake5" \(x) \"#
            let d = #"""
                import Fake6 """ still inside
                """#
            let e = "\("import Fake7" + "\(")")")"
            let f = ##"a "# import Fake8 "##
            let g = #/import "Fake9/#; import AfterRegex
            import Real
            """##
        let imports = ImportScanner.imports(in: source)
        #expect(imports.map(\.module) == ["AfterRegex", "Real"])
        #expect(imports.map(\.line) == [12, 13])
    }

    @Test func anUnterminatedStringEndsAtTheLineEnd() {
        #expect(modules("let s = \"abc\nimport Real\n") == ["Real"])
    }

    @Test func readsEveryConditionalBranch() {
        let source = """
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #elseif os(Linux) && !DEBUG || compiler(>=6.0)
            import Glibc
            #else
            import Darwin
            #endif
            #if DEBUG
            @testable import Debugging
            #endif
            """
        #expect(modules(source) == ["FoundationNetworking", "Glibc", "Darwin", "Debugging"])
        #expect(ImportScanner.imports(in: source).last?.attributes == ["testable"])
    }

    @Test func readsAnImportOnTheSameLineAsItsCondition() {
        #expect(
            modules("#if canImport(FoundationNetworking) import FoundationNetworking #endif") == [
                "FoundationNetworking"
            ])
    }

    @Test func stripsAttributesAndAccessModifiers() {
        let source = """
            @testable import A
            @_exported public import B
            @preconcurrency internal import C
            @_implementationOnly import D
            package import E
            @_spi(Internal) private import F
            fileprivate import G
            """
        let imports = ImportScanner.imports(in: source)
        #expect(imports.map(\.module) == ["A", "B", "C", "D", "E", "F", "G"])
        #expect(
            imports.map(\.attributes) == [
                ["testable"], ["_exported"], ["preconcurrency"], ["_implementationOnly"], [], ["_spi"], [],
            ])
        #expect(imports.map(\.accessLevel) == [nil, "public", "internal", nil, "package", "private", "fileprivate"])
    }

    @Test func readsScopedImports() {
        let source = """
            import struct Foundation.URL
            import func Darwin.sqrt
            import class M1.C
            import enum M2.E
            import protocol M3.P
            import typealias M4.T
            import var M5.v
            import let M6.l
            import Clang.Submodule.Deeper
            """
        let imports = ImportScanner.imports(in: source)
        #expect(imports.map(\.module) == ["Foundation", "Darwin", "M1", "M2", "M3", "M4", "M5", "M6", "Clang"])
        #expect(imports.map(\.kind) == ["struct", "func", "class", "enum", "protocol", "typealias", "var", "let", nil])
        #expect(imports[0].path == ["Foundation", "URL"])
        #expect(imports[8].path == ["Clang", "Submodule", "Deeper"])
        #expect(imports[0].column == 15)
    }

    @Test func readsSeveralImportsOnOneLine() {
        let imports = ImportScanner.imports(in: "import A; import B;import C")
        #expect(imports.map(\.module) == ["A", "B", "C"])
        #expect(imports.map(\.column) == [8, 18, 27])
        #expect(imports.allSatisfy { $0.line == 1 })
    }

    @Test func ignoresTheWordImportWhereItIsNotADeclaration() {
        let source = """
            func load(import file: String) {}
            load(import: "x")
            f(a: 1, import: 2)
            let y = settings.import
            let `import` = 3
            """
        #expect(modules(source).isEmpty)
    }

    @Test func countsColumnsInUTF8BytesAndLinesAcrossCRLF() {
        let imports = ImportScanner.imports(in: "let é = 1\r\n/* é */ import X\r\nimport Y")
        #expect(imports.map { [$0.line, $0.column] } == [[2, 17], [3, 8]])
    }

    @Test func escapedModuleNamesAreNames() {
        #expect(modules("import `Weird`") == ["Weird"])
    }

    @Test func lexesMultiLineStringsLineNumbersForLaterTokens() {
        let source = "let s = \"\"\"\n  a\n  b\n  \"\"\"\nimport After\n"
        #expect(ImportScanner.imports(in: source).first?.line == 5)
    }
}

/// The comments that speak to the check, and how a suppression reads.
struct CheckCommentTests {
    @Test func onlyLineCommentsOfTheirOwnSpeakToTheCheck() {
        let source = """
            // architecture-check: ignore undeclared-import Payments — accepted until 2.0
            /// architecture-check: ignore undeclared-import Payments — documentation, not a suppression
            let text = "// architecture-check: ignore undeclared-import Payments — a string"
            /* architecture-check: ignore undeclared-import Payments — a block comment */
            import Payments  //   architecture-check: ignore undeclared-import Payments -- trailing, with two dashes\t
            """
        let comments = SwiftLexer.lex(Array(source.utf8)).checkComments
        #expect(comments.map(\.line) == [1, 5])
        #expect(comments.map(\.column) == [1, 18])
        #expect(
            comments.last?.text == "architecture-check: ignore undeclared-import Payments -- trailing, with two dashes")
    }

    @Test func aSuppressionNamesAKnownRuleAModuleAndAReason() {
        #expect(
            Suppression.parse("architecture-check: ignore feature-isolation CartFeature — the cart moves in Q3")
                == .suppression(rule: .featureIsolation, module: "CartFeature", reason: "the cart moves in Q3"))
        #expect(
            Suppression.parse("architecture-check: ignore undeclared-import Payments - short dash")
                == .suppression(rule: .undeclaredImport, module: "Payments", reason: "short dash"))
        #expect(
            Suppression.parse("architecture-check: ignore undeclared-import Payments")
                == .malformed(
                    "a suppression needs a reason after the module: ignore undeclared-import Payments — <why it is "
                        + "accepted>"))
        #expect(
            Suppression.parse("architecture-check: ignore undeclared-import Payments because")
                == .malformed(
                    "a suppression needs a reason after the module: ignore undeclared-import Payments — <why it is "
                        + "accepted>"))
        guard case .malformed(let unknown) = Suppression.parse("architecture-check: ignore no-such-rule X — why") else {
            Issue.record("an unknown rule was read as a suppression")
            return
        }
        #expect(unknown.hasPrefix("unknown rule \"no-such-rule\"; one of uncategorised, unknown-module,"))
        guard case .malformed(let verb) = Suppression.parse("architecture-check: disable acyclic X — why") else {
            Issue.record("another verb was read as a suppression")
            return
        }
        #expect(verb.hasPrefix("the check understands only \"ignore\" here"))
    }
}

/// The `#if` conditions around imports, and how a target's builds decide them.
struct IfConditionTests {
    @Test func eachImportCarriesTheConditionsAroundIt() {
        let source = """
            import Always
            #if DEBUG && !os(watchOS)
            import DebugOnly
            #elseif canImport(UIKit) ||
                targetEnvironment(macCatalyst)
            import Phone
            #else
            import Other
            #endif
            #if compiler(>=6.0)
            import New
            #endif
            """
        let imports = ImportScanner.imports(in: source)
        #expect(imports.map(\.module) == ["Always", "DebugOnly", "Phone", "Other", "New"])
        #expect(
            imports.map { $0.condition?.description ?? "-" } == [
                "-", "DEBUG && !os(watchOS)",
                "!(DEBUG && !os(watchOS)) && (canImport(UIKit) || targetEnvironment(macCatalyst))",
                "!(DEBUG && !os(watchOS)) && !(canImport(UIKit) || targetEnvironment(macCatalyst))",
                "compiler(>=…)",
            ])
    }

    @Test func aTargetsBuildsDecide() {
        let phone = CompilationConditions(variants: [
            .init(flags: ["DEBUG", "STAGING"], platform: "iOS", configuration: "Debug"),
            .init(flags: [], platform: "iOS", configuration: "Release"),
        ])
        let watch = CompilationConditions(variants: [.init(flags: ["DEBUG"], platform: "watchOS")])
        func condition(_ text: String) -> IfCondition {
            ImportScanner.imports(in: "#if \(text)\nimport X\n#endif\n")[0].condition!
        }
        #expect(phone.verdict(on: condition("STAGING"), modules: []) == .compiled)
        #expect(phone.only(configuration: "release").verdict(on: condition("STAGING"), modules: []) == .neverCompiled)
        #expect(watch.verdict(on: condition("!os(watchOS)"), modules: []) == .neverCompiled)
        #expect(phone.verdict(on: condition("!os(watchOS)"), modules: []) == .compiled)
        #expect(watch.verdict(on: condition("canImport(UIKit)"), modules: []) == .neverCompiled)
        #expect(watch.verdict(on: condition("canImport(Sentry)"), modules: []) == .undecided)
        #expect(watch.verdict(on: condition("canImport(Sentry)"), modules: ["Sentry"]) == .compiled)
        #expect(watch.verdict(on: condition("canImport(Sentry) && os(iOS)"), modules: []) == .neverCompiled)
        #expect(watch.verdict(on: condition("targetEnvironment(simulator)"), modules: []) == .compiled)
        #expect(watch.verdict(on: condition("DEBUG &&& nonsense"), modules: []) == .undecided)
    }

    @Test func swiftPMDefinesPerConfigurationAndPlatform() throws {
        let settings = #"""
            [{"tool": "swift", "kind": {"define": {"_0": "ALWAYS"}}},
             {"tool": "swift", "kind": {"define": {"_0": "DEBUG_ONLY"}}, "condition": {"config": "debug"}},
             {"tool": "swift", "kind": {"define": {"_0": "ON_IOS"}}, "condition": {"platformNames": ["ios"]}},
             {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-DUNSAFE", "-D", "SPLIT", "-O"]}}},
             {"tool": "c", "kind": {"define": {"_0": "C_ONLY"}}}]
            """#
        let decoded = try JSONDecoder().decode([PackageDump.Manifest.Setting].self, from: Data(settings.utf8))
        let conditions = PackageDump.conditions(of: decoded)
        #expect(
            conditions.variants == [
                .init(
                    flags: ["SWIFT_PACKAGE", "DEBUG", "ALWAYS", "DEBUG_ONLY", "ON_IOS", "UNSAFE", "SPLIT"],
                    platform: "iOS", configuration: "debug"),
                .init(
                    flags: ["SWIFT_PACKAGE", "DEBUG", "ALWAYS", "DEBUG_ONLY", "UNSAFE", "SPLIT"], platform: nil,
                    configuration: "debug"),
                .init(
                    flags: ["SWIFT_PACKAGE", "ALWAYS", "ON_IOS", "UNSAFE", "SPLIT"], platform: "iOS",
                    configuration: "release"),
                .init(flags: ["SWIFT_PACKAGE", "ALWAYS", "UNSAFE", "SPLIT"], platform: nil, configuration: "release"),
            ])
    }
}
