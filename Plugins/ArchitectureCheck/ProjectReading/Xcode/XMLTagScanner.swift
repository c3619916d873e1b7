import ModuleGraph

/// The tags of a small XML document, one after another: enough for `contents.xcworkspacedata`.
struct XMLTagScanner {
    /// One start, end or empty-element tag.
    struct Tag {
        /// `Group`, `/Group`, `FileRef`.
        var name: String
        var attributes: [String: String]
        /// `<FileRef ... />`.
        var selfClosing: Bool
    }

    let bytes: [UInt8]
    var offset = 0
    var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next tag, skipping text, comments and `<?xml ...?>`; `nil` at the end.
    mutating func next(file: String) throws(ConfigurationError) -> Tag? {
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "<") else { continue }
            let startLine = line
            var inside: [UInt8] = []
            var quote: UInt8?
            while true {
                guard offset < bytes.count else {
                    throw ConfigurationError(
                        file: file, line: startLine, column: 0, message: "a tag opened on this line is never closed")
                }
                let next = bytes[offset]
                offset += 1
                if next == UInt8(ascii: "\n") { line += 1 }
                if let open = quote {
                    if next == open { quote = nil }
                } else if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                    quote = next
                } else if next == UInt8(ascii: ">") {
                    break
                }
                inside.append(next)
            }
            let text = String(decoding: inside, as: UTF8.self)
            if text.hasPrefix("?") || text.hasPrefix("!") { continue }
            return try tag(text, line: startLine, file: file)
        }
        return nil
    }

    private func tag(_ text: String, line: Int, file: String) throws(ConfigurationError) -> Tag {
        var body = Substring(text)
        let selfClosing = body.hasSuffix("/")
        if selfClosing { body = body.dropLast() }
        let name = body.prefix { !$0.isWhitespace }
        var rest = body.dropFirst(name.count)
        var attributes: [String: String] = [:]
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { break }
            let key = rest.prefix { $0 != "=" && !$0.isWhitespace }
            rest = rest.dropFirst(key.count).drop { $0.isWhitespace }
            guard rest.first == "=" else {
                throw ConfigurationError(
                    file: file, line: line, column: 0, message: "attribute \(key) of <\(name)> has no value")
            }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            guard let quote = rest.first, quote == "\"" || quote == "'" else {
                throw ConfigurationError(
                    file: file, line: line, column: 0, message: "the value of \(key) of <\(name)> is not quoted")
            }
            rest = rest.dropFirst()
            let value = rest.prefix { $0 != quote }
            rest = rest.dropFirst(value.count + 1)
            attributes[String(key)] = Self.unescape(String(value))
        }
        return Tag(name: String(name), attributes: attributes, selfClosing: selfClosing)
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` replaced.
    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
