import Foundation
public import ModuleGraph

/// The pods `pod install` resolved, read from the `PODS:` section of a `Podfile.lock`: each pod (subspecs folded into
/// their pod) with the pods it depends on.
public struct PodfileLock: Sendable, Equatable {
    /// Pod name -> the other pods it depends on.
    public var dependencies: [String: Set<String>]

    /// The largest lock file read.
    public static let maximumFileSize = 4 << 20

    /// Creates a lock from its pods' dependencies.
    public init(dependencies: [String: Set<String>]) {
        self.dependencies = dependencies
    }

    /// Reads a lock file's bytes; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> PodfileLock {
        guard bytes.count <= maximumFileSize else {
            throw ConfigurationError(
                file: file, line: 0, column: 0,
                message: "the lock file is larger than \(maximumFileSize >> 20) MB; is it a Podfile.lock?")
        }
        var dependencies: [String: Set<String>] = [:]
        var inPods = false
        var current: String?
        for (offset, line) in String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let text = line.hasSuffix("\r") ? line.dropLast() : line
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indent = text.prefix { $0 == " " }.count
            if indent == 0 {
                inPods = text == "PODS:"
                continue
            }
            guard inPods else { continue }
            let entry = text.dropFirst(indent)
            guard entry.hasPrefix("- ") else {
                throw ConfigurationError(
                    file: file, line: offset + 1, column: indent + 1,
                    message: "expected `- Name (version)` under PODS:, found \(entry)")
            }
            let name = pod(in: entry.dropFirst(2))
            if indent <= 2 {
                current = name
                dependencies[name, default: []].formUnion([])
            } else if let current, name != current {
                dependencies[current, default: []].insert(name)
            }
        }
        return PodfileLock(dependencies: dependencies)
    }

    /// `"GoogleUtilities/Environment (7.12.0)":` -> `GoogleUtilities`.
    private static func pod(in entry: Substring) -> String {
        var text = entry.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(":") { text.removeLast() }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        let name = text.split(separator: " ").first.map(String.init) ?? text
        return String(name.split(separator: "/").first ?? Substring(name))
    }

    /// `pods` and every pod they depend on, transitively: pod -> the pod of `pods` that brings it (itself for one of
    /// `pods`).
    public func closure(of pods: [String]) -> [String: String] {
        var result: [String: String] = [:]
        var pending: [(pod: String, via: String)] = pods.map { ($0, $0) }
        while !pending.isEmpty {
            let (pod, via) = pending.removeFirst()
            guard result[pod] == nil else { continue }
            result[pod] = via
            pending += (dependencies[pod] ?? []).sorted().map { ($0, via) }
        }
        return result
    }
}

/// The module a pod builds: what `pod install` wrote under `Pods/` (the module map of a framework or of a library
/// with modular headers, or a development pod's `module_name`), else a development pod's `module_name` in the
/// podspec at its `:path`, else CocoaPods' default, the pod's name made a C99 identifier (`ModuleName`).
public enum PodModule {
    /// The module of `pod`, from the files under `Pods/` beside the Podfile in `directory` when they say.
    ///
    /// CocoaPods names a pod's support folder after the pod, or, when it builds the pod more than once (for two
    /// platforms, or two sets of subspecs), after the pod and a suffix: `Alamofire-iOS`, `PromiseKit.root-Foundation`.
    /// `supportFolders` lists the folders under `Pods/Target Support Files` (``supportFolders(podfileDirectory:files:)``)
    /// and `otherPods` the Podfile's other pods, so that `Core-Networking-iOS` is not taken for pod `Core` when
    /// `Core-Networking` is a pod too.
    public static func name(
        of pod: String, podfileDirectory directory: String, files: XcodeProject.Files,
        supportFolders: [String] = [], otherPods: Set<String> = [], developmentPath: String? = nil
    ) -> String {
        installedName(
            of: pod, podfileDirectory: directory, files: files, supportFolders: supportFolders, otherPods: otherPods,
            developmentPath: developmentPath)
            ?? ModuleName.of(pod)
    }

    /// The module of `pod` as the files under `Pods/` say, else, for a development pod whose sources are at
    /// `developmentPath` (relative to the repository root, inside it), as the `module_name` of its podspec there
    /// (`<pod>.podspec`, a literal `s.module_name = 'GRDB'`, or `<pod>.podspec.json`) says; `nil` when none of them
    /// does (no `pod install` output committed, no `module_name`): then the module is only CocoaPods' default, a
    /// guess. `developmentPodspec` is the podspec file a `:path` names instead of its folder
    /// (`Specs/Core.podspec`), read in place of `<pod>.podspec` there.
    public static func installedName(
        of pod: String, podfileDirectory directory: String, files: XcodeProject.Files,
        supportFolders: [String] = [], otherPods: Set<String> = [], developmentPath: String? = nil,
        developmentPodspec: String? = nil
    ) -> String? {
        let prefix = directory.isEmpty ? "" : directory + "/"
        let scoped = supportFolders.filter { folder in
            isScoped(folder, of: pod)
                && !otherPods.contains { $0.count > pod.count && (folder == $0 || isScoped(folder, of: $0)) }
        }
        let candidates =
            [moduleMapPath(of: pod)] + scoped.map { "Pods/Target Support Files/\($0)/\($0).modulemap" }
            + ["Pods/Headers/Public/\(pod)/\(pod).modulemap"]
        for path in candidates {
            if let bytes = files.read(prefix + path), bytes.count <= maximumFileSize,
                let name = name(inModuleMap: String(decoding: bytes, as: UTF8.self))
            {
                return name
            }
        }
        if let bytes = files.read(prefix + "Pods/Local Podspecs/\(pod).podspec.json"), bytes.count <= maximumFileSize,
            let spec = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let name = spec["module_name"] as? String, !name.isEmpty
        {
            return name
        }
        if let path = developmentPath, !path.hasPrefix("/"), path != "..", !path.hasPrefix("../") {
            let folder = path.isEmpty ? "" : path + "/"
            let named = developmentPodspec.map { [$0] } ?? [folder + pod + ".podspec", folder + pod + ".podspec.json"]
            if let ruby = named.first(where: { !$0.hasSuffix(".json") }), let bytes = files.read(ruby),
                bytes.count <= maximumFileSize, let name = moduleName(inPodspec: String(decoding: bytes, as: UTF8.self))
            {
                return name
            }
            if let json = named.first(where: { $0.hasSuffix(".json") }), let bytes = files.read(json),
                bytes.count <= maximumFileSize,
                let spec = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                let name = spec["module_name"] as? String, !name.isEmpty
            {
                return name
            }
        }
        return nil
    }

    /// The module a Ruby podspec names: the literal of its first `<spec>.module_name = 'GRDB'` line (either quote),
    /// or `nil` when there is none or its value is not a literal module name (an interpolation, a variable).
    public static func moduleName(inPodspec text: String) -> String? {
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
        func isIdentifier(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        for line in text.split(whereSeparator: \.isNewline) {
            let code = line.drop(while: isBlank)
            let receiver = code.prefix(while: isIdentifier)
            guard !receiver.isEmpty else { continue }
            var rest = code.dropFirst(receiver.count)
            guard rest.hasPrefix(".module_name") else { continue }
            rest = rest.dropFirst(".module_name".count).drop(while: isBlank)
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst().drop(while: isBlank)
            guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
            let value = rest.dropFirst().prefix { $0 != quote }
            guard !value.isEmpty, value.allSatisfy(isIdentifier), rest.dropFirst(value.count + 1).first == quote
            else { return nil }
            return String(value)
        }
        return nil
    }

    /// Whether `path` names a podspec file (`Core.podspec`, `Core.podspec.json`) rather than a folder.
    public static func isPodspecFile(_ path: String) -> Bool {
        path.hasSuffix(".podspec") || path.hasSuffix(".podspec.json")
    }

    /// The modules of the frameworks `pod` vendors, prebuilt (`vendored_frameworks`: AppCenter's
    /// `AppCenterAnalytics.framework`), as `pod install` put them under `Pods/<pod>/` beside the Podfile in
    /// `directory`: each `.framework` or `.xcframework` folder's name, sorted. A target linking the pod may import
    /// them.
    public static func vendoredFrameworks(
        of pod: String, podfileDirectory directory: String, files: XcodeProject.Files
    ) -> [String] {
        let folder = (directory.isEmpty ? "" : directory + "/") + "Pods/\(pod)"
        var names: Set<String> = []
        for path in files.list(folder) {
            for component in path.split(separator: "/") {
                for suffix in [".xcframework", ".framework"] where component.hasSuffix(suffix) {
                    names.insert(ModuleName.of(String(component.dropLast(suffix.count))))
                }
            }
        }
        return names.sorted()
    }

    /// The folders under `Pods/Target Support Files` beside the Podfile in `directory`, sorted.
    public static func supportFolders(podfileDirectory directory: String, files: XcodeProject.Files) -> [String] {
        let folder = (directory.isEmpty ? "" : directory + "/") + "Pods/Target Support Files"
        let folders = files.list(folder).compactMap { path -> String? in
            let parts = path.split(separator: "/")
            return parts.count == 2 && parts[1] == parts[0] + ".modulemap" ? String(parts[0]) : nil
        }
        return Array(Set(folders)).sorted()
    }

    /// Whether `folder` is a support folder CocoaPods names after `pod` with a suffix (`Alamofire-iOS`).
    private static func isScoped(_ folder: String, of pod: String) -> Bool {
        folder.count > pod.count + 1 && (folder.hasPrefix(pod + "-") || folder.hasPrefix(pod + "."))
    }

    /// The largest module map or podspec read.
    public static let maximumFileSize = 1 << 20

    /// The module a module map declares: the name after `module` in `framework module Kingfisher {`.
    public static func name(inModuleMap text: String) -> String? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "{" })
        guard let index = words.firstIndex(of: "module"), index + 1 < words.count else { return nil }
        return String(words[index + 1])
    }

    /// Where `pod install` writes the module map of `pod`, relative to the Podfile's directory.
    public static func moduleMapPath(of pod: String) -> String {
        "Pods/Target Support Files/\(pod)/\(pod).modulemap"
    }
}
