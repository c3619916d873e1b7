import Foundation

enum PriceText {
    static func format(minorUnits: Int, currency: String) -> String {
        (Decimal(minorUnits) / 100).formatted(.currency(code: currency))
    }
}
