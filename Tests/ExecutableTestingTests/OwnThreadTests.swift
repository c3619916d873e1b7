import ExecutableTesting
import Foundation
import Testing

@Suite struct OwnThreadTests {
    /// Four times as many blocked waits as the machine has cores, all blocked at once. If they held Swift
    /// concurrency's threads (one per core), no more than a core's worth could ever be blocked together.
    ///
    /// Nothing here depends on how fast the machine is: a watchdog on a thread of its own opens the gate once
    /// every wait has arrived. Only if they never all arrive does it give up, after five minutes, and the test
    /// fails instead of hanging.
    @Test func blockedWaitsLeaveSwiftConcurrencysThreadsFree() async throws {
        let count = ProcessInfo.processInfo.activeProcessorCount * 4
        let arrived = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let watchdog = Watchdog()
        Thread.detachNewThread {
            let deadline = DispatchTime.now() + .seconds(300)
            var blocked = 0
            while blocked < count, arrived.wait(timeout: deadline) == .success { blocked += 1 }
            watchdog.record(blockedTogether: blocked)
            for _ in 0..<count { gate.signal() }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<count {
                group.addTask {
                    try await onThreadOfItsOwn {
                        arrived.signal()
                        gate.wait()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(watchdog.blockedTogether == count, "every wait was blocked at the same time")
    }

    @Test func anErrorThrownOnTheThreadReachesTheCaller() async {
        struct Refused: Error, Equatable {}
        await #expect(throws: Refused.self) {
            try await onThreadOfItsOwn { () throws -> Int in throw Refused() }
        }
    }
}

/// What the watchdog saw, read by the test once every wait has returned.
private final class Watchdog: @unchecked Sendable {
    // `seen` is only touched while holding `lock`.
    private let lock = NSLock()
    private var seen = 0

    func record(blockedTogether count: Int) { lock.withLock { seen = count } }

    var blockedTogether: Int { lock.withLock { seen } }
}
