public import ModuleGraph

/// A CocoaPods `Podfile`, read without Ruby: the target blocks and the pods each one links.
///
/// What is read: `target 'Name' do … end` (either quote style, or a symbol), `abstract_target`, nesting (an inner
/// block inherits its outer block's pods; `inherit! :none` inherits none; `inherit! :search_paths` inherits them
/// for the compiler's search paths only), `pod 'Name'` and `pod 'Name/Subspec'` with any options after the name
/// (the pod is `Name`: a subspec builds into its pod's module), pods at the top level (every target inherits
/// them), `project 'Path'`, `target 'Name'` without a block (the target gets its outer block's pods), and
/// `def name … end` whose pods a block takes in by calling `name`, with quoted arguments for the def's parameters
/// (`def local_pod(name)` … `pod name, :path => …` … `local_pod 'Core'`), and loops over a list of names written in
/// the Podfile (`%w[App Widget].each do |t|`, or a name assigned such a list), whose body is read once per name.
/// A call of a method that is neither the DSL's nor defined in the Podfile (`use_react_native!`) is Ruby the check
/// does not run, which may declare pods: the block records it (``TargetBlock/unreadCall``).
/// Other Ruby is skipped: `post_install do …
/// end` and any other `do`, `if`, `unless`, `case`, `def`, `class` or `module` block only has to be closed.
public struct Podfile: Sendable, Equatable {
    /// How a block inherits its outer blocks' pods (`inherit!`).
    public enum Inheritance: String, Sendable, Equatable {
        /// The default: the outer pods are linked into the target too.
        case complete
        /// `inherit! :search_paths`: the outer pods are on the target's search paths (it may import them; the host
        /// app links them), not linked into it.
        case searchPaths = "search_paths"
        /// `inherit! :none`: nothing from the outer blocks.
        case none
    }

    /// A pod as a block gets it.
    public struct LinkedPod: Sendable, Equatable {
        /// The pod's name, without a subspec (`Firebase` for `Firebase/Analytics`).
        public var name: String
        /// The 1-based line of its `pod` declaration.
        public var line: Int
        /// The block that declares it (`""` for the top level).
        public var block: String
        /// Whether the block has it for its search paths only (`inherit! :search_paths`).
        public var searchPathsOnly: Bool
        /// For a development pod (`:path => 'Modules/Core'` or `path: '../Core'`), the directory of its sources as
        /// written, relative to the Podfile; `nil` for a pod from a spec repository or a git source.
        public var localPath: String?

        /// Creates a linked pod.
        public init(
            name: String, line: Int, block: String, searchPathsOnly: Bool = false, localPath: String? = nil
        ) {
            self.name = name
            self.line = line
            self.block = block
            self.searchPathsOnly = searchPathsOnly
            self.localPath = localPath
        }
    }

    /// One `target` or `abstract_target` block.
    public struct TargetBlock: Sendable, Equatable {
        /// The Xcode target it names (or the abstract target's name).
        public var name: String
        /// The 1-based line of its `target` statement.
        public var line: Int
        /// Whether it is an `abstract_target`, which names no Xcode target.
        public var isAbstract: Bool
        /// The project its targets are in when a `project` statement says (`App` or `App.xcodeproj`).
        public var project: String?
        /// Its pods, its own and those it inherits, each once, in the order they are declared.
        public var pods: [LinkedPod]
        /// The line of the first call it makes, or inherits, of a method that is neither the Podfile DSL's nor
        /// defined in the Podfile (`use_react_native!`, `use_expo_modules!`, from a file the Podfile requires): Ruby
        /// the check does not run, which may declare pods of its own. `nil` when none.
        public var unreadCall: Int?

        /// Creates a block.
        public init(
            name: String, line: Int, isAbstract: Bool, project: String?, pods: [LinkedPod], unreadCall: Int? = nil
        ) {
            self.name = name
            self.line = line
            self.isAbstract = isAbstract
            self.project = project
            self.pods = pods
            self.unreadCall = unreadCall
        }
    }

    /// Every block, in the order they open.
    public var blocks: [TargetBlock]

    /// The largest Podfile read: a Podfile is a short script; anything bigger is not one.
    public static let maximumFileSize = 512 << 10

    /// Reads a Podfile's bytes; `file` names it in errors (`ios/Podfile`).
    public static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> Podfile {
        guard bytes.count <= maximumFileSize else {
            throw ConfigurationError(
                file: file, line: 0, column: 0,
                message: "the Podfile is larger than \(maximumFileSize >> 10) KB; is it a Podfile?")
        }
        var reader = Reader(file: file)
        // A quoted string may go on over several lines (React Native's template passes a multi-line script to
        // `node`); such lines are read as one, numbered by the first.
        var pending: (text: Substring, number: Int)?
        for (offset, line) in String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let statement = pending.map { ($0.text + "\n" + line, $0.number) } ?? (Substring(line), offset + 1)
            if Reader.openQuote(in: statement.0) != nil {
                pending = statement
                continue
            }
            pending = nil
            try reader.read(statement.0, number: statement.1)
        }
        if let open = pending {
            // The quote is never closed: the error names the line and column where it opened.
            _ = try reader.code(of: open.text, line: open.number)
        }
        return try reader.finish()
    }

    /// The block named `target` that is not abstract.
    public func block(named target: String) -> TargetBlock? {
        blocks.first { !$0.isAbstract && $0.name == target }
    }
}

extension Podfile {
    /// One open scope while reading.
    private struct Scope {
        /// `other` is a conditional (`if`), whose pods belong to the block around it; `code` a `do` block of Ruby
        /// (`post_install do |installer|`), where no Podfile statement is read (`target = …` is a variable there).
        enum Kind { case root, target, abstractTarget, definition, other, code }
        var kind: Kind
        var name: String
        var line: Int
        var project: String?
        /// Pods declared directly in this scope.
        var pods: [LinkedPod] = []
        /// The index of its block in `blocks`, for target scopes.
        var block: Int?
        /// For a `def`: its parameters, and its pods named by one of them (`pod name`), by parameter index.
        var parameters: [String] = []
        var parameterPods: [(parameter: Int, line: Int)] = []
        /// The line of the first call in this scope of Ruby the check does not run (``TargetBlock/unreadCall``).
        var unreadCall: Int?
    }

    /// A `def`'s pods: those it names, and those named by its arguments.
    private struct Definition {
        var parameters: [String]
        var pods: [LinkedPod]
        var parameterPods: [(parameter: Int, line: Int)]
        var unreadCall: Int?

        /// The pods a call with `arguments` (the quoted values, in order) declares; an argument that is not quoted
        /// names no pod.
        func pods(arguments: [String?]) -> [LinkedPod] {
            pods
                + parameterPods.compactMap { entry in
                    guard entry.parameter < arguments.count, let name = arguments[entry.parameter] else { return nil }
                    return LinkedPod(name: Podfile.podName(name), line: entry.line, block: "")
                }
        }
    }

    /// `Firebase/Analytics` -> `Firebase`: a subspec builds into its pod's module.
    fileprivate static func podName(_ declared: String) -> String {
        String(declared.split(separator: "/").first ?? Substring(declared))
    }

    private struct Reader {
        let file: String
        var scopes = [Scope(kind: .root, name: "", line: 0)]
        var blocks: [TargetBlock] = []
        /// Per block: its own pods, the block around it (`nil`: the top level) and its `inherit!`.
        var ownPods: [[LinkedPod]] = []
        /// Per block: the line of its own first call of Ruby the check does not run.
        var ownUnreadCalls: [Int?] = []
        var parents: [Int?] = []
        var inheritances: [Inheritance] = []
        /// `def name … end`: name -> the pods it declares.
        var definitions: [String: Definition] = [:]
        /// The line of the last `target 'Name'` read without a block, for the message when an `end` is left over.
        var lastBlocklessTarget: (name: String, line: Int)?
        /// Lists of names assigned outside Ruby blocks (`APP_TARGETS = %w[App Widget]`), for loops over them.
        var lists: [String: [String]] = [:]
        /// The loop variables bound while a loop's body is read once per name (`t` in `targets.each do |t|`).
        var bindings: [String: String] = [:]
        /// A loop over a list of names whose body is being collected, to be read once per name at its `end`.
        var loop: Loop?

        struct Loop {
            var variable: String
            var names: [String]
            var line: Int
            /// Blocks opened in the body and not yet closed, the loop's own included.
            var depth = 1
            var lines: [(text: Substring, number: Int)] = []
        }

        init(file: String) {
            self.file = file
        }

        func fail(_ line: Int, _ column: Int, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file, line: line, column: column, message: message)
        }

        mutating func read(_ raw: Substring, number: Int) throws(ConfigurationError) {
            if loop != nil { return try collect(raw, number: number) }
            let code = try code(of: raw, line: number)
            let words = Words(code, bindings: bindings)
            guard let keyword = words.first, !keyword.isLiteral else { return }
            let inCode = scopes.contains { $0.kind == .code }
            if !inCode, let (name, names) = ListLiteral.assignment(code) {
                lists[name] = names
            } else if !inCode, let (names, variable) = ListLiteral.loop(code, lists: lists) {
                // `%w[App Widget].each do |t|`: the body is read once per name, with `t` standing for it.
                loop = Loop(variable: variable, names: names, line: number)
                return
            }
            if inCode {
                if keyword.text == "target" || keyword.text == "abstract_target", words.opensBlock,
                    let outer = scopes.first(where: { $0.kind == .code }), !Self.hooks.contains(outer.name)
                {
                    // Targets made by Ruby the check does not run (`project.targets.each do |t|`) would be left
                    // without their pods, and imports of those pods reported with a wrong fix.
                    throw fail(
                        number, keyword.column,
                        "\(keyword.text) is made by Ruby the check does not run (line \(outer.line)); write the names "
                            + "in the Podfile: %w[App Widget].each do |t| (or NAMES = ['App', 'Widget'] before "
                            + "NAMES.each do |t|), or a block per target")
                }
                if keyword.text == "end" {
                    try close(number, column: keyword.column)
                } else if words.opensScope {
                    scopes.append(Scope(kind: .code, name: keyword.text, line: number))
                }
                return
            }
            switch keyword.text {
            case "target", "abstract_target":
                guard let name = words.literal(at: 1) else {
                    throw fail(
                        number, keyword.column,
                        "\(keyword.text) needs the target's name in quotes: \(keyword.text) 'App' do")
                }
                let outer = scopes.last { $0.block != nil }
                scopes.append(
                    Scope(
                        kind: keyword.text == "target" ? .target : .abstractTarget, name: name, line: number,
                        project: scopes.last?.project, block: blocks.count))
                blocks.append(
                    TargetBlock(
                        name: name, line: number, isAbstract: keyword.text != "target",
                        project: scopes.last?.project, pods: []))
                ownPods.append([])
                ownUnreadCalls.append(nil)
                parents.append(outer?.block)
                inheritances.append(.complete)
                if !words.opensBlock {
                    // `target 'Name'` with no block: a target with the outer block's pods and none of its own.
                    lastBlocklessTarget = (name, number)
                    try close(number, column: keyword.column)
                }
            case "pod":
                guard let name = words.literal(at: 1) else {
                    if let parameter = words.identifier(at: 1).flatMap({
                        scopes[scopes.count - 1].parameters.firstIndex(of: $0)
                    }) {
                        // `def local_pod(name)` … `pod name, …`: the pod is the call's argument.
                        scopes[scopes.count - 1].parameterPods.append((parameter, number))
                        return
                    }
                    throw fail(number, keyword.column, "pod needs the pod's name in quotes: pod 'Name'")
                }
                let pod = Podfile.podName(name)
                guard !pod.isEmpty else { throw fail(number, keyword.column, "pod '\(name)' names no pod") }
                scopes[scopes.count - 1].pods.append(
                    LinkedPod(name: pod, line: number, block: blockName, localPath: words.option("path")))
            case "inherit!":
                guard let mode = words.symbol(at: 1).flatMap(Inheritance.init(rawValue:)),
                    let block = scopes.last?.block
                else {
                    throw fail(
                        number, keyword.column,
                        "inherit! takes :complete, :search_paths or :none, inside a target block")
                }
                inheritances[block] = mode
            case "project":
                guard let project = words.literal(at: 1) else { return }
                scopes[scopes.count - 1].project = project
                if let block = scopes.last?.block { blocks[block].project = project }
            case "def":
                var definition = Scope(kind: .definition, name: words.identifier(at: 1) ?? "", line: number)
                definition.parameters = (2..<max(2, words.count)).compactMap { words.identifier(at: $0) }.filter {
                    $0 != "="
                }
                scopes.append(definition)
            case "end":
                try close(number, column: keyword.column)
            case _ where Self.conditionals.contains(keyword.text):
                if words.last?.text != "end" { scopes.append(Scope(kind: .other, name: keyword.text, line: number)) }
            case "class", "module":
                if words.last?.text != "end" { scopes.append(Scope(kind: .code, name: keyword.text, line: number)) }
            default:
                if let definition = definitions[keyword.text], !words.opensBlock {
                    let block = blockName
                    let arguments = (1..<max(1, words.count)).map { words.literal(at: $0) }
                    scopes[scopes.count - 1].pods += definition.pods(arguments: arguments).map {
                        LinkedPod(name: $0.name, line: $0.line, block: block)
                    }
                    if let call = definition.unreadCall { noteUnreadCall(call) }
                    // A def calling another def with its own parameters passes them on.
                    let parameters = scopes[scopes.count - 1].parameters
                    for entry in definition.parameterPods where entry.parameter + 1 < words.count {
                        if let forwarded = words.identifier(at: entry.parameter + 1).flatMap(parameters.firstIndex(of:))
                        {
                            scopes[scopes.count - 1].parameterPods.append((forwarded, entry.line))
                        }
                    }
                } else if words.opensBlock {
                    scopes.append(Scope(kind: .code, name: keyword.text, line: number))
                } else if words.assignsConditional {
                    scopes.append(Scope(kind: .other, name: words.words[2].text, line: number))
                } else if let called = words.calledMethod, definitions[called] == nil,
                    !Self.declaresNoPods.contains(called)
                {
                    noteUnreadCall(number)
                }
            }
        }

        /// Records a call of Ruby the check does not run on the innermost scope, unless one was recorded before.
        mutating func noteUnreadCall(_ line: Int) {
            if scopes[scopes.count - 1].unreadCall == nil { scopes[scopes.count - 1].unreadCall = line }
        }

        /// The Podfile DSL's methods that declare no pod, and Ruby's that load code or print: a call of any other
        /// method the Podfile does not define may declare pods (React Native's `use_react_native!`).
        static let declaresNoPods: Set<String> = [
            "platform", "source", "plugin", "workspace", "xcodeproj", "install!", "inhibit_all_warnings!",
            "use_frameworks!", "use_modular_headers!", "ensure_bundler!", "supports_swift_versions", "abstract!",
            "generate_bridge_support!", "set_arc_compatibility_flag!", "link_with", "script_phase", "require",
            "require_relative", "load", "puts", "print", "p", "raise", "warn",
        ]

        /// Collects a line of a loop's body; at the loop's `end`, reads the body once per name.
        mutating func collect(_ raw: Substring, number: Int) throws(ConfigurationError) {
            guard var open = loop else { return }
            let words = Words(try code(of: raw, line: number), bindings: [:])
            if let keyword = words.first, !keyword.isLiteral {
                if keyword.text == "end" {
                    open.depth -= 1
                } else if words.opensScope {
                    open.depth += 1
                }
            }
            guard open.depth == 0 else {
                open.lines.append((raw, number))
                loop = open
                return
            }
            loop = nil
            let outer = bindings
            for name in open.names {
                bindings[open.variable] = name
                for line in open.lines { try read(line.text, number: line.number) }
            }
            bindings = outer
        }

        /// The hooks whose Ruby runs on the installer, where `target` is a variable and never a statement.
        static let hooks: Set<String> = ["post_install", "pre_install", "post_integrate", "pre_integrate"]

        /// Keywords that open a block closed by `end` without `do`.
        static let conditionals: Set<String> = ["if", "unless", "case", "while", "until", "begin", "for"]
        /// What opens a block closed by `end` inside Ruby code: the conditionals, and method, class and module
        /// definitions (a `def` inside `post_install`).
        static let blockKeywords = conditionals.union(["def", "class", "module"])

        /// The name of the innermost target block, `""` at the top level.
        var blockName: String {
            scopes.last { $0.block != nil }?.name ?? ""
        }

        mutating func close(_ number: Int, column: Int) throws(ConfigurationError) {
            guard scopes.count > 1 else {
                if let target = lastBlocklessTarget {
                    throw fail(
                        number, column,
                        "`end` closes no block: target '\(target.name)' (line \(target.line)) has no `do`; add it if the pods below it are its own"
                    )
                }
                throw fail(number, column, "`end` closes no block: remove it or add the `do` it ends")
            }
            let scope = scopes.removeLast()
            switch scope.kind {
            case .definition:
                definitions[scope.name] = Definition(
                    parameters: scope.parameters, pods: scope.pods, parameterPods: scope.parameterPods,
                    unreadCall: scope.unreadCall)
            case .other, .code:
                scopes[scopes.count - 1].pods += scope.pods  // a pod inside `if` belongs to the block around it
                if let call = scope.unreadCall { noteUnreadCall(call) }
            case .target, .abstractTarget:
                if let block = scope.block {
                    ownPods[block] = scope.pods
                    ownUnreadCalls[block] = scope.unreadCall
                }
            case .root:
                break
            }
        }

        /// Each block's pods: its own, then what it inherits through every outer block up to the top level.
        func finish() throws(ConfigurationError) -> Podfile {
            if let open = loop {
                throw fail(open.line, 1, "the loop over \(open.names.joined(separator: ", ")) opened here has no `end`")
            }
            if let open = scopes.dropFirst().last {
                let what = open.block != nil ? "'\(open.name)' " : ""
                throw fail(open.line, 1, "the block \(what)opened here has no `end`")
            }
            let topLevel = scopes[0].pods
            var result = blocks
            for index in blocks.indices {
                var pods = ownPods[index]
                var unreadCall = ownUnreadCalls[index]
                var mode = inheritances[index]
                var outer = parents[index]
                while mode != .none {
                    let searchPathsOnly = mode == .searchPaths
                    unreadCall = unreadCall ?? (outer.map { ownUnreadCalls[$0] } ?? scopes[0].unreadCall)
                    pods += (outer.map { ownPods[$0] } ?? topLevel).map { pod in
                        var pod = pod
                        pod.searchPathsOnly = pod.searchPathsOnly || searchPathsOnly
                        return pod
                    }
                    guard let current = outer else { break }
                    if inheritances[current] == .none { break }
                    if inheritances[current] == .searchPaths { mode = .searchPaths }
                    outer = parents[current]
                }
                var seen: Set<String> = []
                result[index].pods = pods.filter { seen.insert($0.name).inserted }.sorted { $0.line < $1.line }
                result[index].unreadCall = unreadCall
            }
            return Podfile(blocks: result)
        }

        /// The line without its comment; a quote left open is an error, at the line and column it opens.
        func code(of line: Substring, line number: Int) throws(ConfigurationError) -> Substring {
            let (end, open) = Self.scan(line)
            if let open {
                let before = line[..<open]
                let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
                throw fail(
                    number + lines.count - 1, (lines.last?.count ?? 0) + 1, "this quote is never closed")
            }
            return line[..<end]
        }

        /// Where a quote opened in `text` is left open, or `nil` when every quote closes.
        static func openQuote(in text: Substring) -> Substring.Index? {
            scan(text).open
        }

        /// The end of the code in `text` (where a comment starts, else its end) and where a quote left open opens.
        static func scan(_ text: Substring) -> (end: Substring.Index, open: Substring.Index?) {
            var quote: (character: Character, index: Substring.Index)?
            var escaped = false
            for index in text.indices {
                let character = text[index]
                if let open = quote {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == open.character {
                        quote = nil
                    }
                } else if character == "#" {
                    return (index, nil)
                } else if character == "'" || character == "\"" {
                    quote = (character, index)
                }
            }
            return (text.endIndex, quote?.index)
        }
    }

    /// The words of a line of code: names, quoted strings and symbols, with their columns.
    private struct Words {
        struct Word {
            var text: String
            var column: Int
            var isLiteral: Bool
        }

        var words: [Word] = []

        /// The words of `code`; a bare name bound to a loop's value reads as that value, quoted, and `#{name}` in a
        /// quoted string is replaced by it.
        init(_ code: Substring, bindings: [String: String]) {
            self.init(code)
            guard !bindings.isEmpty else { return }
            for index in words.indices {
                if words[index].isLiteral {
                    for (name, value) in bindings {
                        words[index].text = words[index].text.replacing("#{\(name)}", with: value)
                    }
                } else if let value = bindings[words[index].text] {
                    words[index] = Word(text: value, column: words[index].column, isLiteral: true)
                }
            }
        }

        init(_ code: Substring) {
            var current = ""
            var start = 0
            var quote: Character?
            var column = 0
            func flush(_ literal: Bool = false) {
                if !current.isEmpty || literal { words.append(Word(text: current, column: start, isLiteral: literal)) }
                current = ""
            }
            for character in code {
                column += 1
                if let open = quote {
                    if character == open {
                        quote = nil
                        flush(true)
                    } else {
                        current.append(character)
                    }
                } else if character == "'" || character == "\"" {
                    flush()
                    quote = character
                    start = column
                } else if character == " " || character == "\t" || character == "," || character == "("
                    || character == ")"
                    || character == "\r" || character == "\n"
                {
                    flush()
                } else {
                    if current.isEmpty { start = column }
                    current.append(character)
                }
            }
            flush()
        }

        var first: Word? { words.first }
        var last: Word? { words.last }
        var count: Int { words.count }

        /// The quoted string at `index`, or a symbol's name (`:App`).
        func literal(at index: Int) -> String? {
            guard index < words.count else { return nil }
            let word = words[index]
            if word.isLiteral { return word.text }
            return word.text.hasPrefix(":") && word.text.count > 1 ? String(word.text.dropFirst()) : nil
        }

        /// The symbol's name at `index` (`:none` -> `none`).
        func symbol(at index: Int) -> String? {
            guard index < words.count, !words[index].isLiteral, words[index].text.hasPrefix(":") else { return nil }
            return String(words[index].text.dropFirst())
        }

        /// The quoted value of the option `name` after the first word, in either spelling: `:name => 'value'` or
        /// `name: 'value'`.
        func option(_ name: String) -> String? {
            for index in words.indices.dropFirst() where !words[index].isLiteral {
                let word = words[index].text
                if word == ":" + name, index + 2 < words.count, words[index + 1].text == "=>",
                    words[index + 2].isLiteral
                {
                    return words[index + 2].text
                }
                if word == name + ":", index + 1 < words.count, words[index + 1].isLiteral {
                    return words[index + 1].text
                }
            }
            return nil
        }

        /// The bare name at `index`.
        func identifier(at index: Int) -> String? {
            guard index < words.count, !words[index].isLiteral else { return nil }
            return words[index].text
        }

        /// Whether the line opens a `do … end` block it does not close itself (`post_install do |installer|`).
        var opensBlock: Bool {
            words.contains { $0.text == "do" && !$0.isLiteral } && words.last?.text != "end"
        }

        /// Whether the line opens something a later `end` closes: a `do` block, an assigned conditional, or a
        /// statement a keyword opens (`if`, `case`, `def`, `class`) that does not end on the line.
        var opensScope: Bool {
            guard let first = words.first, !first.isLiteral else { return false }
            return opensBlock || assignsConditional
                || (Reader.blockKeywords.contains(first.text) && words.last?.text != "end")
        }

        /// Whether the line assigns a conditional it does not close itself (`version = case os`, `x ||= begin`):
        /// the conditional's `end` is on a later line.
        var assignsConditional: Bool {
            guard words.count >= 3, words.last?.text != "end" else { return false }
            let assignment = words[1]
            let value = words[2]
            return !assignment.isLiteral && !value.isLiteral && Self.assignments.contains(assignment.text)
                && Reader.conditionals.contains(value.text)
        }

        /// The operators that assign the value after them to the name before them.
        static let assignments: Set<String> = ["=", "||=", "&&=", "+=", "-=", "*=", "<<="]

        /// The method a statement calls: its first word (`use_react_native!(`), or the first after an assignment
        /// (`config = use_native_modules!`); `nil` when that is no method's name (a symbol, a constant, a number, a
        /// global, an argument on a line of its own).
        var calledMethod: String? {
            guard let first = words.first, !first.isLiteral else { return nil }
            var word = first
            if words.count >= 3, Self.assignments.contains(words[1].text) {
                guard !words[2].isLiteral else { return nil }
                word = words[2]
            } else if words.count >= 2, Self.assignments.contains(words[1].text) {
                return nil
            }
            var name = Substring(word.text)
            if let call = name.firstIndex(where: { $0 == "." || $0 == "[" }) { name = name[..<call] }
            guard let head = name.first, head.isLowercase || head == "_",
                name.dropLast(name.last == "!" || name.last == "?" ? 1 : 0).allSatisfy({
                    $0.isLetter || $0.isNumber || $0 == "_"
                })
            else { return nil }
            // `config[:path]`, `installer.pods_project`: a variable read, not a call of a method of its own.
            guard name.count == word.text.count, !Self.rubyWords.contains(String(name)) else { return nil }
            return String(name)
        }

        /// Ruby's keywords and literals that may start a statement or follow `=` without calling anything.
        static let rubyWords: Set<String> = [
            "else", "elsif", "when", "in", "then", "rescue", "ensure", "return", "break", "next", "redo", "retry",
            "yield", "super", "self", "true", "false", "nil", "and", "or", "not", "do", "end", "__dir__",
        ]
    }
}

/// Lists of names written as Ruby literals in a Podfile: `%w[App Widget]`, `['App', "Widget"]`, a name assigned
/// one (`APP_TARGETS = %w[App Widget].freeze`), and loops over them (`APP_TARGETS.each do |t|`).
private enum ListLiteral {
    /// `name = <list>` -> the name and the list's names.
    static func assignment(_ code: Substring) -> (name: String, names: [String])? {
        guard let equals = code.firstIndex(of: "=") else { return nil }
        let name = code[..<equals].trimmed(where: isRubyBlank)
        let value = code[code.index(after: equals)...]
        guard !name.isEmpty, value.first != "=",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }),
            let names = names(in: value)
        else { return nil }
        return (String(name), names)
    }

    /// `<list or name>.each do |variable|` -> the names it goes through and the variable.
    static func loop(_ code: Substring, lists: [String: [String]]) -> (names: [String], variable: String)? {
        let text = code.trimmed(where: isRubyBlank)
        guard let each = text.ranges(of: ".each").last, text.hasSuffix("|") else { return nil }
        let rest = text[each.upperBound...].trimmed(where: isRubyBlank)
        guard rest.hasPrefix("do"), let bar = rest.firstIndex(of: "|") else { return nil }
        guard rest[rest.index(rest.startIndex, offsetBy: 2)..<bar].allSatisfy({ $0 == " " || $0 == "\t" }) else {
            return nil
        }
        let variable = rest[rest.index(after: bar)...].dropLast().trimmed(where: isRubyBlank)
        guard !variable.isEmpty, variable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let list = text[..<each.lowerBound].trimmed(where: isRubyBlank)
        guard let names = names(in: list) ?? lists[String(list)] else { return nil }
        return (names, String(variable))
    }

    /// The names of a list literal: `%w[A B]` (any brackets), or `['A', "B"]` holding only quoted strings;
    /// `.freeze` after it is allowed.
    static func names(in value: Substring) -> [String]? {
        var text = value.trimmed(where: isRubyBlank)
        if text.hasSuffix(".freeze") { text = text.dropLast(".freeze".count) }
        if text.hasPrefix("%w") || text.hasPrefix("%i") {
            let body = text.dropFirst(2)
            let pairs: [Character: Character] = ["[": "]", "(": ")", "{": "}", "<": ">"]
            guard let open = body.first, let close = pairs[open], body.last == close, body.count >= 2 else {
                return nil
            }
            return body.dropFirst().dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        guard text.first == "[", text.last == "]" else { return nil }
        var names: [String] = []
        for element in text.dropFirst().dropLast().split(separator: ",") {
            let item = element.trimmed(where: isRubyBlank)
            guard
                item.isEmpty
                    || (item.count >= 2 && (item.first == "'" || item.first == "\"") && item.last == item.first)
            else { return nil }
            if !item.isEmpty { names.append(String(item.dropFirst().dropLast())) }
        }
        return names
    }
}

/// What is trimmed from the Ruby of a Podfile's line: spaces, tabs and carriage returns.
private func isRubyBlank(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\r"
}
