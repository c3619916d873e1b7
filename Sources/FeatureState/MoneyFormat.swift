/// Formats money held as integer minor units plus an ISO 4217 currency code: `USD 1,499.90`, `JPY 1,500`.
///
/// Money never passes through floating point: the amount is split into major and minor parts with integer
/// arithmetic, using the currency's number of minor digits.
public enum MoneyFormat {
    /// Currencies whose minor unit is not a hundredth (ISO 4217 exponent other than 2).
    private static let minorDigitsByCurrency: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
        "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    ]

    /// The number of minor digits for a currency code (2 unless ISO 4217 says otherwise).
    public static func minorDigits(for currencyCode: String) -> Int {
        minorDigitsByCurrency[currencyCode.uppercased()] ?? 2
    }

    /// The amount as text, for example `USD 1,499.90` for 149990 minor units, or `-USD 5.00` for a discount.
    public static func string(minorUnits: Int, currencyCode: String) -> String {
        let code = currencyCode.uppercased()
        let digits = minorDigits(for: code)
        let divisor = UInt(minorUnitsPerMajorUnit(digits))
        let magnitude = minorUnits.magnitude
        let major = magnitude / divisor
        let minor = magnitude % divisor
        var text = "\(code) \(grouped(major))"
        if digits > 0 {
            let minorText = String(minor)
            text += "." + String(repeating: "0", count: digits - minorText.count) + minorText
        }
        return minorUnits < 0 ? "-" + text : text
    }

    /// 10 to the power of `digits`: 100 for a currency with cents.
    private static func minorUnitsPerMajorUnit(_ digits: Int) -> Int {
        (0..<digits).reduce(1) { scale, _ in scale * 10 }
    }

    private static func grouped(_ value: UInt) -> String {
        let digits = Array(String(value))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

extension MoneyFormat {
    /// Reads an amount typed by a person (`12`, `12.5`, `1,499.90`) as minor units of `currencyCode`,
    /// or returns `nil` when it is not a non-negative amount with at most the currency's minor digits.
    ///
    /// Commas are accepted only as thousands separators in their places, so `12,50` (a decimal comma) is refused
    /// rather than read as twelve hundred and fifty.
    public static func minorUnits(parsing text: String, currencyCode: String) -> Int? {
        let digits = minorDigits(for: currencyCode)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let majorText = wholeNumberDigits(parts[0]), majorText.count <= 12
        else { return nil }
        var minorText = parts.count == 2 ? String(parts[1]) : ""
        guard minorText.count <= digits, minorText.allSatisfy(isASCIIDigit), parts.count == 1 || !minorText.isEmpty
        else { return nil }
        minorText += String(repeating: "0", count: digits - minorText.count)
        guard let major = Int(majorText) else { return nil }
        return major * minorUnitsPerMajorUnit(digits) + (Int(minorText) ?? 0)
    }

    /// The digits of a whole number written plainly (`1499`) or with commas between groups of three (`1,499`).
    private static func wholeNumberDigits(_ text: Substring) -> String? {
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isASCIIDigit) }) else { return nil }
        guard groups.count == 1 || (groups[0].count <= 3 && groups.dropFirst().allSatisfy { $0.count == 3 }) else {
            return nil
        }
        return groups.joined()
    }

    private static func isASCIIDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
