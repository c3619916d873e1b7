import OSLog

enum AppLog {
    static let app = Logger(subsystem: "com.example.storefront", category: "app")
}
