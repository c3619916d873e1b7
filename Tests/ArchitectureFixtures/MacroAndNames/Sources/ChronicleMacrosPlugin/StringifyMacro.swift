import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#stringify(x)` -> `(x, "x")`.
public struct StringifyMacro: ExpressionMacro {
    /// Expands the macro.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) -> ExprSyntax {
        guard let argument = node.arguments.first?.expression else { fatalError("#stringify needs an argument") }
        return "(\(argument), \(literal: argument.description))"
    }
}

@main
struct ChroniclePlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [StringifyMacro.self]
}
