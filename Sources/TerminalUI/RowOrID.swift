/// An argument that chooses an item either by its row on the screen or by its ID, as ``ArgumentReader/rowOrID(_:_:)``
/// reads it: a whole number from 1 is a row, any other word an ID.
public enum RowOrID: Hashable, Sendable {
    /// A row number, from 1.
    case row(Int)
    /// An ID, as typed.
    case id(String)
}
