import Testing

@testable import NotesApp

@Test func theAppHasAnEntryPoint() {
    #expect(type(of: NotesApp.self) == NotesApp.Type.self)
}
