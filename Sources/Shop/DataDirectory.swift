import Foundation
import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The rule for the directory that holds the database (and in it the session token): only its owner may get in.
///
/// A missing directory is created 0700. An existing one of yours that others can read or enter is tightened to
/// 0700, with a notice saying so. One that others can write to (a shared directory such as `/tmp`; they could
/// swap the database) or that belongs to another user is refused, since making it private would take it from
/// them; the message says which.
enum DataDirectory {
    /// What to do with an existing directory, from its permission bits and owner.
    enum Verdict: Hashable, Sendable {
        /// Only its owner, you, can get in.
        case ownerOnly
        /// Yours, and others can read or enter it: make it 0700.
        case tighten
        /// Not fit to hold the session; the reason says why and what to do.
        case refuse(String)
    }

    /// Judges a directory with permission bits `mode` (such as 0o755) that belongs to you or not.
    static func verdict(mode: Int, ownedByYou: Bool) -> Verdict {
        let shown = octal(mode)
        if mode & 0o022 != 0 {
            return .refuse(
                "other users can write to it (mode \(shown)) and could replace the database; "
                    + "choose a directory only you can write to, or leave out --data-dir for the default")
        }
        if mode & 0o077 == 0 { return .ownerOnly }
        guard ownedByYou else {
            return .refuse(
                "it belongs to another user and others can read it (mode \(shown)); choose a directory of your own")
        }
        return .tighten
    }

    /// Makes `path` ready to hold the database, or refuses it. Returns a notice when it tightened the directory.
    static func prepare(_ path: String) throws(LaunchUsageError) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw refusal(path, String(cString: strerror(errno))) }
            do {
                try FileManager.default.createDirectory(
                    atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw refusal(path, error.localizedDescription)
            }
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw refusal(path, "it is not a directory") }
        let mode = Int(status.st_mode & 0o7777)
        switch verdict(mode: mode, ownedByYou: status.st_uid == geteuid()) {
        case .ownerOnly:
            return nil
        case .refuse(let reason):
            throw refusal(path, reason)
        case .tighten:
            guard chmod(path, 0o700) == 0 else {
                throw refusal(
                    path, "others can read it and it cannot be made owner-only: \(String(cString: strerror(errno)))")
            }
            return
                "data directory \(path) was readable by other users (mode \(octal(mode))); it is now owner-only (0700)"
        }
    }

    /// Permission bits as `ls -l` users write them: four octal digits, such as `0755` or `1777`.
    private static func octal(_ mode: Int) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func refusal(_ path: String, _ reason: String) -> LaunchUsageError {
        LaunchUsageError("cannot use data directory \(path): \(reason)")
    }
}
