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
public enum PlatformModules {
    /// The Swift standard library, its runtime modules and the toolchain's libraries on every platform.
    public static let toolchain: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "_Differentiation", "_Volatile", "_RegexParser",
        "SwiftShims", "SwiftOnoneSupport", "RegexBuilder", "Synchronization", "Observation", "Distributed",
        "Cxx", "CxxStdlib", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "XCTest", "Testing",
        "PackagePlugin", "PackageDescription",
        // C libraries the toolchain imports as modules.
        "Glibc", "SwiftGlibc", "Musl", "Android", "Bionic", "WASILibc", "wasi_pthread", "WinSDK", "ucrt", "CRT",
        "visualc", "Darwin", "MachO", "ObjectiveC", "os", "OSLog", "System", "SQLite3", "zlib", "libkern",
    ]

    /// The frameworks of Apple's SDKs, every platform together.
    public static let appleSDKs: Set<String> = [
        // App frameworks and UI
        "SwiftUI", "SwiftUICore", "UIKit", "AppKit", "WatchKit", "TVUIKit", "TVMLKit", "TVServices", "Charts",
        "TipKit", "WidgetKit", "ActivityKit", "AppIntents", "AppClip", "ExtensionFoundation", "ExtensionKit",
        "Accessibility", "Symbols", "CarPlay", "ClockKit", "NotificationCenter", "UserNotifications",
        "UserNotificationsUI", "Messages", "MessageUI", "QuickLook", "QuickLookThumbnailing", "QuickLookUI",
        "PDFKit", "PencilKit", "LinkPresentation", "SafariServices", "WebKit", "Translation", "ImagePlayground",
        "ScreenTime", "BrowserEngineKit", "BrowserEngineCore", "AlarmKit", "DeclaredAgeRange", "PermissionKit",
        "FoundationModels",
        // Data, persistence, system services
        "Combine", "SwiftData", "CoreData", "CloudKit", "CoreSpotlight", "CoreTransferable",
        "UniformTypeIdentifiers", "FileProvider", "FileProviderUI", "BackgroundTasks", "BackgroundAssets",
        "TabularData", "DataDetection", "AppleArchive", "Compression", "OSAKit", "ServiceManagement", "XPC",
        "SystemConfiguration", "SystemExtensions", "ExecutionPolicy", "EndpointSecurity", "FSKit", "Virtualization",
        "Hypervisor", "vmnet", "ParavirtualizedGraphics", "DriverKit", "IOKit", "IOSurface", "DiskArbitration",
        "CoreServices", "ApplicationServices", "Carbon", "Cocoa", "Foundation", "CoreFoundation", "MobileCoreServices",
        "ScriptingBridge", "AppleScriptKit", "AppleScriptObjC", "Automator", "InputMethodKit", "InstallerPlugins",
        "PreferencePanes", "ScreenSaver", "FinderSync", "ExceptionHandling", "Kerberos", "GSS", "OpenDirectory",
        "DirectoryService", "LatentSemanticMapping", "SecurityInterface", "Collaboration", "ICADevices",
        "ImageCaptureCore", "DiscRecording", "DiscRecordingUI", "ForceFeedback", "iTunesLibrary", "MediaLibrary",
        "InstantMessage", "LightweightCodeRequirements", "DeveloperToolsSupport", "StoreKitTest", "XCUIAutomation",
        "WorkoutKit", "JournalingSuggestions", "ContactProvider", "LockedCameraCapture", "EnergyKit", "GameSave",
        // Graphics, games, media
        "CoreGraphics", "CoreImage", "CoreText", "CoreVideo", "CoreAnimation", "QuartzCore", "Quartz", "ImageIO",
        "ColorSync", "Metal", "MetalKit", "MetalFX", "MetalPerformanceShaders", "MetalPerformanceShadersGraph",
        "OpenGL", "OpenGLES", "GLKit", "GLUT", "AGL", "OpenAL", "ModelIO", "SceneKit", "SpriteKit", "GameKit",
        "GameplayKit", "GameController", "ReplayKit", "RealityKit", "RealityFoundation", "ARKit", "RoomPlan",
        "CompositorServices", "Spatial", "TabletopKit", "PHASE", "AVFoundation", "AVFAudio", "AVKit", "AVRouting",
        "AudioToolbox", "AudioUnit", "CoreAudio", "CoreAudioKit", "CoreAudioTypes", "CoreMedia", "CoreMediaIO",
        "CoreMIDI", "MediaPlayer", "MediaToolbox", "MediaAccessibility", "MediaSetup", "MediaExtension",
        "VideoToolbox", "VideoSubscriberAccount", "Cinematic", "ScreenCaptureKit", "ShazamKit", "SoundAnalysis",
        "MusicKit", "Photos", "PhotosUI", "Vision", "VisionKit", "AudioVideoBridging",
        // Machine learning, language, maths
        "CoreML", "CreateML", "CreateMLComponents", "MLCompute", "NaturalLanguage", "Speech", "Accelerate", "simd",
        // Location, sensors, devices, health
        "CoreLocation", "CoreLocationUI", "MapKit", "WeatherKit", "CoreMotion", "CoreBluetooth", "CoreNFC",
        "CoreHaptics", "SensorKit", "HealthKit", "HealthKitUI", "HomeKit", "Matter", "MatterSupport",
        "ThreadNetwork", "NearbyInteraction", "ExternalAccessory", "IOBluetooth", "IOBluetoothUI",
        "AccessorySetupKit", "DeviceDiscoveryExtension", "DeviceDiscoveryUI", "DockKit", "ExposureNotification",
        "WatchConnectivity", "MultipeerConnectivity", "GroupActivities", "SharedWithYou", "SharedWithYouCore",
        "CoreWLAN", "PCSC",
        // Commerce, identity, privacy, security
        "StoreKit", "PassKit", "ProximityReader", "MarketplaceKit", "AdServices", "AdSupport", "AdAttributionKit",
        "AppTrackingTransparency", "FinanceKit", "FinanceKitUI", "ManagedAppDistribution", "FamilyControls",
        "ManagedSettings", "ManagedSettingsUI", "DeviceActivity", "SafetyKit", "SensitiveContentAnalysis",
        "AuthenticationServices", "LocalAuthentication", "LocalAuthenticationEmbeddedUI", "Security",
        "SecurityFoundation", "CryptoKit", "CryptoTokenKit", "DeviceCheck", "IdentityLookup", "IdentityLookupUI",
        "AutomaticAssessmentConfiguration", "ClassKit", "BusinessChat",
        // Communication, networking, people
        "Network", "NetworkExtension", "CFNetwork", "CallKit", "PushKit", "PushToTalk", "CoreTelephony",
        "Contacts", "ContactsUI", "AddressBook", "AddressBookUI", "EventKit", "EventKitUI", "Intents", "IntentsUI",
        "Social", "Accounts", "MailKit", "JavaScriptCore", "MetricKit", "AssetsLibrary",
    ]

    /// Every module importable without a dependency.
    public static let all: Set<String> = toolchain.union(appleSDKs)
}
