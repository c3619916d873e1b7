/// Supplies the session token to attach to requests. The login flow owns the token; everything else reads it here.
public protocol AccessTokenProvider: Sendable {
    /// The current session token, or `nil` when nobody is logged in.
    func currentAccessToken() async -> String?
}
