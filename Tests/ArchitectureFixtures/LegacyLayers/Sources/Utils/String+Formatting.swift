import Foundation

extension String {
    /// The string with its first letter capitalised.
    public var capitalisedFirst: String { prefix(1).uppercased() + dropFirst() }
}
