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

    /// The C headers every Apple SDK has outside its frameworks (`usr/include`), which an Objective-C or C file
    /// includes by path (`<ifaddrs.h>`, `<sys/socket.h>`): the C standard library's (C17, clause 7), POSIX.1-2017's
    /// headers, the BSD ones Darwin adds and Apple's own (`TargetConditionals.h`, `Availability.h`); sorted. A library that ships its own copy of a common C library
    /// (`<sqlite3.h>`, which SQLCipher provides too) is left out: such a header may be a linked product's.
    public static let cHeaders: [String] = [
        "Availability.h", "AvailabilityMacros.h", "Block.h", "TargetConditionals.h", "aio.h", "assert.h", "complex.h",
        "copyfile.h", "cpio.h", "ctype.h", "dirent.h", "dlfcn.h", "err.h", "errno.h",
        "execinfo.h", "fcntl.h", "fenv.h", "float.h", "fnmatch.h", "ftw.h", "glob.h", "grp.h", "iconv.h", "ifaddrs.h",
        "inttypes.h", "iso646.h", "langinfo.h", "libgen.h", "limits.h", "locale.h", "math.h", "monetary.h", "netdb.h",
        "nl_types.h", "notify.h", "paths.h", "poll.h", "pthread.h", "pwd.h", "regex.h", "sched.h", "search.h",
        "semaphore.h", "setjmp.h", "signal.h", "spawn.h", "stdalign.h", "stdarg.h", "stdatomic.h", "stdbool.h",
        "stddef.h", "stdint.h", "stdio.h", "stdlib.h", "stdnoreturn.h", "string.h", "strings.h", "sysexits.h",
        "syslog.h", "tar.h", "termios.h", "tgmath.h", "time.h", "uchar.h", "unistd.h", "utime.h", "utmpx.h",
        "wchar.h", "wctype.h", "wordexp.h",
    ]

    /// The folders of `usr/include` in every Apple SDK whose headers an Objective-C or C file includes by path
    /// (`<arpa/inet.h>`, `<mach/mach.h>`); sorted.
    public static let cHeaderFolders: [String] = [
        "arpa", "dispatch", "mach", "mach-o", "machine", "malloc", "net", "netinet", "netinet6", "objc", "sys",
    ]

    /// Whether an include of `header` (`ifaddrs.h`, `sys/socket.h`) names a C header of the SDK's `usr/include`.
    public static func isSDKCHeader(_ header: String) -> Bool {
        let parts = header.split(separator: "/")
        guard let first = parts.first else { return false }
        return parts.count == 1 ? cHeaders.contains(header) : cHeaderFolders.contains(String(first))
    }
}
