// MARK: - Features: vertical slices that expose only Entry, Dependencies and Output

// One line per feature: its name, the foundation modules it uses, and what its tests use besides the feature.
// `Feature` (at the end of this file) makes from it the module Sources/<Name>Feature, its demo Demos/<Name>Demo,
// its tests Tests/<Name>FeatureTests, and its place in shop and ShopTests (`inApp: false` until shop uses it). `swift package add-feature <Name>` writes
// the line; deleting the line and the three folders deletes the feature. Left unformatted, so that no line of
// the list is ever broken in two.
// swift-format-ignore
let features: [Feature] = [
    .feature("Search", uses: ["Networking", "Persistence", "Analytics", "FeatureState", "TerminalUI"], demoAlsoUses: ["EmbeddedBackend", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "Persistence", "TerminalUI"]),
    .feature("Product", uses: ["Networking", "Analytics", "CartStore", "FeatureState", "TerminalUI"], demoAlsoUses: ["CartStore", "EmbeddedBackend", "TerminalUI"], testsUse: ["Analytics", "CartStore", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "Persistence", "TerminalUI"]),
    .feature("Checkout", uses: ["Networking", "Analytics", "CartStore", "FeatureState", "PaymentContract", "TerminalUI"], demoAlsoUses: ["CartStore", "EmbeddedBackend", "InProcessHost", "Networking", "Payment", "TerminalUI"], testsUse: ["Analytics", "CartStore", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "PaymentContract", "Persistence", "TerminalUI"]),
    .feature("Profile", uses: ["Networking", "Persistence", "Analytics", "UserSession", "FeatureState", "OrderConfirmations", "TerminalUI"], demoAlsoUses: ["EmbeddedBackend", "Networking", "OrderConfirmations", "UserSession", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "OrderConfirmations", "Persistence", "TerminalUI", "UserSession"]),
]
