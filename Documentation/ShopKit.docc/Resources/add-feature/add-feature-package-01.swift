// MARK: - Features: vertical slices that expose only Entry, Dependencies and Output

let features: [Target] = [
    // begin feature: Search
    .target(
        name: "SearchFeature", dependencies: ["Networking", "Persistence", "Analytics", "FeatureState", "TerminalUI"]),
    // end feature: Search
    // begin feature: Product
    .target(
        name: "ProductFeature", dependencies: ["Networking", "Analytics", "CartStore", "FeatureState", "TerminalUI"]),
    // end feature: Product
    // begin feature: Checkout
    .target(
        name: "CheckoutFeature", dependencies: ["Networking", "Analytics", "CartStore", "FeatureState", "TerminalUI"]),
    // end feature: Checkout
    // begin feature: Profile
    .target(
        name: "ProfileFeature", dependencies: ["Networking", "Persistence", "Analytics", "FeatureState", "TerminalUI"]),
    // end feature: Profile
    // add-feature: new feature targets go above this line
]
