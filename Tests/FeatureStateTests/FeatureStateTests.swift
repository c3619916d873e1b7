import Foundation
import Testing

@testable import FeatureState

@Suite struct MoneyFormatTests {
    @Test func formatsTwoDigitCurrenciesWithGrouping() {
        #expect(MoneyFormat.string(minorUnits: 149_990, currencyCode: "USD") == "USD 1,499.90")
        #expect(MoneyFormat.string(minorUnits: 5, currencyCode: "eur") == "EUR 0.05")
        #expect(MoneyFormat.string(minorUnits: 123_456_789_00, currencyCode: "GBP") == "GBP 123,456,789.00")
    }

    @Test func formatsZeroAndThreeDigitCurrencies() {
        #expect(MoneyFormat.string(minorUnits: 1_500, currencyCode: "JPY") == "JPY 1,500")
        #expect(MoneyFormat.string(minorUnits: 1_234_567, currencyCode: "KWD") == "KWD 1,234.567")
    }

    @Test func formatsNegativeAmountsWithALeadingSign() {
        #expect(MoneyFormat.string(minorUnits: -500, currencyCode: "USD") == "-USD 5.00")
        #expect(MoneyFormat.string(minorUnits: Int.min, currencyCode: "JPY").hasPrefix("-JPY 9,223,372"))
    }
}

@Suite struct MoneyParsingTests {
    @Test func readsWholeAndFractionalAmounts() {
        #expect(MoneyFormat.minorUnits(parsing: "12", currencyCode: "USD") == 1_200)
        #expect(MoneyFormat.minorUnits(parsing: "12.5", currencyCode: "USD") == 1_250)
        #expect(MoneyFormat.minorUnits(parsing: "1,499.90", currencyCode: "USD") == 149_990)
        #expect(MoneyFormat.minorUnits(parsing: "1500", currencyCode: "JPY") == 1_500)
        #expect(MoneyFormat.minorUnits(parsing: "12,345,678.9", currencyCode: "USD") == 1_234_567_890)
        #expect(MoneyFormat.minorUnits(parsing: "1,500", currencyCode: "JPY") == 1_500)
        #expect(MoneyFormat.minorUnits(parsing: "0.125", currencyCode: "KWD") == 125)
    }

    @Test func refusesWhatIsNotAnAmount() {
        for text in [
            "", "-5", "1.234", "12.", ".5", "abc", "1e3", "١٢", "99999999999999", "12,50", "1,2,3", "1234,567",
            ",5", "1,", "1,499,90",
        ] {
            #expect(MoneyFormat.minorUnits(parsing: text, currencyCode: "USD") == nil, "\(text)")
        }
        #expect(MoneyFormat.minorUnits(parsing: "10.5", currencyCode: "JPY") == nil)
    }
}

@Suite struct LoadableTests {
    /// A load's typed failure, as a feature declares its own.
    enum LoadFailure: Error, Equatable, Sendable { case timedOut }

    @Test func loadableOffersRetryOnlyAfterFailure() {
        #expect(Loadable<Int, LoadFailure>.failed(.timedOut).canRetry)
        #expect(Loadable<Int, LoadFailure>.failed(.timedOut).failure == .timedOut)
        #expect(!Loadable<Int, LoadFailure>.loaded(3).canRetry)
        #expect(Loadable<Int, LoadFailure>.loaded(3).value == 3)
        #expect(Loadable<Int, LoadFailure>.loaded(3).failure == nil)
        #expect(Loadable<Int, LoadFailure>.loading.isLoading)
        #expect(Loadable<Int, LoadFailure>.empty.value == nil)
        #expect(!Loadable<Int, LoadFailure>.empty.canRetry)
    }
}

@Suite struct MoneyTests {
    @Test func anAmountFormatsAndMultipliesWithoutOverflowing() {
        let price = Money(minorUnits: 1_250, currencyCode: "USD")
        #expect(price.formatted == "USD 12.50")
        #expect(price.times(3) == Money(minorUnits: 3_750, currencyCode: "USD"))
        #expect(Money(minorUnits: Int.max / 2 + 1, currencyCode: "USD").times(2) == nil)
    }
}

@Suite struct MoneyWireShapeTests {
    private func decode(_ json: String) throws -> MoneyDTO {
        try JSONDecoder().decode(MoneyDTO.self, from: Data(json.utf8))
    }

    @Test func theAPIsAmountAndCurrencyBecomeMoney() throws {
        let price = try decode(#"{"amount": 149990, "currency": "USD"}"#)
        #expect(price.money == Money(minorUnits: 149_990, currencyCode: "USD"))
        #expect(try decode(#"{"amount": -500, "currency": "JPY"}"#).money.formatted == "-JPY 500")
    }

    @Test func aCurrencyThatIsNotThreeCapitalLettersIsRefused() {
        for currency in ["usd", "US", "USDX", "U5D", "", "ÜSD"] {
            #expect(throws: DecodingError.self, "\(currency)") {
                try decode(#"{"amount": 1, "currency": "\#(currency)"}"#)
            }
        }
        #expect(throws: DecodingError.self) { try decode(#"{"amount": 1.5, "currency": "USD"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"currency": "USD"}"#) }
    }
}
