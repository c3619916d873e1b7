import LayoutReport
import Testing

/// Reading `swift build -v` logs: which modules compiled how many files.
struct BuildLogTests {
    static let log = """
        /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /p/Package.swift -module-name main -o /t/a.o
        Building for debugging...
        /opt/swift/usr/bin/swift-frontend -frontend -emit-module /p/Sources/Views/A.swift /p/Sources/Views/B.swift -module-name Views
        /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /p/Sources/Views/A.swift -primary-file /p/Sources/Views/B.swift /p/Sources/Views/C.swift -module-name Views -o /t/v.o
        /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /p/Sources/Views/A.swift -primary-file /p/Sources/Views/B.swift /p/Sources/Views/C.swift -module-name Views -o /t/v.o
        /opt/swift/usr/bin/swift-frontend -frontend -c /p/Sources/Models/M.swift -primary-file /p/Sources/Models/N.swift -module-name Models -o /t/m.o
        /opt/swift/usr/bin/swift-frontend -modulewrap /t/Models.swiftmodule -o /t/Models.o
        /p/Sources/Models/N.swift:3:9: error: cannot find 'x' in scope
        Swift version 6.3.1 (swift-6.3.1-RELEASE)
        Target: x86_64-unknown-linux-gnu
        [4/9] Compiling Models N.swift
        """

    @Test func aBatchJobPrintedOncePerFileCountsEachFileOnce() {
        #expect(BuildLog.compiledFiles(in: Self.log) == ["Views": 2, "Models": 1])
    }

    @Test func theManifestAndEmitModuleJobsAreNotCompiledModules() {
        #expect(BuildLog.compiledFiles(in: Self.log)["main"] == nil)
        #expect(
            BuildLog.compiledFiles(in: "/opt/swift/usr/bin/swift-frontend -frontend -emit-module -module-name X")
                .isEmpty)
    }

    @Test func theMessagesOfAFailedBuildLeaveOutTheCommandLines() {
        #expect(
            BuildLog.messages(in: Self.log) == """
                Building for debugging...
                /p/Sources/Models/N.swift:3:9: error: cannot find 'x' in scope
                [4/9] Compiling Models N.swift
                """)
    }
}
