import SwiftUI

/// Temperatures over a week, as bars.
public struct TemperatureChart: View {
    let values: [Double]

    /// A view of what it is given.
    public init(values: [Double]) {
        self.values = values
    }

    /// The view's content.
    public var body: some View {
        HStack { ForEach(values.indices, id: \.self) { Rectangle().frame(height: values[$0]) } }
    }
}
