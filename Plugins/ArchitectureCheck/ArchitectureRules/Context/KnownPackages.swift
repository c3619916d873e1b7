/// The modules that widely used remote packages' products bring, for when the package is not checked out on disk
/// (the check resolves nothing itself; a checkout's manifest, read by `CheckedOutPackages`, comes first): each product's own module and the modules of the targets it depends on, which a target that
/// links the product can import (`SwiftSyntaxMacros` brings `SwiftSyntax`; `Collections` is an umbrella over
/// `OrderedCollections`, `DequeModule` and the rest). Written from each package's `Package.swift` (swift-syntax
/// 600-602, swift-collections 1.1, swift-algorithms 1.2, swift-argument-parser 1.5, firebase-ios-sdk 11 and 12); a
/// package's `products` entry in `architecture.json` wins over this list.
enum KnownPackages {
    /// The modules of `product` of the package with `identity`, or `nil` when the list does not know it.
    static func modules(of product: String, inPackage identity: String) -> [String]? {
        products[identity.lowercased()]?[product]
    }

    private static let syntaxBuilder = [
        "SwiftSyntaxBuilder", "SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftBasicFormat",
        "SwiftParserDiagnostics",
    ]
    /// FirebaseCore depends on the `Firebase` target, the umbrella module apps import as `import Firebase`.
    private static let firebaseCore = ["FirebaseCore", "Firebase"]
    private static let syntaxMacros = ["SwiftSyntaxMacros"] + syntaxBuilder
    private static let collections = [
        "Collections", "BitCollections", "DequeModule", "HashTreeCollections", "HeapModule", "OrderedCollections",
        "_RopeModule",
    ]

    /// Package identity -> product -> modules.
    /// Whether `product` of the package with `identity` is linked by design and never imported: swift-issue-reporting's
    /// `IssueReportingTestSupport`, which a test target links so that `reportIssue` reaches the test framework it
    /// finds at run time (its package was named xctest-dynamic-overlay before); test-collector-swift's
    /// `BuildkiteTestCollector`, whose C constructor registers a test observer when the test bundle loads.
    static func isLinkOnly(_ product: String, inPackage identity: String) -> Bool {
        linkOnly[identity.lowercased()]?.contains(product) ?? false
    }

    private static let linkOnly: [String: Set<String>] = [
        "swift-issue-reporting": ["IssueReportingTestSupport"],
        "xctest-dynamic-overlay": ["IssueReportingTestSupport"],
        "test-collector-swift": ["BuildkiteTestCollector"],
    ]

    private static let products: [String: [String: [String]]] = [
        "swift-syntax": [
            "SwiftSyntax": ["SwiftSyntax"],
            "SwiftParser": ["SwiftParser", "SwiftSyntax"],
            "SwiftDiagnostics": ["SwiftDiagnostics", "SwiftSyntax"],
            "SwiftBasicFormat": ["SwiftBasicFormat", "SwiftSyntax"],
            "SwiftOperators": ["SwiftOperators", "SwiftSyntax", "SwiftParser", "SwiftDiagnostics"],
            "SwiftSyntaxBuilder": syntaxBuilder,
            "SwiftSyntaxMacros": syntaxMacros,
            "SwiftSyntaxMacroExpansion": ["SwiftSyntaxMacroExpansion", "SwiftOperators"] + syntaxMacros,
            // SwiftCompilerPluginMessageHandling depends on SwiftSyntaxMacroExpansion and SwiftOperators as well.
            "SwiftCompilerPlugin": [
                "SwiftCompilerPlugin", "SwiftCompilerPluginMessageHandling", "SwiftSyntaxMacroExpansion",
                "SwiftOperators",
            ] + syntaxMacros,
            "SwiftSyntaxMacrosTestSupport": [
                "SwiftSyntaxMacrosTestSupport", "SwiftSyntaxMacrosGenericTestSupport", "SwiftSyntaxMacroExpansion",
                "SwiftOperators",
            ] + syntaxMacros,
        ],
        "swift-collections": [
            "Collections": collections,
            "DequeModule": ["DequeModule"],
            "OrderedCollections": ["OrderedCollections"],
            "HeapModule": ["HeapModule"],
            "BitCollections": ["BitCollections"],
            "HashTreeCollections": ["HashTreeCollections"],
        ],
        "swift-algorithms": ["Algorithms": ["Algorithms", "RealModule", "_NumericsShims"]],
        "swift-argument-parser": ["ArgumentParser": ["ArgumentParser", "ArgumentParserToolInfo"]],
        "firebase-ios-sdk": [
            "FirebaseAnalytics": ["FirebaseAnalytics", "FirebaseInstallations"] + firebaseCore,
            "FirebaseAuth": ["FirebaseAuth", "FirebaseAppCheckInterop", "FirebaseAuthInterop"] + firebaseCore,
            "FirebaseCrashlytics": ["FirebaseCrashlytics", "FirebaseInstallations"] + firebaseCore,
            "FirebaseFirestore": ["FirebaseFirestore", "FirebaseSharedSwift"] + firebaseCore,
            "FirebaseMessaging": ["FirebaseMessaging", "FirebaseInstallations"] + firebaseCore,
            "FirebaseRemoteConfig": [
                "FirebaseRemoteConfig", "FirebaseInstallations", "FirebaseSharedSwift",
            ] + firebaseCore,
            "FirebaseStorage": ["FirebaseStorage"] + firebaseCore,
        ],
    ]
}
