import Foundation

/// A tracker that writes one line per event to standard error: `analytics: <name> key=value key=value`.
///
/// Keys are sorted. A value is written bare when it is non-empty and has no space, quote, backslash, `=` or
/// control character; otherwise it is quoted, with `\`, `"`, newlines, tabs and other control characters
/// escaped, so an event is always exactly one line.
public struct StandardErrorTracker: AnalyticsTracker {
    /// Creates the tracker.
    public init() {}

    /// Writes ``line(for:)`` and a newline to standard error in one write.
    public func track(_ event: AnalyticsEvent) {
        FileHandle.standardError.write(Data((Self.line(for: event) + "\n").utf8))
    }

    /// The line written for `event`, without the newline.
    public static func line(for event: AnalyticsEvent) -> String {
        var line = "analytics: \(event.name)"
        for key in event.properties.keys.sorted() {
            line += " \(key)=\(formatted(event.properties[key] ?? ""))"
        }
        return line
    }

    private static func formatted(_ value: String) -> String {
        let needsQuotes =
            value.isEmpty
            || value.unicodeScalars.contains { scalar in
                scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                    || scalar == "\"" || scalar == "\\" || scalar == "="
            }
        guard needsQuotes else { return value }
        var quoted = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
                quoted += "\\u{\(String(scalar.value, radix: 16))}"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
