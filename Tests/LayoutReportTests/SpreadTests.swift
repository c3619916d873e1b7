import LayoutReport
import Testing

/// Medians, minimums and maximums of samples.
struct SpreadTests {
    @Test func anOddCountTakesTheMiddleValue() throws {
        let spread = try #require(Spread([3.0, 1.0, 2.5]))
        #expect(spread.median == 2.5)
        #expect(spread.minimum == 1.0)
        #expect(spread.maximum == 3.0)
    }

    @Test func anEvenCountTakesTheMeanOfTheMiddleTwo() {
        #expect(Spread([4.0, 1.0, 2.0, 3.0])?.median == 2.5)
        #expect(Spread([]) == nil)
    }
}
