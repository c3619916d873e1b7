import Foundation
public import Persistence

/// Why the session could not be kept or read.
public enum UserSessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The session handed in (or found on disk) is not one: the reason says which part.
    case malformedSession(String)
    /// The database refused to read or write the session (its error says why: full, locked, read-only...); the
    /// session in memory is as it was.
    case storage(DatabaseError)

    /// One line for a log or a status line.
    public var description: String {
        switch self {
        case .malformedSession(let reason): "not a session: \(reason)"
        case .storage(let error): "the session could not be stored: \(error.description)"
        }
    }
}
