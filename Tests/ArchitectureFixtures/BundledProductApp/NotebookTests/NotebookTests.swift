import Testing

@Test func launches() {
    #expect(1 + 1 == 2)
}
