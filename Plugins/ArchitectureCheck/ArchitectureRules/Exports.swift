// `import ArchitectureRules` is the whole check as a library: its rules and runner, and the modules below them that
// its API speaks in (the graph, the project readers, the configuration, the findings and the report formats).
@_exported public import ArchitectureCore
@_exported public import ArchitectureReporters
@_exported public import CheckConfiguration
@_exported public import ModuleGraph
@_exported public import ProjectReading
@_exported public import SwiftSourceScanning
