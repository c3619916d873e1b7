// DocumentationCheckTool: the documentation rules that need the built symbol graphs, run by Scripts/docs.
//   DocumentationCheckTool coverage <symbol-graph-dir> <Module>...
// reads <Module>.symbols.json and its extension graphs (<Module>@<Other>.symbols.json) and fails on every
// public symbol without a doc comment of its own.
// Exit status: 0 clean, 1 undocumented symbols, 2 usage error or unreadable graph.
import DocumentationRules
import Foundation

/// Prints to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let usage = """
    usage: DocumentationCheckTool coverage <symbol-graph-dir> <Module>...
      fails on every public symbol of the modules without a doc comment of its own
    exit status: 0 clean, 1 undocumented symbols, 2 usage error or unreadable graph
    """

/// Runs the tool and returns its exit status.
func runTool(_ arguments: [String]) -> Int32 {
    if arguments.first == "--help" || arguments.first == "-h" {
        print(usage)
        return 0
    }
    guard arguments.count >= 3, arguments[0] == "coverage" else {
        printError("error: expected coverage <symbol-graph-dir> <Module>...\n\(usage)")
        return 2
    }
    let directory = URL(fileURLWithPath: arguments[1])
    let modules = Array(arguments.dropFirst(2))
    let files: [String]
    do {
        files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
        printError("error: cannot list \(directory.path): \(error.localizedDescription)")
        return 2
    }
    var undocumented: [UndocumentedSymbol] = []
    var symbolCount = 0
    for module in modules {
        let graphs = files.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }.sorted()
        guard graphs.contains("\(module).symbols.json") else {
            printError(
                "error: no \(module).symbols.json in \(directory.path); was the module built with symbol graphs?")
            return 2
        }
        for file in graphs {
            do {
                let data = try Data(contentsOf: directory.appendingPathComponent(file))
                let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
                symbolCount += graph.symbols.count
                undocumented += DocumentationCoverage.undocumented(in: graph)
            } catch {
                printError("error: cannot read \(file): \(error)")
                return 2
            }
        }
    }
    for symbol in undocumented { print(symbol.rendered) }
    print(
        "doc comments: \(modules.count) modules, \(symbolCount) public symbols, \(undocumented.count) without a doc comment"
    )
    return undocumented.isEmpty ? 0 : 1
}

exit(runTool(Array(CommandLine.arguments.dropFirst())))
