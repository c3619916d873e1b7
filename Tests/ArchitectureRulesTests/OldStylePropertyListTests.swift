import ArchitectureRules
import Testing

/// The old-style property list parser on the constructs `project.pbxproj` files use, and on broken files.
@Suite struct OldStylePropertyListTests {
    func parse(_ text: String) throws -> PropertyListValue {
        try OldStylePropertyListParser.parse(Array(text.utf8))
    }

    func failure(_ text: String) -> PropertyListSyntaxError? {
        do {
            _ = try OldStylePropertyListParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func dictionariesArraysAndStringsWithTheHeaderAndComments() throws {
        let value = try parse(
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjects = {
            /* Begin PBXGroup section */
            \t\tAB12 /* Sources */ = {isa = PBXGroup; children = (CD34 /* A.swift */, EF56, ); sourceTree = "<group>"; };
            /* End PBXGroup section */
            \t};
            \trootObject = AB12 /* Project object */;
            }
            """)
        let group = value.dictionary?["objects"]?.dictionary?["AB12"]?.dictionary
        #expect(value.dictionary?["archiveVersion"] == .string("1"))
        #expect(value.dictionary?["classes"] == .dictionary([:]))
        #expect(group?["isa"] == .string("PBXGroup"))
        #expect(group?["children"] == .array([.string("CD34"), .string("EF56")]))
        #expect(group?["sourceTree"] == .string("<group>"))
        #expect(value.dictionary?["rootObject"] == .string("AB12"))
    }

    @Test func bareStringsKeepPathsVersionsAndVariables() throws {
        let value = try parse("{a = ../Packages/Cart; b = 11.0.0; c = com.apple.product-type.tool;d=$HOME/x_y+z;}")
        #expect(value.dictionary?["a"] == .string("../Packages/Cart"))
        #expect(value.dictionary?["b"] == .string("11.0.0"))
        #expect(value.dictionary?["c"] == .string("com.apple.product-type.tool"))
        #expect(value.dictionary?["d"] == .string("$HOME/x_y+z"))
    }

    @Test func quotedStringEscapes() throws {
        let value = try parse(#"{s = "tab\there \"quoted\" back\\slash\nline \U00e9 \101";}"#)
        #expect(value.dictionary?["s"] == .string("tab\there \"quoted\" back\\slash\nline é A"))
    }

    @Test func dataBetweenAngleBrackets() throws {
        #expect(try parse("<0fA0 ff>") == .data([0x0F, 0xA0, 0xFF]))
    }

    @Test func aTrailingCommaAndAnEmptyArray() throws {
        #expect(try parse("(a, b,)") == .array([.string("a"), .string("b")]))
        #expect(try parse("( )") == .array([]))
    }

    @Test func malformedFilesSayWhereAndWhat() {
        let missingSemicolon = failure("{\n\ta = b;\n\tc = d\n}")
        #expect(missingSemicolon?.line == 4)
        #expect(missingSemicolon?.message == "expected ; after the value of \"c\"")
        let unclosed = failure("{\n\ta = (x, y;\n}")
        #expect(unclosed?.line == 2)
        #expect(unclosed?.message == "expected , or ) after an array element")
        let conflict = failure("{\n<<<<<<< HEAD\n\ta = b;\n}")
        #expect(conflict?.line == 2)
        let open = failure("{\n\ta = \"never closed;\n}\n")
        #expect(open?.line == 2)
        #expect(open?.message == "a string opened here is never closed")
        #expect(failure("{a = b;} extra")?.message == "unexpected text after the property list")
        #expect(failure("/* no end")?.message == "a comment opened here is never closed")
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "(", count: 200) + String(repeating: ")", count: 200)
        #expect(failure(deep)?.message == "nested more than 128 levels deep")
        let fine = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        #expect(failure(fine) == nil)
    }
}
