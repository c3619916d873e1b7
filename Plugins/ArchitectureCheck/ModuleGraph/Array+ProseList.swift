extension Array where Element == String {
    /// The names as a reader would list them: `A`, `A and B`, `A, B and C` (or `or`, as `conjunction` says).
    /// Empty for no names. The check's messages and notes list modules, files and targets with it.
    public func joinedInProse(_ conjunction: String = "and") -> String {
        count < 2 ? joined() : dropLast().joined(separator: ", ") + " \(conjunction) " + self[count - 1]
    }
}
