/// A flag a terminal executable (the app or a demo) accepts, with the one line `--help` prints for it.
public struct LaunchOption: Hashable, Sendable {
    /// The flag as typed, for example `--product`.
    public let name: String
    /// The name of its value in help, for example `id`; nil for a switch such as `--logged-out`.
    public let valueName: String?
    /// What it does.
    public let summary: String

    /// Creates an option.
    public init(_ name: String, value valueName: String? = nil, _ summary: String) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
    }

    /// `--help`, which every executable accepts.
    public static let help = LaunchOption("--help", "show this help")
}

/// The `--help` text of an executable.
public func launchUsage(program: String, summary: String, options: [LaunchOption]) -> String {
    let width = options.map { $0.name.count + ($0.valueName.map { $0.count + 3 } ?? 0) }.max() ?? 0
    let lines = options.map { option in
        let flag = option.name + (option.valueName.map { " <\($0)>" } ?? "")
        return "  " + flag + String(repeating: " ", count: width - flag.count) + "  " + option.summary
    }
    return (["usage: \(program) [options]", "", summary, "", "options:"] + lines).joined(separator: "\n")
}
