/// How one argument of a command is read from what was typed, and how it is named in the help and in a refusal.
///
/// The readers here cover what screens ask for (rows, quantities, IDs, free text); a screen may make its own with
/// ``init(_:_:example:takesRest:parse:)`` for a value only it knows, such as a price.
public struct ArgumentReader<Value> {
    /// How the help line writes it, for example `row` (shown as `<row>`).
    public let placeholder: String
    /// What it is in words, for a refusal: `a row number`.
    public let wanted: String
    /// A value to show in an example, such as `1`.
    public let example: String
    /// How much of the line it reads.
    let span: ArgumentSpan
    /// The value when it was left out, for a reader that may be (only the last argument may).
    let whenLeftOut: (() -> Value)?
    /// The value `text` names, or nil when it names none; a reader may throw its own sentence instead.
    let parse: (String) throws(CommandRejection) -> Value?

    /// A reader of one word (or of the remaining words joined by spaces, with `takesRest`).
    ///
    /// - Parameters:
    ///   - placeholder: how the help line writes it, without the angle brackets.
    ///   - wanted: what it is, in words, as a refusal says it: `a row number`.
    ///   - example: a value for examples.
    ///   - takesRest: whether it reads the rest of the line (joined by single spaces) instead of one word.
    ///   - parse: the value the typed text names, or nil when it names none.
    public init(
        _ placeholder: String, _ wanted: String, example: String, takesRest: Bool = false,
        parse: @escaping (String) throws(CommandRejection) -> Value?
    ) {
        self.init(placeholder, wanted, example, takesRest ? .joinedWords : .word, nil, parse)
    }

    fileprivate init(
        _ placeholder: String, _ wanted: String, _ example: String, _ span: ArgumentSpan, _ whenLeftOut: (() -> Value)?,
        _ parse: @escaping (String) throws(CommandRejection) -> Value?
    ) {
        self.placeholder = placeholder
        self.wanted = wanted
        self.example = example
        self.span = span
        self.whenLeftOut = whenLeftOut
        self.parse = parse
    }

    /// This reader as one that may be left out: the value is nil when it was.
    public var optional: ArgumentReader<Value?> {
        let parse = self.parse
        return ArgumentReader<Value?>(placeholder, wanted, example, span, { nil }) {
            (text: String) throws(CommandRejection) -> Value?? in try parse(text).map { $0 }
        }
    }

    /// How the help line writes it: `<row>`, or `[row]` when it may be left out.
    var usage: String { whenLeftOut != nil ? "[\(placeholder)]" : "<\(placeholder)>" }
}

extension ArgumentReader where Value == Int {
    /// A row of what the screen shows, a whole number from 1.
    public static func row(_ placeholder: String = "row", _ wanted: String = "a row number") -> ArgumentReader {
        ArgumentReader(placeholder, wanted, example: "1") { text in Int(text).flatMap { $0 > 0 ? $0 : nil } }
    }

    /// How many, a whole number; whether it is too many or too few is for the feature to say.
    public static func quantity(_ placeholder: String = "n", _ wanted: String = "a quantity") -> ArgumentReader {
        ArgumentReader(placeholder, wanted, example: "2") { text in Int(text) }
    }
}

extension ArgumentReader where Value == String {
    /// One word, such as an ID, a code or an email address.
    public static func word(_ placeholder: String, _ wanted: String, example: String) -> ArgumentReader {
        ArgumentReader(placeholder, wanted, example: example) { text in text }
    }

    /// The rest of the line exactly as typed (spaces and quotes kept), such as a note; never empty.
    public static func text(_ placeholder: String, _ wanted: String, example: String) -> ArgumentReader {
        ArgumentReader(placeholder, wanted, example, .rawText, nil) { text in text }
    }

    /// The remaining words joined by single spaces (quotes removed), such as search words or a name; never empty.
    public static func words(_ placeholder: String, _ wanted: String, example: String) -> ArgumentReader {
        ArgumentReader(placeholder, wanted, example: example, takesRest: true) { text in text }
    }
}

extension ArgumentReader where Value == RowOrID {
    /// A row number (a whole number; whether the row exists is for the feature to say), or else an ID.
    public static func rowOrID(
        _ placeholder: String = "row|id", _ wanted: String = "a row number or an id"
    )
        -> ArgumentReader
    {
        ArgumentReader(placeholder, wanted, example: "1") { text in
            if let row = Int(text) { .row(row) } else { .id(text) }
        }
    }
}
