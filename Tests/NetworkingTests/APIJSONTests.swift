import Foundation
import Networking
import Testing

private struct Shipment: Codable, Equatable {
    struct Parcel: Codable, Equatable {
        var weightGrams: Int
        var label: String?
    }
    var reference: String
    var parcels: [Parcel]
    var shippedAt: Date
}

private func json(_ text: String) -> Data { Data(text.utf8) }

@Suite("APIJSON")
struct APIJSONTests {
    @Test func encodesWithSortedKeysISODatesAndUnescapedSlashes() throws {
        let shipment = Shipment(
            reference: "A/7", parcels: [.init(weightGrams: 1200, label: nil)],
            shippedAt: Date(timeIntervalSince1970: 1_700_000_000))

        let text = String(decoding: try APIJSON.encode(shipment), as: UTF8.self)

        #expect(text == #"{"parcels":[{"weightGrams":1200}],"reference":"A/7","shippedAt":"2023-11-14T22:13:20Z"}"#)
    }

    @Test func roundTripsThroughEncodeAndDecode() throws {
        let shipment = Shipment(
            reference: "R-1", parcels: [.init(weightGrams: 5, label: "fragile"), .init(weightGrams: 9, label: nil)],
            shippedAt: Date(timeIntervalSince1970: 1_234_567_890))

        #expect(try APIJSON.decode(Shipment.self, from: APIJSON.encode(shipment)) == shipment)
    }

    @Test func unencodableValueIsAnInvalidRequest() {
        let error = #expect(throws: NetworkError.self) { try APIJSON.encode(["ratio": Double.nan]) }
        guard case .invalidRequest(let reason) = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("cannot encode Dictionary<String, Double>"))
    }

    @Test func typeMismatchNamesThePathAndTheExpectedType() {
        let body = json(
            #"{"reference":"R","shippedAt":"2023-11-14T22:13:20Z","parcels":[{"weightGrams":1},{"weightGrams":"2"}]}"#)
        #expect(
            throws: NetworkError.undecodable(
                type: "Shipment", codingPath: "parcels.1.weightGrams", reason: "expected Int")
        ) {
            try APIJSON.decode(Shipment.self, from: body)
        }
    }

    @Test func missingKeyNamesTheKey() {
        let body = json(#"{"reference":"R","shippedAt":"2023-11-14T22:13:20Z","parcels":[{"label":"x"}]}"#)
        #expect(
            throws: NetworkError.undecodable(
                type: "Shipment", codingPath: "parcels.0.weightGrams", reason: "missing key")
        ) {
            try APIJSON.decode(Shipment.self, from: body)
        }
    }

    @Test func nullForARequiredValueNamesThePath() {
        let body = json(#"{"reference":null,"shippedAt":"2023-11-14T22:13:20Z","parcels":[]}"#)
        #expect(
            throws: NetworkError.undecodable(type: "Shipment", codingPath: "reference", reason: "missing String value")
        ) {
            try APIJSON.decode(Shipment.self, from: body)
        }
    }

    @Test func invalidDateIsNotReportedAsMalformedJSON() {
        let body = json(#"{"reference":"R","shippedAt":"yesterday","parcels":[]}"#)
        let error = #expect(throws: NetworkError.self) { try APIJSON.decode(Shipment.self, from: body) }
        guard case .undecodable(let type, let path, let reason) = error else {
            Issue.record("expected undecodable, got \(String(describing: error))")
            return
        }
        #expect(type == "Shipment")
        #expect(path == "shippedAt")
        #expect(reason == #"expected an ISO 8601 date, found "yesterday""#)
    }

    @Test func datesWithOffsetsDecodeToTheSameInstant() throws {
        let dates = try APIJSON.decode(
            [Date].self, from: json(#"["2023-11-14T22:13:20Z","2023-11-14T23:13:20+01:00"]"#))
        #expect(dates == [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_700_000_000)])
    }

    @Test func truncatedBodyIsMalformedJSONAtTheTopLevel() {
        #expect(throws: NetworkError.undecodable(type: "Shipment", codingPath: "", reason: "malformed JSON")) {
            try APIJSON.decode(Shipment.self, from: json(#"{"reference": "R", "parcels": [1, 2"#))
        }
    }

    @Test func jsonRequestSetsBodyAndContentType() throws {
        let request = try HTTPRequest.json(.post, "/v1/orders", body: ["b": 2, "a": 1], headers: ["X-Trace": "t1"])

        #expect(request.method == .post)
        #expect(request.path == "/v1/orders")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["x-trace"] == "t1")
        #expect(request.body.map { String(decoding: $0, as: UTF8.self) } == #"{"a":1,"b":2}"#)
    }

    @Test func errorDescriptionsAreReadable() {
        #expect(
            NetworkError.undecodable(type: "Shipment", codingPath: "", reason: "malformed JSON").description
                == "unexpected reply: Shipment at top level: malformed JSON")
        #expect(
            NetworkError.status(code: 409, error: APIErrorBody(code: "out_of_stock", message: "Sold out")).description
                == "Sold out (HTTP 409, out_of_stock)")
        #expect(NetworkError.status(code: 502, error: nil).description == "the server answered with HTTP 502")
    }
}

@Suite struct APIJSONRangeTests {
    @Test func aNumberBeyondTheIntegerRangeIsARangeErrorAtItsPath() {
        let body = json(
            #"{"reference": "R", "parcels": [{"weightGrams": 99999999999999999999}], "shippedAt": "2027-01-01T00:00:00Z"}"#
        )
        let error = #expect(throws: NetworkError.self) { try APIJSON.decode(Shipment.self, from: body) }
        #expect(
            error?.description
                == "unexpected reply: Shipment at parcels.0.weightGrams: 99999999999999999999 is out of range: "
                + "integers must lie from -9223372036854775808 to 9223372036854775807")
        let below = json(
            #"{"reference": "R \" [1", "parcels": [{"weightGrams": 1, "label": "x"}, {"weightGrams": -9223372036854775809}], "#
                + #""shippedAt": "2027-01-01T00:00:00Z"}"#)
        let second = #expect(throws: NetworkError.self) { try APIJSON.decode(Shipment.self, from: below) }
        #expect(
            second?.description
                == "unexpected reply: Shipment at parcels.1.weightGrams: -9223372036854775809 is out of range: "
                + "integers must lie from -9223372036854775808 to 9223372036854775807")
    }
}
