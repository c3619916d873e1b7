/// What a `swift build -v` log says the compiler compiled: its `swift-frontend -frontend -c` invocations, one
/// `-primary-file` per source file compiled, each with the `-module-name` it belongs to.
public enum BuildLog {
    /// Source files compiled per module. A batch job's command line lists several `-primary-file`s, and `-v`
    /// prints it once for each of them, so files are counted once per module. The manifest's own compilation
    /// (module `main`) is not a module of the package; emit-module, modulewrap and link steps compile no source.
    public static func compiledFiles(in log: String) -> [String: Int] {
        var files: [String: Set<Substring>] = [:]
        for line in log.split(separator: "\n") where line.contains("swift-frontend") && line.contains(" -frontend -c ")
        {
            let words = line.split(separator: " ")
            guard let flag = words.firstIndex(of: "-module-name"), flag + 1 < words.count, words[flag + 1] != "main"
            else { continue }
            let primaries = words.indices.dropLast().filter { words[$0] == "-primary-file" }.map { words[$0 + 1] }
            files[String(words[flag + 1]), default: []].formUnion(primaries)
        }
        return files.filter { !$0.value.isEmpty }.mapValues(\.count)
    }

    /// The log without the command lines `-v` adds (each starts with the absolute path of a tool) and the
    /// toolchain banners: what the compiler said, for a failed build.
    public static func messages(in log: String) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let first = line.split(separator: " ", maxSplits: 1).first ?? ""
            let isCommand = (first.hasPrefix("/") || first.hasPrefix("\"/")) && !first.contains(":")
            let isBanner = line.hasPrefix("Swift version ") || line.hasPrefix("Target: ")
            return !isCommand && !isBanner
        }.joined(separator: "\n")
    }
}
