import Testing

@testable import ArchitectureRules

/// Which declarations count as a module's public surface.
struct PublicSurfaceTests {
    private func surface(_ files: [String: String]) -> [String] {
        FileSurface.publicDeclarations(
            of: files.keys.sorted().map { PublicSurfaceScanner.scan(files[$0]!, file: $0) }
        ).map { "\($0.kind) \($0.qualifiedName)" }
    }

    @Test func findsTopLevelDeclarationsAndPublicMembers() {
        let source = """
            import Foundation

            @MainActor public final class Screen {
                public private(set) var title: String = ""
                private var hidden = 0
                var internalByDefault = 1
                public init() {}
                public static func == (lhs: Screen, rhs: Screen) -> Bool { true }
                public subscript(index: Int) -> Int { 0 }
                public struct Nested {
                    public let value: Int
                    func helper() { let local = 1 }
                }
                func body() {
                    struct Local { public var x = 0 }
                }
            }
            open class Base { open func override() {} }
            public func makeScreen() -> Screen { Screen() }
            public let version = "1"
            public enum Output { case done(id: String), cancelled }
            public protocol Tracker { func track(_ event: String) }
            public typealias Callback = () -> Void
            struct Internal { public func notCounted() {} }
            """
        #expect(
            surface(["A.swift": source]) == [
                "class Screen", "var Screen.title", "init Screen.init", "func Screen.==", "subscript Screen.subscript",
                "struct Screen.Nested", "let Screen.Nested.value", "class Base", "func Base.override",
                "func makeScreen",
                "let version", "enum Output", "protocol Tracker", "typealias Callback",
            ])
    }

    @Test func countsExtensionMembersOfTypesThatCanBePublic() {
        let files = [
            "A.swift": """
            public extension String {
                var shouted: String { uppercased() }
                private var hidden: Int { 0 }
            }
            extension Array where Element == Int {
                public func total() -> Int { reduce(0, +) }
            }
            extension Internal { public func invisible() {} }
            extension Outer.Inner { public func deep() {} }
            """,
            "B.swift": "struct Internal {}\npublic enum Outer { public enum Inner {} }\n",
        ]
        #expect(
            surface(files) == [
                "var String.shouted", "func Array.total", "func Outer.Inner.deep", "enum Outer", "enum Outer.Inner",
            ])
    }

    @Test func ignoresThePublicWordInCommentsStringsAndConditions() {
        let source = """
            // public struct Commented {}
            let text = "public struct Quoted {}"
            #if PUBLIC_API
            public struct Conditional {}
            #endif
            """
        #expect(surface(["A.swift": source]) == ["struct Conditional"])
    }

    @Test func recordsThePositionOfTheIntroducingKeyword() {
        let declarations = FileSurface.publicDeclarations(of: [
            PublicSurfaceScanner.scan("\n  @frozen public struct S {}\n", file: "F.swift")
        ])
        #expect(declarations == [PublicDeclaration(kind: "struct", name: "S", file: "F.swift", line: 2, column: 18)])
    }
}
