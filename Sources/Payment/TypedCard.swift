import Foundation
internal import PaymentProviderSDK

/// The card as the payer typed it, checked before it goes to the provider. It lives only inside the payment
/// step: it is handed to the provider once, to be tokenized, and dropped.
struct TypedCard: Sendable {
    let number: String
    let expiry: String
    let securityCode: String

    /// The same card with `field` typed again as `answer`.
    func replacing(_ field: CardField, with answer: String) -> TypedCard {
        switch field {
        case .number: TypedCard(number: answer, expiry: expiry, securityCode: securityCode)
        case .expiry: TypedCard(number: number, expiry: answer, securityCode: securityCode)
        case .securityCode: TypedCard(number: number, expiry: expiry, securityCode: answer)
        }
    }

    /// The card the provider is sent, or why what was typed is not a card: a number of 12 to 19 digits (spaces
    /// and dashes allowed) whose check digit is right, an expiry `MM/YY` not before this month, a code of 3 or 4
    /// digits.
    func checked(at now: Date) throws(CardEntryError) -> ProviderCard {
        let digits = number.filter { $0 != " " && $0 != "-" }
        guard (12...19).contains(digits.count), digits.allSatisfy(\.isASCIIDigit) else { throw .numberNotDigits }
        guard Self.passesLuhn(digits) else { throw .numberMistyped }
        let parts = expiry.trimmingCharacters(in: .whitespaces).split(separator: "/")
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
            let month = Int(parts[0]), let shortYear = Int(parts[1]), (1...12).contains(month)
        else { throw .expiryUnreadable }
        let year = 2000 + shortYear
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let today = calendar.dateComponents([.year, .month], from: now)
        if let thisYear = today.year, let thisMonth = today.month, (year, month) < (thisYear, thisMonth) {
            throw .expired
        }
        let code = securityCode.trimmingCharacters(in: .whitespaces)
        guard (3...4).contains(code.count), code.allSatisfy(\.isASCIIDigit) else { throw .securityCodeUnreadable }
        return ProviderCard(number: digits, expiryMonth: month, expiryYear: year, securityCode: code)
    }

    /// The Luhn check digit test every card number passes: a mistyped digit fails it.
    static func passesLuhn(_ digits: String) -> Bool {
        var sum = 0
        for (offset, character) in digits.reversed().enumerated() {
            guard let digit = character.wholeNumberValue else { return false }
            let weighted = offset % 2 == 1 ? digit * 2 : digit
            sum += weighted > 9 ? weighted - 9 : weighted
        }
        return sum % 10 == 0
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
