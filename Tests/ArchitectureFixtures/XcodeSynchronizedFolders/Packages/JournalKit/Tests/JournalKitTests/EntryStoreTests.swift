import Testing

@testable import JournalKit

@MainActor @Test func aNewJournalIsEmpty() {
    #expect(EntryStore().entries.isEmpty)
}
