/// The module name Swift gives a target or a product: the name made a C99 extended identifier, the way SwiftPM
/// does it (its `c99name`, which `swift package describe --type json` prints). Every character that cannot appear
/// in an identifier becomes `_`, and so does a first character that can appear only later in one (a digit):
/// `UITextView+Placeholder` -> `UITextView_Placeholder`, `SyncUI-macOS` -> `SyncUI_macOS`, `3D Engine` ->
/// `_D_Engine`. Xcode names a target's module the same way (`PRODUCT_MODULE_NAME`'s default).
///
/// ASCII follows the rule exactly: letters and `_` anywhere, digits after the first character. Beyond ASCII,
/// C99's Annex D lists ranges of letters and digits; this keeps every alphabetic scalar anywhere and every decimal
/// digit after the first character, which agrees with those ranges on the letters and digits of living scripts.
public enum ModuleName {
    /// The module name of the target or product `name`.
    public static func of(_ name: String) -> String {
        guard !name.isEmpty else { return name }
        var result = String.UnicodeScalarView()
        for (offset, scalar) in name.unicodeScalars.enumerated() {
            let allowed = offset == 0 ? isInitial(scalar) : isContinuing(scalar)
            result.append(allowed ? scalar : "_")
        }
        return String(result)
    }

    /// Whether `scalar` may start an identifier.
    private static func isInitial(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return scalar.properties.isAlphabetic
    }

    /// Whether `scalar` may appear after the first character of an identifier.
    private static func isContinuing(_ scalar: Unicode.Scalar) -> Bool {
        if isInitial(scalar) { return true }
        if scalar.isASCII { return ("0"..."9").contains(scalar) }
        return scalar.properties.numericType == .decimal
    }
}
