import ExecutableTesting
import Foundation
import Testing

@Suite struct OwnThreadTests {
    /// Four times as many blocked waits as the machine has cores. If they held Swift concurrency's threads (one
    /// per core), the code that releases them could not run until the waits gave up: each gives up after 20
    /// seconds and says so, which fails the test instead of hanging it.
    @Test func blockedWaitsLeaveSwiftConcurrencysThreadsFree() async throws {
        let count = ProcessInfo.processInfo.activeProcessorCount * 4
        let gate = DispatchSemaphore(value: 0)
        let (started, announce) = AsyncStream.makeStream(of: Void.self)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<count {
                group.addTask {
                    try await onThreadOfItsOwn {
                        announce.yield()
                        return gate.wait(timeout: .now() + 20) == .success
                    }
                }
            }
            var blocked = 0
            for await _ in started {
                blocked += 1
                if blocked == count { break }
            }
            for _ in 0..<count { gate.signal() }
            var released = 0
            for try await wasReleased in group where wasReleased { released += 1 }
            #expect(released == count, "every wait was released while all of them were blocked")
        }
    }

    @Test func anErrorThrownOnTheThreadReachesTheCaller() async {
        struct Refused: Error, Equatable {}
        await #expect(throws: Refused.self) {
            try await onThreadOfItsOwn { () throws -> Int in throw Refused() }
        }
    }
}
