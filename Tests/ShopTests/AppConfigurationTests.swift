import Analytics
import Foundation
import TerminalUI
import Testing

@testable import shop

/// Where the app keeps its data (owner-only, since it holds the session token) and which tracker it uses.
@MainActor
@Suite struct AppConfigurationTests {
    private func configuration(_ flags: [String]) throws -> AppConfiguration {
        let arguments = try LaunchArguments(parsing: flags, options: AppConfiguration.options)
        return try AppConfiguration(arguments: arguments, environment: [:])
    }

    /// A new directory with permission bits `mode`, removed by the caller.
    private func directory(mode: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shop-config-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    private func mode(_ path: String) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    @Test func verdictKeepsTightensOrRefusesByModeAndOwner() {
        #expect(DataDirectory.verdict(mode: 0o700, ownedByYou: true) == .ownerOnly)
        #expect(DataDirectory.verdict(mode: 0o755, ownedByYou: true) == .tighten)
        #expect(DataDirectory.verdict(mode: 0o750, ownedByYou: true) == .tighten)
        #expect(DataDirectory.verdict(mode: 0o711, ownedByYou: true) == .tighten, "others can enter it")
        func othersCanWrite(_ shownMode: String) -> DataDirectory.Verdict {
            .refuse(
                "other users can write to it (mode \(shownMode)) and could replace the database; "
                    + "choose a directory only you can write to, or leave out --data-dir for the default")
        }
        #expect(DataDirectory.verdict(mode: 0o777, ownedByYou: true) == othersCanWrite("0777"))
        #expect(DataDirectory.verdict(mode: 0o775, ownedByYou: true) == othersCanWrite("0775"), "group can write")
        #expect(DataDirectory.verdict(mode: 0o1777, ownedByYou: false) == othersCanWrite("1777"), "like /tmp")
        #expect(
            DataDirectory.verdict(mode: 0o755, ownedByYou: false)
                == .refuse(
                    "it belongs to another user and others can read it (mode 0755); choose a directory of your own"))
    }

    @Test func aReadableDataDirectoryOfYoursIsMadeOwnerOnlyWithANotice() throws {
        let path = try directory(mode: 0o755)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let configuration = try configuration(["--data-dir", path])
        #expect(
            configuration.dataDirectoryNotice
                == "data directory \(path) was readable by other users (mode 0755); it is now owner-only (0700)")
        #expect(try mode(path) == 0o700)
        #expect(try self.configuration(["--data-dir", path]).dataDirectoryNotice == nil, "said once, when it changed")
    }

    @Test func aDataDirectoryOthersCanWriteIsRefusedAndLeftAsItWas() throws {
        let path = try directory(mode: 0o777)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            throws: LaunchUsageError(
                "cannot use data directory \(path): other users can write to it (mode 0777) and could replace the "
                    + "database; choose a directory only you can write to, or leave out --data-dir for the default")
        ) { try configuration(["--data-dir", path]) }
        #expect(try mode(path) == 0o777)
    }

    @Test func anEmptyDataDirectoryNameIsRefusedWithWhatToDo() {
        #expect(
            throws: LaunchUsageError(
                "--data-dir needs a directory, not an empty name; leave it out for the default, or use --in-memory")
        ) { try configuration(["--data-dir", ""]) }
    }

    @Test func aMissingDataDirectoryIsCreatedOwnerOnlyAndAFileIsRefused() throws {
        let parent = try directory(mode: 0o755)
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let missing = parent + "/data"
        #expect(try configuration(["--data-dir", missing]).dataDirectoryNotice == nil)
        #expect(try mode(missing) == 0o700)
        let file = parent + "/file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        #expect(throws: LaunchUsageError("cannot use data directory \(file): it is not a directory")) {
            try configuration(["--data-dir", file])
        }
    }

    @Test func analyticsAreDroppedUnlessPrinted() throws {
        let terminal = Terminal.scripted([]).0
        let quiet = try AppContainer(configuration: configuration(["--in-memory"]), terminal: terminal)
        #expect(quiet.tracker is DiscardingTracker, "nothing kept in memory for the app's life")
        let printing = try AppContainer(
            configuration: configuration(["--in-memory", "--analytics"]), terminal: terminal)
        #expect(printing.tracker is StandardErrorTracker)
    }

    @Test func apiURLMustBeHTTPSOrHTTPToThisMachine() throws {
        #expect(
            try configuration(["--in-memory", "--api-url", "https://shop.example.com"]).apiURL?.host
                == "shop.example.com")
        #expect(try configuration(["--in-memory", "--api-url", "http://127.0.0.1:8080"]).apiURL?.port == 8080)
        #expect(try configuration(["--in-memory", "--api-url", "http://localhost:8080"]).apiURL?.host == "localhost")
        #expect(
            throws: LaunchUsageError(
                "--api-url http://shop.example.com is plain http to another machine, so the session token would cross "
                    + "the network unencrypted; use https, or add --allow-insecure-http to accept that")
        ) { try configuration(["--in-memory", "--api-url", "http://shop.example.com"]) }
        #expect(
            throws: LaunchUsageError(
                "--api-url needs an https URL such as https://shop.example.com (or http to this machine, such as "
                    + "http://127.0.0.1:8080)")
        ) { try configuration(["--in-memory", "--api-url", "ftp://shop.example.com"]) }
    }

    @Test func insecureHTTPToAnotherMachineOnlyWhenAskedForByName() throws {
        let allowed = try configuration([
            "--in-memory", "--api-url", "http://shop.example.com", "--allow-insecure-http",
        ])
        #expect(allowed.apiURL?.absoluteString == "http://shop.example.com")
        #expect(allowed.allowsInsecureHTTP)
        #expect(
            try AppContainer(configuration: allowed, terminal: Terminal.scripted([]).0).backend == nil,
            "the HTTP client accepted it too")
        #expect(throws: LaunchUsageError("--allow-insecure-http applies only to --api-url")) {
            try configuration(["--in-memory", "--allow-insecure-http"])
        }
    }
}
