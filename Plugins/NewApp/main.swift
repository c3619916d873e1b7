// new-app: a team's own app from this template, in one command.
//   swift run new-app <Name> --owner <organisation> --output <directory>
// Exit status: 0 written, 64 refused (nothing written).
import AppGeneration
import Foundation

/// The directory and each of its ancestors, nearest first.
func selfAndAncestors(_ url: URL) -> [URL] {
    var result: [URL] = []
    var current = url.standardizedFileURL
    while current.path != "/" {
        result.append(current)
        current = current.deletingLastPathComponent()
    }
    return result
}

// The checkout this tool was built from: its sources' location, then the executable's, then the working directory.
let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let executable = URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: workingDirectory).resolvingSymlinksInPath()
let candidates =
    selfAndAncestors(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    + selfAndAncestors(executable.deletingLastPathComponent()) + selfAndAncestors(workingDirectory)
let outcome = NewAppCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), templateCandidates: candidates,
    workingDirectory: workingDirectory)
if !outcome.output.isEmpty { print(outcome.output) }
if !outcome.error.isEmpty { FileHandle.standardError.write(Data((outcome.error + "\n").utf8)) }
exit(outcome.status)
