import Foundation
import Persistence
import Testing
import UserSession

/// The session store on a real SQLite file: kept across restarts, answered from memory, written only when the
/// disk takes it, and bounded.
@Suite struct UserSessionStoreTests {
    static let signedInAt = Date(timeIntervalSince1970: 1_764_417_600)

    /// A database file in a fresh directory, removed when the test ends.
    final class DatabaseFile {
        let directory: URL
        var path: String { directory.appendingPathComponent("app.sqlite").path }

        init() throws {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("user-session-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        func open() throws -> Database { try Database(.file(path: path)) }

        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    func session(_ token: String = "tok-ada-1815", customerID: String = "c-0001") throws -> SignedInSession {
        try SignedInSession(token: token, customerID: customerID, signedInAt: Self.signedInAt)
    }

    @Test func nobodyIsSignedInOnAFreshDatabase() async throws {
        let store = try UserSessionStore(database: Database(.inMemory))
        #expect(store.current == nil)
        #expect(await store.currentAccessToken() == nil)
    }

    @Test func aSignedInSessionSurvivesARestart() async throws {
        let file = try DatabaseFile()
        let store = try UserSessionStore(database: file.open())
        try store.signIn(session())
        #expect(await store.currentAccessToken() == "tok-ada-1815")

        let reopened = try UserSessionStore(database: file.open())
        #expect(reopened.current?.customerID == "c-0001")
        #expect(reopened.current?.signedInAt == Self.signedInAt)
        #expect(await reopened.currentAccessToken() == "tok-ada-1815")
    }

    @Test func signingOutSurvivesARestartToo() async throws {
        let file = try DatabaseFile()
        let store = try UserSessionStore(database: file.open())
        try store.signIn(session())
        try store.signOut()
        #expect(store.current == nil)
        #expect(try UserSessionStore(database: file.open()).current == nil)
    }

    @Test func aNewSignInReplacesTheOldOne() throws {
        let file = try DatabaseFile()
        let store = try UserSessionStore(database: file.open())
        try store.signIn(session("tok-one"))
        try store.signIn(session("tok-two", customerID: "c-0002"))
        let reopened = try UserSessionStore(database: file.open())
        #expect(reopened.current?.token == "tok-two")
        #expect(reopened.current?.customerID == "c-0002")
    }

    @Test func theTokenIsAnsweredFromMemoryWithoutReadingTheDatabase() async throws {
        let database = try Database(.inMemory)
        let store = try UserSessionStore(database: database)
        try store.signIn(session())
        // Behind the store's back: were the token read from the table per request, it would now be gone.
        try database.write { try $0.execute("DELETE FROM user_session") }
        #expect(await store.currentAccessToken() == "tok-ada-1815")
    }

    @Test func aWriteTheDiskRefusesLeavesTheEarlierSession() throws {
        let database = try Database(.inMemory)
        let store = try UserSessionStore(database: database)
        try store.signIn(session("tok-one"))
        database.close()
        #expect(throws: UserSessionError.storage(.closed)) { try store.signIn(session("tok-two")) }
        #expect(store.current?.token == "tok-one")
        #expect(throws: UserSessionError.storage(.closed)) { try store.signOut() }
        #expect(store.current?.token == "tok-one")
        #expect(throws: UserSessionError.storage(.closed)) { try UserSessionStore(database: database) }
        #expect(
            UserSessionError.storage(.full("disk")).description
                == "the session could not be stored: database or disk is full: disk")
    }

    @Test func aTokenOf512CharactersIsKeptAnd513IsRefused() throws {
        let longest = String(repeating: "t", count: 512)
        #expect(try session(longest).token.count == 512)
        #expect(throws: UserSessionError.self) { try session(longest + "t") }
    }

    @Test(arguments: ["", "tok en", "tok\nen", "tok\u{0}en", "tøken"])
    func aTokenThatIsNotPrintableASCIIIsRefused(_ token: String) {
        #expect(throws: UserSessionError.self) { try session(token) }
    }

    @Test func aCustomerIDOver64CharactersIsRefused() throws {
        #expect(try session(customerID: String(repeating: "c", count: 64)).customerID.count == 64)
        #expect(throws: UserSessionError.self) { try session(customerID: String(repeating: "c", count: 65)) }
    }

    @Test func aStoredRowThatIsNotASessionIsDeletedNotSent() async throws {
        let file = try DatabaseFile()
        let database = try file.open()
        _ = try UserSessionStore(database: database)
        try database.write { connection in
            try connection.execute(
                "INSERT INTO user_session (slot, token, customer_id, signed_in_at) VALUES (1, ?, 'c-0001', 0)",
                SQLValue(String(repeating: "x", count: 600)))
        }
        let store = try UserSessionStore(database: file.open())
        #expect(await store.currentAccessToken() == nil)
        let rows = try database.read { try $0.queryOne("SELECT count(*) AS n FROM user_session")?.int("n") }
        #expect(rows == 0)
    }

    @Test func theDescriptionAndMirrorHideTheToken() throws {
        let session = try session("tok-secret-42")
        var dumped = ""
        dump(session, to: &dumped)
        #expect(!"\(session)".contains("tok-secret-42"))
        #expect(!dumped.contains("tok-secret-42"))
        #expect("\(session)".contains("c-0001"))
    }

    @Test func theDatabaseFileIsOwnerOnly() throws {
        let file = try DatabaseFile()
        try UserSessionStore(database: file.open()).signIn(session())
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
