/// Decides whether a property key names personal data, however it is spelt.
///
/// A key is split into lower-cased words at `_`, `-`, `.`, spaces, digits and camelCase humps
/// (`shippingAddress2` is `shipping`, `address`, `2`), and a trailing plural `s` is ignored. It is personal when:
/// - with separators removed it contains a telling fragment (`useremail`, `creditcardnumber`, `accesstoken`);
/// - one of its words is a personal word on its own (`card`, `zip`, `ip`, `dob`, `cvv`);
/// - it is just `name`, or `name` follows a word about a person (`first_name`, `customerName`), while
///   `product_name` or `category_name` are fine.
enum PersonalDataRule {
    /// Fragments that mark a key wherever they appear, even inside one run of letters.
    static let fragments: [String] = [
        "email", "passw", "passcode", "passphrase", "token", "secret", "credential", "apikey",
        "address", "street", "postcode", "postalcode", "zipcode",
        "phone", "mobilenumber", "msisdn",
        "creditcard", "debitcard", "cardnumber", "cardholder", "iban", "accountnumber", "routingnumber",
        "cardexpir", "expirydate", "expirationdate", "expmonth", "expyear", "securitycode", "cardcode",
        "firstname", "lastname", "fullname", "surname", "forename", "givenname", "familyname", "middlename",
        "maidenname", "username", "nickname",
        "birthday", "birthdate", "dateofbirth", "passport", "socialsecurity", "nationalid", "taxid",
        "geolocation", "latitude", "longitude",
    ]

    /// Words that mark a key when they stand as a whole word of it.
    static let words: Set<String> = [
        "mail", "pwd", "pin", "otp", "jwt",
        "zip", "tel", "fax",
        "card", "pan", "cvv", "cvc",
        "ssn", "dob", "birth", "age", "gender",
        "ip", "lat", "lng", "lon", "gps",
    ]

    /// Words that make a following `name` a person's name.
    static let personWords: Set<String> = [
        "user", "customer", "person", "buyer", "consumer", "member", "client", "contact", "recipient", "sender",
        "receiver", "owner", "holder", "account", "display", "real", "legal", "first", "last", "full", "given",
        "family", "middle", "maiden", "nick",
    ]

    /// Whether `value` holds a payment card number: a run of 13 to 19 digits, alone or in groups split by single
    /// spaces or hyphens, whose Luhn check digit is right (as every issued card number's is). An order or product
    /// ID never passes for one: they carry letters.
    static func holdsCardNumber(_ value: String) -> Bool {
        var digits: [Int] = []
        var previousWasSeparator = false
        func isCardNumber(_ digits: [Int]) -> Bool {
            guard (13...19).contains(digits.count) else { return false }
            var sum = 0
            for (offset, digit) in digits.reversed().enumerated() {
                let doubled = offset % 2 == 1 ? digit * 2 : digit
                sum += doubled > 9 ? doubled - 9 : doubled
            }
            return sum % 10 == 0
        }
        for character in value {
            if let digit = character.wholeNumberValue, character.isASCII {
                digits.append(digit)
                previousWasSeparator = false
            } else if (character == " " || character == "-") && !digits.isEmpty && !previousWasSeparator {
                previousWasSeparator = true
            } else {
                if isCardNumber(digits) { return true }
                digits = []
                previousWasSeparator = false
            }
        }
        return isCardNumber(digits)
    }

    /// Whether `key` names personal data.
    static func looksPersonal(_ key: String) -> Bool {
        let keyWords = split(key)
        let joined = keyWords.joined()
        if fragments.contains(where: joined.contains) { return true }
        for (index, word) in keyWords.enumerated() {
            if words.contains(singular(word)) { return true }
            if singular(word) == "name" {
                guard index > 0 else { return true }
                if personWords.contains(singular(keyWords[index - 1])) { return true }
            }
        }
        return false
    }

    /// The lower-cased words of `key`: split at non-letters, at letter/digit changes and at camelCase humps.
    static func split(_ key: String) -> [String] {
        var result: [String] = []
        var current: [Character] = []
        let characters = Array(key)
        func flush() {
            if !current.isEmpty { result.append(String(current).lowercased()) }
            current.removeAll()
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last {
                let kindChanged = previous.isNumber != character.isNumber
                let hump = previous.isLowercase && character.isUppercase
                // The last capital of an acronym starts the next word: `IPAddress` is `IP`, `Address`.
                let acronymEnd =
                    previous.isUppercase && character.isUppercase && index + 1 < characters.count
                    && characters[index + 1].isLowercase
                if kindChanged || hump || acronymEnd { flush() }
            }
            current.append(character)
        }
        flush()
        return result
    }

    /// `addresses` -> `address`, `cards` -> `card`; other words unchanged.
    private static func singular(_ word: String) -> String {
        if word.hasSuffix("sses") { return String(word.dropLast(2)) }
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }
}
