// Kept for reference and excluded from every target: it still imports the framework the app used before.
import DayOneImport

enum LegacyImporter {}
