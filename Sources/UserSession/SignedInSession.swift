public import Foundation
import Persistence

/// Who is signed in on this device, and the token the server gave them.
///
/// Its description and mirror hide the token, so a stray `print`, string interpolation or `dump` cannot leak it.
public struct SignedInSession: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// The longest token kept: a longer one, from the server or from the file, is refused as not a token.
    public static let maximumTokenLength = 512
    /// The longest customer ID kept.
    public static let maximumCustomerIDLength = 64

    /// The bearer token that authenticates requests; it leaves the device only in `Authorization` headers.
    public let token: String
    /// The signed-in customer.
    public let customerID: String
    /// When they signed in on this device.
    public let signedInAt: Date

    /// A session, refused with ``UserSessionError/malformedSession(_:)`` when the token or the customer ID is
    /// empty, too long or holds whitespace or control characters.
    public init(token: String, customerID: String, signedInAt: Date) throws(UserSessionError) {
        guard Self.isWellFormed(token, maximumLength: Self.maximumTokenLength) else {
            throw .malformedSession("the token is empty, longer than \(Self.maximumTokenLength) or not printable")
        }
        guard Self.isWellFormed(customerID, maximumLength: Self.maximumCustomerIDLength) else {
            throw .malformedSession(
                "the customer ID is empty, longer than \(Self.maximumCustomerIDLength) or not printable")
        }
        self.token = token
        self.customerID = customerID
        self.signedInAt = signedInAt
    }

    private static func isWellFormed(_ text: String, maximumLength: Int) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumLength
            && text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }
    }

    /// Never the token.
    public var description: String { "SignedInSession(customerID: \(customerID), token: <hidden>)" }

    /// `dump` and debuggers see the redacted form too.
    public var customMirror: Mirror {
        Mirror(self, children: ["token": "<hidden>", "customerID": customerID, "signedInAt": signedInAt])
    }
}
