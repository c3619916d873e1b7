import Foundation

/// Runs `work`, which blocks (waits for a process, a socket or a semaphore), on a thread started for it, and
/// suspends the caller until it returns.
///
/// A test that blocks one of Swift concurrency's threads takes it from every other test: there are only as many
/// as the machine has cores. Waiting here holds none of them, so tests that wait for a process or a server
/// cannot starve the rest of the run, nor a server in the same process that needs those threads to answer.
public func onThreadOfItsOwn<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try work() })
        }
    }
}
