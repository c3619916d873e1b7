import Foundation

/// How many processes the tests of one test process may have running at once: built executables, and servers a
/// test starts for its length.
///
/// Waiting for a process holds no thread, so without a bound every such test of a run would start its process
/// at once: on a 2-core machine this package's tests had 58 children and 426 open files in flight, past macOS's
/// default limit of 256 open files in a shell. Processes beyond the bound wait, suspended, for a slot.
public actor RunSlots {
    /// The test process's slots: one per core, at least 2 and at most 8.
    public static let shared = RunSlots(count: min(8, max(2, ProcessInfo.processInfo.activeProcessorCount)))

    /// The number of runs that may go at once.
    public nonisolated let count: Int
    /// Slots no run holds now.
    private(set) var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Slots for `count` runs at once (at least 1).
    public init(count: Int) {
        self.count = max(1, count)
        free = self.count
    }

    /// Runs `body` while holding a slot: waits (suspended) until one is free, and gives it back when `body`
    /// returns or throws. Slots are handed out in the order they were asked for.
    public nonisolated func holding<Value>(_ body: () async throws -> Value) async rethrows -> Value {
        await take()
        do {
            let value = try await body()
            await give()
            return value
        } catch {
            await give()
            throw error
        }
    }

    /// Takes a slot, waiting (suspended) until one is free.
    func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back, to the longest waiting caller if there is one.
    func give() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
