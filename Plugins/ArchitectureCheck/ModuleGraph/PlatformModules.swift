/// Modules an `import` may name without any dependency: those of the Swift toolchains (Linux, Windows,
/// WebAssembly, Android, Apple) and those of Apple's SDKs for iOS, iPadOS, macOS, Mac Catalyst, tvOS, watchOS and
/// visionOS. A package adds names of its own with `"platformModules"` in `architecture.json`.
///
/// Provenance: written out from the framework index of Apple's developer documentation
/// (developer.apple.com/documentation, "Frameworks") and the `Frameworks/` directories of the Xcode 26 SDKs
/// (iPhoneOS, MacOSX, AppleTVOS, WatchOS, XROS), as of the 2025 releases (iOS 26, macOS 26, tvOS 26, watchOS 26,
/// visionOS 26); the toolchain list from the Swift 6.3 toolchain's `usr/lib/swift` on Linux and the Swift
/// Evolution proposals that added modules (Synchronization, Observation, Testing, RegexBuilder). It was typed
/// from those sources, not generated from an SDK (this package builds on Linux, where no Apple SDK exists), so
/// a framework Apple ships later is added with `"platformModules"` until this list catches up.
/// One set only: a module that exists on one Apple platform but not another is still not a package's module.
/// Each list is sorted and names a module once, in one list only (a test keeps it so); Apple's list includes the
/// SDKs' C module `CommonCrypto`, the toolchain's the plugin APIs `PackagePlugin` and Xcode's `XcodeProjectPlugin`.
public enum PlatformModules {
    /// The Swift standard library, its runtime modules, the toolchain's libraries and the C libraries it imports as
    /// modules, on every platform; sorted.
    public static let toolchain: [String] = [
        "Android", "Bionic", "CRT", "CoreFoundation", "Cxx", "CxxStdlib", "Darwin", "Dispatch", "Distributed",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Glibc", "MachO", "Musl", "OSLog", "ObjectiveC", "Observation", "PackageDescription", "PackagePlugin",
        "RegexBuilder", "SQLite3", "Swift", "SwiftGlibc", "SwiftOnoneSupport", "SwiftShims", "Synchronization",
        "System", "Testing", "WASILibc", "WinSDK", "XCTest", "XcodeProjectPlugin", "_Concurrency", "_Differentiation",
        "_RegexParser", "_StringProcessing", "_Volatile", "libkern", "os", "ucrt", "visualc", "wasi_pthread", "zlib",
    ]

    /// The frameworks of Apple's SDKs, every platform together, besides those already in ``toolchain``; sorted.
    public static let appleSDKs: [String] = [
        "AGL", "ARKit", "AVFAudio", "AVFoundation", "AVKit", "AVRouting", "Accelerate", "Accessibility",
        "AccessorySetupKit", "Accounts", "ActivityKit", "AdAttributionKit", "AdServices", "AdSupport", "AddressBook",
        "AddressBookUI", "AlarmKit", "AppClip", "AppIntents", "AppKit", "AppTrackingTransparency", "AppleArchive",
        "AppleScriptKit", "AppleScriptObjC", "ApplicationServices", "AssetsLibrary", "AudioToolbox", "AudioUnit",
        "AudioVideoBridging", "AuthenticationServices", "AutomaticAssessmentConfiguration", "Automator",
        "BackgroundAssets", "BackgroundTasks", "BrowserEngineCore", "BrowserEngineKit", "BusinessChat", "CFNetwork",
        "CallKit", "CarPlay", "Carbon", "Charts", "Cinematic", "ClassKit", "ClockKit", "CloudKit", "Cocoa",
        "Collaboration", "ColorSync", "Combine", "CommonCrypto", "CompositorServices", "Compression", "ContactProvider",
        "Contacts", "ContactsUI", "CoreAnimation", "CoreAudio", "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth",
        "CoreData", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreMIDI", "CoreML",
        "CoreMedia", "CoreMediaIO", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony",
        "CoreText", "CoreTransferable", "CoreVideo", "CoreWLAN", "CreateML", "CreateMLComponents", "CryptoKit",
        "CryptoTokenKit", "DataDetection", "DeclaredAgeRange", "DeveloperToolsSupport", "DeviceActivity", "DeviceCheck",
        "DeviceDiscoveryExtension", "DeviceDiscoveryUI", "DirectoryService", "DiscRecording", "DiscRecordingUI",
        "DiskArbitration", "DockKit", "DriverKit", "EndpointSecurity", "EnergyKit", "EventKit", "EventKitUI",
        "ExceptionHandling", "ExecutionPolicy", "ExposureNotification", "ExtensionFoundation", "ExtensionKit",
        "ExternalAccessory", "FSKit", "FamilyControls", "FileProvider", "FileProviderUI", "FinanceKit", "FinanceKitUI",
        "FinderSync", "ForceFeedback", "FoundationModels", "GLKit", "GLUT", "GSS", "GameController", "GameKit",
        "GameSave", "GameplayKit", "GroupActivities", "HealthKit", "HealthKitUI", "HomeKit", "Hypervisor", "ICADevices",
        "IOBluetooth", "IOBluetoothUI", "IOKit", "IOSurface", "IdentityLookup", "IdentityLookupUI", "ImageCaptureCore",
        "ImageIO", "ImagePlayground", "InputMethodKit", "InstallerPlugins", "InstantMessage", "Intents", "IntentsUI",
        "JavaScriptCore", "JournalingSuggestions", "Kerberos", "LatentSemanticMapping", "LightweightCodeRequirements",
        "LinkPresentation", "LocalAuthentication", "LocalAuthenticationEmbeddedUI", "LockedCameraCapture", "MLCompute",
        "MailKit", "ManagedAppDistribution", "ManagedSettings", "ManagedSettingsUI", "MapKit", "MarketplaceKit",
        "Matter", "MatterSupport", "MediaAccessibility", "MediaExtension", "MediaLibrary", "MediaPlayer", "MediaSetup",
        "MediaToolbox", "MessageUI", "Messages", "Metal", "MetalFX", "MetalKit", "MetalPerformanceShaders",
        "MetalPerformanceShadersGraph", "MetricKit", "MobileCoreServices", "ModelIO", "MultipeerConnectivity",
        "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension", "NotificationCenter",
        "OSAKit", "OpenAL", "OpenDirectory", "OpenGL", "OpenGLES", "PCSC", "PDFKit", "PHASE", "ParavirtualizedGraphics",
        "PassKit", "PencilKit", "PermissionKit", "Photos", "PhotosUI", "PreferencePanes", "ProximityReader", "PushKit",
        "PushToTalk", "Quartz", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "QuickLookUI", "RealityFoundation",
        "RealityKit", "ReplayKit", "RoomPlan", "SafariServices", "SafetyKit", "SceneKit", "ScreenCaptureKit",
        "ScreenSaver", "ScreenTime", "ScriptingBridge", "Security", "SecurityFoundation", "SecurityInterface",
        "SensitiveContentAnalysis", "SensorKit", "ServiceManagement", "SharedWithYou", "SharedWithYouCore", "ShazamKit",
        "Social", "SoundAnalysis", "Spatial", "Speech", "SpriteKit", "StoreKit", "StoreKitTest", "SwiftData", "SwiftUI",
        "SwiftUICore", "Symbols", "SystemConfiguration", "SystemExtensions", "TVMLKit", "TVServices", "TVUIKit",
        "TabletopKit", "TabularData", "ThreadNetwork", "TipKit", "Translation", "UIKit", "UniformTypeIdentifiers",
        "UserNotifications", "UserNotificationsUI", "VideoSubscriberAccount", "VideoToolbox", "Virtualization",
        "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WidgetKit", "WorkoutKit",
        "XCUIAutomation", "XPC", "XcodeKit", "iTunesLibrary", "simd", "vmnet",
    ]

    /// Every module importable without a dependency.
    public static let all = Set(toolchain + appleSDKs)
}
