import Models
import Testing

@Test func aBerthKeepsItsPriceInMinorUnits() {
    #expect(Berth(id: "A12", maximumLength: 1_200, nightlyPrice: 4_500, currency: "EUR").nightlyPrice == 4_500)
}
