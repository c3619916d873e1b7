import Foundation
import Networking
import Testing

@Suite("HTTP messages")
struct HTTPMessageTests {
    @Test func headerNamesIgnoreCase() {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]

        #expect(headers["content-type"] == "application/json")
        #expect(headers["CONTENT-TYPE"] == "application/json")

        headers["CONTENT-type"] = "text/plain"
        #expect(headers.fields.map(\.name) == ["content-type"])
        #expect(headers["Content-Type"] == "text/plain")

        headers["content-TYPE"] = nil
        #expect(headers["Content-Type"] == nil)
        #expect(headers.fields.isEmpty)
    }

    @Test func headersWithDifferentlyCasedNamesAreEqual() {
        #expect(HTTPHeaders(["X-Trace": "1", "Accept": "*/*"]) == ["accept": "*/*", "x-TRACE": "1"])
        #expect(HTTPHeaders(["X-Trace": "1"]) != ["X-Trace": "2"])
    }

    @Test func fieldsAreLowerCasedAndSortedByName() {
        let headers = HTTPHeaders(["X-Trace": "1", "Accept": "*/*", "authorization": "Bearer a"])
        #expect(headers.fields.map(\.name) == ["accept", "authorization", "x-trace"])
        #expect(headers.fields.map(\.value) == ["*/*", "Bearer a", "1"])
    }

    @Test func methodNamesAreUpperCased() {
        #expect(HTTPMethod(rawValue: "post") == .post)
        #expect(HTTPMethod(rawValue: "Patch").description == "PATCH")
    }

    @Test(arguments: [200, 201, 204, 299])
    func successStatusesPass(status: Int) throws {
        try HTTPResponse(status: status, body: Data("not json".utf8)).requireSuccess()
    }

    @Test(arguments: [199, 300, 304, 400, 404, 500, 503])
    func otherStatusesThrowWithTheirCode(status: Int) {
        #expect(throws: NetworkError.status(code: status, error: nil)) {
            try HTTPResponse(status: status).requireSuccess()
        }
    }

    @Test func errorStatusCarriesTheDecodedErrorBody() {
        let body = Data(#"{"error":{"code":"code_expired","message":"This code has expired."}}"#.utf8)
        let error = #expect(throws: NetworkError.self) {
            try HTTPResponse(status: 422, body: body).requireSuccess()
        }
        #expect(
            error
                == .status(code: 422, error: APIErrorBody(code: "code_expired", message: "This code has expired.")))
        #expect(error?.statusCode == 422)
    }

    @Test func errorStatusWithAnUnrelatedBodyHasNoErrorBody() {
        #expect(throws: NetworkError.status(code: 500, error: nil)) {
            try HTTPResponse(status: 500, body: Data("<html>oops</html>".utf8)).requireSuccess()
        }
        #expect(NetworkError.timedOut.statusCode == nil)
    }
}
