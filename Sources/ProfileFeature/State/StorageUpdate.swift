/// What a step did to Profile's copy of orders on this device, for the model to show: nothing, or the problem that
/// now stands (nil when a write went through and cleared an earlier one).
enum StorageUpdate: Equatable, Sendable {
    /// The step did not touch the copy: whatever problem is shown stays.
    case unchanged
    /// The step wrote or read the copy: this is the problem to show now, nil for none.
    case set(ProfileStorageProblem?)

    /// Puts the update into `state`.
    func apply(to state: inout ProfileState) {
        if case .set(let problem) = self { state.storageProblem = problem }
    }
}
