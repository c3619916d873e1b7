import Persistence

/// Cart lines written on one line, as a demo's `--cart` flag takes them: `p-0001:2,p-0002:p-0002-v1:1,p-0003`,
/// each entry `product[:variant][:quantity]` (the quantity defaults to 1).
public struct CartSpec: Hashable, Sendable {
    /// The lines, in the order written.
    public let lines: [CartLine]
    /// Each line's entry as written, for messages.
    let entries: [String]

    /// Reads `text`; nothing is added anywhere yet.
    ///
    /// - Throws: ``CartSpecError/malformedEntry(_:)`` naming the first entry that is not in the shape above.
    public init(parsing text: String) throws(CartSpecError) {
        var lines: [CartLine] = []
        var entries: [String] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard (1...3).contains(parts.count), !parts.contains(where: \.isEmpty),
                let quantity = parts.count == 1 ? 1 : Int(parts[parts.count - 1])
            else {
                throw .malformedEntry(String(entry))
            }
            lines.append(
                CartLine(productID: parts[0], variantID: parts.count == 3 ? parts[1] : nil, quantity: quantity))
            entries.append(String(entry))
        }
        self.lines = lines
        self.entries = entries
    }
}

extension CartStore {
    /// Adds every line of `spec` in one transaction, all or nothing: when the cart refuses an entry, nothing of the
    /// spec is added.
    ///
    /// - Throws: ``CartSpecError/refused(entry:_:)`` naming the refused entry.
    public func add(_ spec: CartSpec) async throws(CartSpecError) {
        var refusedEntry = spec.entries.first ?? ""
        do throws(CartError) {
            try await change { connection, current throws(CartError) in
                var current = current
                for (line, entry) in zip(spec.lines, spec.entries) {
                    refusedEntry = entry
                    guard (1...Self.maximumQuantityPerLine).contains(line.quantity) else {
                        throw .invalidQuantity(line.quantity)
                    }
                    try Self.validate(productID: line.productID, variantID: line.variantID)
                    try Self.add(line, to: current, connection)
                    do throws(DatabaseError) { current = try Self.lines(connection) } catch { throw .storage(error) }
                }
            }
        } catch {
            throw .refused(entry: refusedEntry, error)
        }
    }
}
