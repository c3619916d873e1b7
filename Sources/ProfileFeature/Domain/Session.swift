import FeatureState
import Foundation

/// What a person typed to log in. The password only travels to the shop: it is never stored, printed or tracked.
struct LoginCredentials: Sendable, CustomStringConvertible, CustomReflectable {
    /// Longer input is refused before any request (the API's own limits).
    static let maximumEmailLength = 254
    static let maximumPasswordLength = 128

    let email: String
    let password: String

    /// Checks the shape of the input; the shop decides whether it is right.
    init(email: String, password: String) throws(ProfileRefusal) {
        guard !email.isEmpty, !password.isEmpty else { throw .missingCredentials }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !email.contains(where: \.isWhitespace)
        else {
            throw .notAnEmailAddress(email)
        }
        guard email.count <= Self.maximumEmailLength else {
            throw .emailTooLong(maximumLength: Self.maximumEmailLength)
        }
        guard password.count <= Self.maximumPasswordLength else {
            throw .passwordTooLong(maximumLength: Self.maximumPasswordLength)
        }
        self.email = email
        self.password = password
    }

    /// Never the password, so a stray `print` or string interpolation cannot leak it.
    var description: String { "LoginCredentials(email: \(email), password: <hidden>)" }

    /// `dump` and debuggers see the redacted form too.
    var customMirror: Mirror { Mirror(self, children: ["email": email, "password": "<hidden>"]) }
}
