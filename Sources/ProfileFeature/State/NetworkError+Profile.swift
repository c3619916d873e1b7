import Networking

extension NetworkError {
    /// The shop no longer accepts the session token.
    var endsSession: Bool { statusCode == 401 }

    /// The shop could not be reached or could not answer: worth a retry, and a reason to show the saved copy.
    var isUnreachable: Bool {
        switch self {
        case .transport, .timedOut: true
        case .status(let code, _): (500...599).contains(code)
        case .cancelled, .undecodable, .invalidRequest, .redirectNotFollowed, .redirectLoop, .tooManyRedirects,
            .responseTooLarge, .notJSON, .insecureBaseURL:
            false
        }
    }
}
