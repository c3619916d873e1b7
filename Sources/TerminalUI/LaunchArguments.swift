/// The flags an executable was started with, after checking them against its ``LaunchOption``s.
public struct LaunchArguments: Hashable, Sendable {
    private var values: [String: String] = [:]
    private var switches: Set<String> = []

    /// Parses `arguments` (without the program name). Unknown flags, missing values and repeated flags throw.
    public init(parsing arguments: [String], options: [LaunchOption]) throws(LaunchUsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = Self.split(argument)
            guard let option = options.first(where: { $0.name == name }) else {
                throw LaunchUsageError("unknown option '\(argument)'; run with --help for the list")
            }
            guard values[name] == nil && !switches.contains(name) else {
                throw LaunchUsageError("\(name) is given twice")
            }
            if option.valueName == nil {
                guard inlineValue == nil else { throw LaunchUsageError("\(name) takes no value") }
                switches.insert(name)
            } else if let value = inlineValue ?? remaining.popFirst(), !value.hasPrefix("--") || inlineValue != nil {
                values[name] = value
            } else {
                throw LaunchUsageError("\(name) needs a value (\(option.valueName ?? "value"))")
            }
        }
    }

    /// Whether the switch `name` was given.
    public func isSet(_ name: String) -> Bool { switches.contains(name) }

    /// The value given for `name`, if any.
    public func value(_ name: String) -> String? { values[name] }

    /// The value given for `name` as a whole number within `range`, if given.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(LaunchUsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw LaunchUsageError("\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// The value given for `name` as a fraction from 0 to 1 in thousandths (`0.25` is 250), if given.
    public func fractionInThousandths(_ name: String) throws(LaunchUsageError) -> Int? {
        guard let text = values[name] else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let wholeText = parts.first.map(String.init) ?? ""
        let whole = wholeText.allSatisfy({ $0.isASCII && $0.isNumber }) ? Int(wholeText) : nil
        let fractionText = parts.count == 2 ? String(parts[1]) : ""
        guard parts.count <= 2, let whole, (0...1).contains(whole), fractionText.count <= 3,
            fractionText.allSatisfy({ $0.isASCII && $0.isNumber })
        else { throw LaunchUsageError("\(name) needs a fraction from 0 to 1, such as 0.25") }
        let thousandths = whole * 1000 + (Int(fractionText.padding(toLength: 3)) ?? 0)
        guard thousandths <= 1000 else { throw LaunchUsageError("\(name) needs a fraction from 0 to 1, such as 0.25") }
        return thousandths
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        self + String(repeating: "0", count: Swift.max(0, length - count))
    }
}
