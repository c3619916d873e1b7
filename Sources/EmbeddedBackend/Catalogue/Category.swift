/// A category of the seeded catalogue.
struct Category: Hashable, Sendable {
    let id: String
    let name: String
}
