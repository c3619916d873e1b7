import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import Foundation
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// Write-once result slots shared by concurrent workers (`DispatchQueue.concurrentPerform`): each worker sets its
/// own slot, and the caller reads them all once every worker is done.
public final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    /// `count` empty slots.
    public init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    /// Fills slot `index`.
    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot's value, in order; every slot must have been set.
    public var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
