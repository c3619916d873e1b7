// TODO(Home): replace this stand-in with the feature's own model and rules. It belongs to
// this feature alone: never share it with another feature; Data/ maps wire shapes into it.
/// One row of Home, in the feature's own terms.
struct HomeItem: Hashable, Sendable {
    let id: String
    let name: String
    /// How many entries the item holds.
    let entryCount: Int

    /// The count in words, as the list shows it.
    var countText: String { entryCount == 1 ? "1 entry" : "\(entryCount) entries" }
}
