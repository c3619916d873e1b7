import Analytics
import Testing

@Suite("AnalyticsEvent rules")
struct AnalyticsEventTests {
    @Test func keepsNameAndProperties() throws {
        let event = try AnalyticsEvent("product_viewed", ["product_id": "p-0042", "itemCount": "3", "source": ""])

        #expect(event.name == "product_viewed")
        #expect(event.properties == ["product_id": "p-0042", "itemCount": "3", "source": ""])
        #expect(try AnalyticsEvent("app_launched").properties.isEmpty)
    }

    @Test func eventsWithTheSameContentAreEqual() throws {
        #expect(try AnalyticsEvent("list_viewed", ["lines": "2"]) == AnalyticsEvent("list_viewed", ["lines": "2"]))
        #expect(try AnalyticsEvent("list_viewed", ["lines": "2"]) != AnalyticsEvent("list_viewed", ["lines": "3"]))
    }

    @Test(arguments: ["a", "signup_started", "step2_done", "v1", String(repeating: "x", count: 64)])
    func acceptsLowerSnakeCaseNames(name: String) throws {
        #expect(try AnalyticsEvent(name).name == name)
    }

    @Test(arguments: [
        "", "SignUpStarted", "sign-up-started", "sign up started", "1st_visit", "_started", "started_",
        "sign_up__started", "café_opened", String(repeating: "x", count: 65),
    ])
    func rejectsOtherNames(name: String) {
        #expect(throws: AnalyticsError.invalidEventName(name)) { try AnalyticsEvent(name) }
    }

    @Test(arguments: [
        // email
        "email", "Email", "EMAIL", "userEmail", "user_email", "e_mail", "eMail", "emailAddress", "customer-email",
        "contact.emails", "mail",
        // passwords and secrets
        "password", "newPassword", "PASSWORD_HASH", "passwd", "pwd", "pin", "passcode", "otp", "client_secret",
        "apiKey", "api_key",
        // tokens
        "token", "accessToken", "refresh_token", "AUTH_TOKEN", "sessionTokens", "jwt",
        // addresses
        "address", "shipping_address", "billingAddress", "addressLine2", "addresses", "ip_address", "IPAddress",
        "ip", "street", "postcode", "zip", "zip_code", "ZipCode",
        // phones
        "phone", "phoneNumber", "mobile_number", "telephone", "tel", "msisdn",
        // cards and banking
        "card", "cardNumber", "card_last4", "credit_card", "CreditCardNumber", "cards", "cvv", "cvc2", "pan", "iban",
        "accountNumber", "card_expiry", "expiryDate", "exp_month", "securityCode",
        // people's names
        "name", "Name", "firstName", "first_name", "lastname", "LAST_NAME", "fullName", "surname", "customer_name",
        "customerName", "userName", "username", "nickname", "display_name", "card_holder_name",
        // other personal facts
        "date_of_birth", "birthday", "dob", "age", "gender", "ssn", "passport_number", "latitude", "lng",
    ])
    func rejectsPersonalDataKeys(key: String) {
        #expect(throws: AnalyticsError.personalDataKey(event: "order_placed", key: key)) {
            try AnalyticsEvent("order_placed", ["item_count": "2", key: "x"])
        }
    }

    @Test(arguments: [
        "product_id", "productName", "product_name", "category_name", "screen", "item_count", "promo_applied",
        "sort_order", "result_count", "payment_method", "shipping_speed", "currency", "query_length", "page",
        "filter_brand", "quote_expiry_seconds", "list_lines", "is_mobile", "order_id", "status",
    ])
    func acceptsOrdinaryKeys(key: String) throws {
        #expect(try AnalyticsEvent("order_placed", [key: "x"]).properties == [key: "x"])
    }

    @Test(arguments: ["", "1count", "item count", "item-count", "ünits", "count!", String(repeating: "k", count: 65)])
    func rejectsMalformedKeys(key: String) {
        #expect(throws: AnalyticsError.invalidPropertyKey(key)) { try AnalyticsEvent("search_submitted", [key: "1"]) }
    }

    @Test func personalDataIsReportedEvenWhenTheKeyIsAlsoMalformed() {
        #expect(throws: AnalyticsError.personalDataKey(event: "signup_started", key: "user-email")) {
            try AnalyticsEvent("signup_started", ["user-email": "x"])
        }
    }

    @Test func firstOffendingKeyInSortedOrderIsReported() {
        #expect(throws: AnalyticsError.invalidPropertyKey("a b")) {
            try AnalyticsEvent("search_submitted", ["z_email": "x", "a b": "1", "m-key": "2"])
        }
    }

    @Test func valuesAreLimitedInLength() throws {
        let longest = String(repeating: "é", count: 256)
        #expect(try AnalyticsEvent("search_submitted", ["query_text": longest]).properties["query_text"] == longest)

        #expect(throws: AnalyticsError.valueTooLong(key: "query_text", limit: 256)) {
            try AnalyticsEvent("search_submitted", ["query_text": longest + "e"])
        }
    }

    @Test(arguments: [
        "4242424242424242", "4242 4242 4242 4242", "4000-0000-0000-0002", "paid with 5555555555554444 today",
        "378282246310005",
    ])
    func refusesCardNumbersInValues(value: String) {
        #expect(throws: AnalyticsError.cardNumberValue(event: "search_submitted", key: "query_text")) {
            try AnalyticsEvent("search_submitted", ["query_text": value])
        }
    }

    @Test(arguments: [
        "4242424242424241", "424242424242", "42424242424242424242", "o-000001", "p-0042", "12/40", "auth-000001",
        "4242  4242 4242 4242",
    ])
    func keepsValuesThatAreNoCardNumber(value: String) throws {
        #expect(try AnalyticsEvent("search_submitted", ["query_text": value]).properties["query_text"] == value)
    }

    @Test func errorsExplainThemselves() {
        #expect(
            AnalyticsError.personalDataKey(event: "order_placed", key: "userEmail").description
                == "analytics event order_placed cannot carry \"userEmail\": events never hold personal data "
                + "(email, password, token, address, phone, card, a person's name...)")
        #expect(
            AnalyticsError.valueTooLong(key: "query_text", limit: 256).description
                == "analytics property query_text is longer than 256 characters")
        #expect(AnalyticsError.invalidEventName("Bad").description.contains("lower snake_case"))
    }
}
