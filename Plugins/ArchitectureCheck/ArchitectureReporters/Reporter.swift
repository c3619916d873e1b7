import ArchitectureCore
import CheckConfiguration
import ModuleGraph

/// One output format of the check: `--format <identifier>` writes what ``render(_:)`` returns. The findings
/// formats (text, JSON, SARIF, GitHub) render a ``CIReport`` or a ``TextReport``; the graph formats (Mermaid,
/// DOT) a ``GraphDrawing``.
public protocol Reporter {
    /// What the format renders.
    associatedtype Input
    /// The `--format` value that selects it.
    static var identifier: String { get }
    /// The output, ending in a newline.
    static func render(_ input: Input) -> String
}
