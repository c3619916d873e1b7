import JournalKit
import Testing

@testable import Journal

@Test func theHeadlineShowsTheTitle() {
    let entry = Entry(title: "Walk", date: .now)
    #expect(EntryFormatting.headline(for: entry).hasSuffix("Walk"))
}
