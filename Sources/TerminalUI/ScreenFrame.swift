/// The standard pieces around a screen's own lines: its heading, help lists and one-line messages.
public enum ScreenFrame {
    /// The screen's title as a heading (with a host's `status`, such as an unread count, at its end, or else the
    /// screen's own), followed by its rendered lines.
    @MainActor
    public static func framed(
        _ screen: any TerminalScreen, status: String? = nil, in context: RenderContext
    ) -> [TerminalText] {
        heading(screen.title, status: status ?? screen.status, in: context)
            + screen.render(in: context).map(context.fitted)
    }

    /// A heading line such as `== Settings ======== 2 unread ==`, at most 60 columns wide.
    public static func heading(_ title: String, status: String? = nil, in context: RenderContext) -> [TerminalText] {
        let text = "== \(title) "
        let tail = status.map { " \($0) ==" } ?? ""
        let fill = String(
            repeating: "=", count: max(2, min(context.width, 60) - displayWidth(of: text) - displayWidth(of: tail)))
        return ["", context.styled(context.fitted(text + fill + tail), .bold)]
    }

    /// Aligned help lines: usage on the left, summary on the right.
    public static func help(for commands: [CommandHelp], in context: RenderContext) -> [TerminalText] {
        let width = commands.map { displayWidth(of: $0.usage) }.max() ?? 0
        return commands.map { help in
            let padding = String(repeating: " ", count: width - displayWidth(of: help.usage))
            let line: TerminalText = "  \(help.usage)\(padding)  \(context.styled(help.summary, .dim))"
            return context.fitted(line)
        }
    }

    /// The one-line explanation for a refused command.
    public static func rejection(_ reason: String, in context: RenderContext) -> [TerminalText] {
        [context.fitted(context.styled("! \(reason)", .red))]
    }

    /// The explanation for a command nobody knows.
    public static func unknownCommand(_ name: String, in context: RenderContext) -> [TerminalText] {
        rejection("unknown command '\(name)'; type help for the list", in: context)
    }
}
