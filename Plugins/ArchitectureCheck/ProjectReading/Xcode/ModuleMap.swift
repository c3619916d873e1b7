/// Reading a clang module map (`module.modulemap`) for the modules it declares.
public enum ModuleMap {
    /// The names of the top-level modules `text` declares: `module Name`, `framework module Name` or `explicit
    /// module Name` (or `module "Name"`) outside any braces; submodules and `module *` are left out, and so are `//`
    /// comments.
    public static func topLevelModules(in text: String) -> [String] {
        var depth = 0
        var names: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            if depth == 0 {
                var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" })[...]
                while let first = words.first, first == "explicit" || first == "framework" { words.removeFirst() }
                if words.first == "module", words.count > 1 {
                    var name = words[words.startIndex + 1]
                    if name.hasPrefix("\""), name.hasSuffix("\""), name.count > 1 { name = name.dropFirst().dropLast() }
                    if let first = name.first, first.isLetter || first == "_",
                        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                    {
                        names.append(String(name))
                    }
                }
            }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            depth = max(depth, 0)
        }
        return names
    }
}
