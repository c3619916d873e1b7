import Foundation

/// `SHOPKIT_STOP_AT` names no step.
struct StopPointError: Error, CustomStringConvertible {
    let name: String

    var description: String {
        "\(StopPoint.variable)=\(name) names no step; use one of "
            + StopPoint.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
