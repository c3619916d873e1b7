import ChronicleMacrosPlugin
import SwiftSyntaxMacrosTestSupport
import XCTest

final class StringifyMacroTests: XCTestCase {
    func testExpansion() {
        assertMacroExpansion(
            "#stringify(a + b)", expandedSource: #"(a + b, "a + b")"#,
            macros: ["stringify": StringifyMacro.self])
    }
}
