/// A table with aligned columns, sized to fit the terminal by shortening its widest flexible column.
///
/// Widths are terminal columns (``displayWidth(of:)``), so CJK names and emoji line up with Latin ones.
public struct Table: Sendable {
    /// How a column's cells line up.
    public enum Alignment: Sendable {
        /// Text columns.
        case left
        /// Numbers and money.
        case right
    }

    /// One column: its heading and alignment.
    public struct Column: Sendable {
        /// The heading printed above the cells.
        public let heading: String
        /// The alignment of heading and cells.
        public let alignment: Alignment

        /// Creates a column.
        public init(_ heading: String, _ alignment: Alignment = .left) {
            self.heading = heading
            self.alignment = alignment
        }
    }

    /// The columns, left to right.
    public let columns: [Column]
    /// The rows; a row shorter than `columns` is padded with empty cells. Cells are plain text, shown neutralised.
    public var rows: [[String]]

    /// Creates a table.
    public init(columns: [Column], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines: a heading, a rule, then one line per row, none wider than `context.width`.
    public func render(in context: RenderContext) -> [TerminalText] {
        let separator = "  "
        var widths = columns.indices.map { index in
            rows.reduce(displayWidth(of: columns[index].heading)) { widest, row in
                max(widest, index < row.count ? displayWidth(of: row[index]) : 0)
            }
        }
        let total = { widths.reduce(0, +) + separator.count * max(widths.count - 1, 0) }
        // Shrink the widest left-aligned column first: names can be shortened, prices cannot.
        while total() > context.width {
            let candidates = widths.indices.filter { columns[$0].alignment == .left && widths[$0] > 4 }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= min(widths[widest] - 4, total() - context.width)
        }
        func line(_ cells: [String]) -> String {
            let padded = columns.indices.map { index in
                let cell = truncated(index < cells.count ? cells[index] : "", toWidth: widths[index])
                let padding = String(repeating: " ", count: widths[index] - displayWidth(of: cell))
                return columns[index].alignment == .left ? cell + padding : padding + cell
            }
            var text = padded.joined(separator: separator)
            while text.last == " " { text.removeLast() }
            return text
        }
        let heading = context.styled(line(columns.map(\.heading)), .bold)
        let rule = String(repeating: "-", count: min(total(), context.width))
        return [heading, TerminalText(rule)] + rows.map { TerminalText(line($0)) }
    }
}
