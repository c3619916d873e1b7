/// The one place that makes text from outside (a server, a file, the user) safe to print: every character that a
/// terminal would act on instead of showing is replaced by a visible stand-in, so no such text can move the cursor,
/// clear the screen, set the window title, ring the bell or reorder what follows it.
///
/// - C0 controls (U+0000 to U+001F, including ESC, BEL, CR, backspace, tab and line feed) become their Control
///   Pictures symbol: ESC shows as `␛`, BEL as `␇`, CR as `␍`, line feed as `␊`. A ``TerminalText`` is one line;
///   ``Terminal/write(_:)-(String)`` splits plain text at line feeds before it gets here, which is the only newline
///   handling there is.
/// - DEL (U+007F) becomes `␡`.
/// - C1 controls (U+0080 to U+009F, including the one-byte control sequence introducer U+009B) and the
///   bidirectional controls (U+061C, U+200E, U+200F, the embeddings and overrides U+202A to U+202E, the isolates
///   U+2066 to U+2069) become their code point in brackets, such as `<U+009B>` or `<U+202E>`.
///
/// Everything else is kept as it is. The result never contains a character it would replace, so neutralising
/// twice changes nothing, and widths (``displayWidth(of:)``) are measured on the result.
public enum ControlCharacterNeutraliser {
    /// `text` with every control character replaced by its visible stand-in (see above).
    public static func neutralised(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                result.append(Unicode.Scalar(0x2421)!)
            default:
                if needsReplacing(scalar) {
                    result.append(contentsOf: codePointName(scalar).unicodeScalars)
                } else {
                    result.append(scalar)
                }
            }
        }
        return String(result)
    }

    /// Whether `scalar` is one the terminal would act on: a C0 or C1 control, DEL, or a bidirectional control.
    static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `<U+009B>`: the code point in the form Unicode writes it, at least four hexadecimal digits.
    private static func codePointName(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ">"
    }
}
