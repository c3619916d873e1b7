import Testing

@testable import ExecutableTesting

@Suite struct RunSlotsTests {
    /// With one slot held, a second run asks and waits: it takes the slot only after the first gives it back.
    @Test func aRunBeyondTheSlotsWaitsForOneToBeGivenBack() async {
        let slots = RunSlots(count: 1)
        await slots.take()
        let (events, log) = AsyncStream.makeStream(of: String.self)
        var order: [String] = []
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                log.yield("second asks")
                await slots.take()
                log.yield("second took")
                await slots.give()
                log.finish()
            }
            for await event in events {
                order.append(event)
                if event == "second asks" {
                    log.yield("first gives")
                    await slots.give()
                }
            }
        }
        #expect(order == ["second asks", "first gives", "second took"])
    }

    /// A body that returns or throws gives its slot back.
    @Test func aBodyGivesItsSlotBackWhetherItReturnsOrThrows() async {
        struct Failed: Error {}
        let slots = RunSlots(count: 1)
        #expect(await slots.holding { await slots.free } == 0)
        #expect(await slots.free == 1)
        await #expect(throws: Failed.self) { try await slots.holding { throw Failed() } }
        #expect(await slots.free == 1)
    }

    @Test func theSharedSlotsAreBetweenTwoAndEight() {
        #expect((2...8).contains(RunSlots.shared.count))
        #expect(RunSlots(count: 0).count == 1)
    }
}
