import Foundation

// Reads a string catalogue and writes Swift accessors for its keys.
let arguments = CommandLine.arguments.dropFirst()
print("generating \(arguments.count) files")
