/// What an Xcode native target builds, from its `productType`.
public enum XcodeProductType: String, Codable, Sendable, CaseIterable {
    /// `com.apple.product-type.application` (iOS, macOS, tvOS, visionOS).
    case application
    /// `com.apple.product-type.app-extension` and ExtensionKit extensions.
    case appExtension = "app-extension"
    /// An app extension whose Info.plist names the WidgetKit extension point.
    case widgetExtension = "widget-extension"
    /// A watchOS app (`application` with `SDKROOT = watchos`, or the older `watchapp2` types and their extension).
    case watchApp = "watch-app"
    /// `com.apple.product-type.application.on-demand-install-capable`.
    case appClip = "app-clip"
    /// `com.apple.product-type.framework` (dynamic or static).
    case framework
    /// `com.apple.product-type.library.static` or `.dynamic`.
    case library
    /// `com.apple.product-type.bundle.unit-test`.
    case unitTests = "unit-tests"
    /// `com.apple.product-type.bundle.ui-testing`.
    case uiTests = "ui-tests"
    /// `com.apple.product-type.tool`.
    case commandLineTool = "command-line-tool"
    /// A command-line tool a Run Script phase of the project runs (a code generator): built for the build, not
    /// shipped or linked.
    case buildTool = "build-tool"
    /// Anything else (resource bundles, in-app purchase content, ...); such a target with no Swift file is not a
    /// module, and is left out of the graph.
    case other

    /// The type of Xcode's `productType` identifier; `isWatchOS` and `isWidget` refine applications and extensions.
    public init(identifier: String, isWatchOS: Bool = false, isWidget: Bool = false) {
        let suffix = identifier.hasPrefix("com.apple.product-type.") ? String(identifier.dropFirst(23)) : identifier
        switch suffix {
        case "application": self = isWatchOS ? .watchApp : .application
        case "application.watchapp", "application.watchapp2", "application.watchapp2-container",
            "watchkit-extension", "watchkit2-extension":
            self = .watchApp
        case "application.on-demand-install-capable": self = .appClip
        case "app-extension", "extensionkit-extension", "app-extension.messages",
            "app-extension.messages-sticker-pack", "app-extension.intents-service", "tv-app-extension",
            "system-extension", "driver-extension", "xpc-service", "xcode-extension":
            self = isWidget ? .widgetExtension : .appExtension
        case _ where suffix.hasPrefix("app-extension."):
            self = isWidget ? .widgetExtension : .appExtension
        case "framework", "framework.static": self = .framework
        case "library.static", "library.dynamic": self = .library
        case "bundle.unit-test": self = .unitTests
        case "bundle.ui-testing": self = .uiTests
        case "tool": self = .commandLineTool
        default: self = .other
        }
    }

    /// Whether the product is an app or ships inside one (an extension, a widget, a watch app, an App Clip).
    public var isApp: Bool {
        [.application, .appExtension, .widgetExtension, .watchApp, .appClip].contains(self)
    }

    /// The SwiftPM kind the check treats it as: apps and tools are executables, test bundles tests.
    public var targetKind: TargetKind {
        switch self {
        case .application, .appExtension, .widgetExtension, .watchApp, .appClip, .commandLineTool, .buildTool:
            return .executable
        case .unitTests, .uiTests: return .test
        case .framework, .library, .other: return .regular
        }
    }
}
