import Networking
import Testing

@Suite struct NetworkErrorDescriptionTests {
    @Test func aServersErrorMessageAndCodeAreQuotedInert() {
        let error = NetworkError.status(
            code: 409, error: APIErrorBody(code: "out\u{1B}[2J", message: "sold out\u{1B}]0;x\u{07}\r\u{202E}"))
        #expect(error.description == #"sold out\u{1B}]0;x\u{7}\u{D}\u{202E} (HTTP 409, out\u{1B}[2J)"#)
    }

    @Test func aServersLongErrorMessageIsCut() {
        let error = NetworkError.status(
            code: 500, error: APIErrorBody(code: "x", message: String(repeating: "a", count: 1_000)))
        #expect(error.description == String(repeating: "a", count: 300) + "… (HTTP 500, x)")
    }
}
