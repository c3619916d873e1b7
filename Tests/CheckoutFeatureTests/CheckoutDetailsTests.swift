import FeatureState
import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import CheckoutFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct GiftNoteTests {
    @Test func twoHundredFamilyEmojiAreTwoHundredCharacters() throws {
        let family = "👩‍👩‍👧‍👦"
        #expect(family.unicodeScalars.count == 7)
        let note = try GiftNote(validating: String(repeating: family, count: 200))
        #expect(note.text.count == 200)
        #expect(throws: GiftNote.Problem.tooLong(count: 201)) {
            try GiftNote(validating: String(repeating: family, count: 201))
        }
    }

    @Test func combiningMarksCountWithTheLetterTheyDecorate() throws {
        let decomposed = "e\u{301}"
        let note = try GiftNote(validating: String(repeating: decomposed, count: 200))
        #expect(note.text.unicodeScalars.count == 400)
        #expect(throws: GiftNote.Problem.tooLong(count: 201)) {
            try GiftNote(validating: String(repeating: decomposed, count: 200) + "!")
        }
    }

    @Test func blankAndControlCharacterNotesAreRefusedAndSpacesTrimmed() throws {
        #expect(throws: GiftNote.Problem.empty) { try GiftNote(validating: "   ") }
        #expect(throws: GiftNote.Problem.controlCharacters) { try GiftNote(validating: "hi\u{7}") }
        #expect(try GiftNote(validating: "  Happy birthday!  ").text == "Happy birthday!")
    }

    @Test func theModelRefusesALongNoteNamingTheCountAndKeepsTheOldOne() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        try harness.model.setGiftNote("For Grace 🎉")
        let before = harness.model.state
        #expect(
            throws: CommandRejection("a gift note can have at most 200 characters; this one has 201")
        ) {
            try harness.model.setGiftNote(String(repeating: "👩‍👩‍👧‍👦", count: 201))
        }
        #expect(harness.model.state == before)
        #expect(harness.model.state.giftNote?.text == "For Grace 🎉")
        try harness.model.clearGiftNote()
        #expect(harness.model.state.giftNote == nil)
        #expect(throws: CommandRejection("there is no gift note to clear")) { try harness.model.clearGiftNote() }
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct ShippingAddressTests {
    @Test func anAddressIsChosenByRowOrIdAndBadChoicesChangeNothing() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        #expect(harness.model.state.selectedAddress?.label == "Home")
        try harness.model.chooseAddress("a-0002")
        #expect(harness.model.state.selectedAddressID == "a-0002")
        #expect(
            harness.model.state.selectedAddress?.singleLine
                == "Ada Lovelace, Analytical Engine Workshop, 5 Dorset Street, London W1U 6QJ, GB")
        let before = harness.model.state
        #expect(throws: CommandRejection("no address '3'; use a row number 1-2 or an id")) {
            try harness.model.chooseAddress("3")
        }
        #expect(harness.model.state == before)
    }

    @Test func theOnlySavedAddressIsChosenForYou() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses(.ok(CheckoutJSON.me([CheckoutJSON.work])))
        await harness.model.appear()
        #expect(harness.model.state.selectedAddressID == "a-0002")
    }

    @Test func noSavedAddressesIsTheEmptyState() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses(.ok(CheckoutJSON.me([])))
        await harness.model.appear()
        guard case .empty(let message) = harness.model.state.addresses else {
            Issue.record("expected the empty state, got \(harness.model.state.addresses)")
            return
        }
        await #expect(throws: CommandRejection(message)) { try await harness.model.place() }
        #expect(harness.orderRequests.isEmpty)
    }

    @Test func failedAddressesRetryAndAMalformedReplyNamesTheField() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses(.ok(#"{"id": "c-0001", "addresses": [{"id": "a-0001", "label": "Home"}]}"#))
        await harness.model.appear()
        guard case .failed(let reason) = harness.model.state.addresses else {
            Issue.record("expected a failure, got \(harness.model.state.addresses)")
            return
        }
        #expect(reason.contains("addresses.0.recipient"))
        #expect(throws: CommandRejection("your addresses are not loaded; type retry")) {
            try harness.model.chooseAddress("1")
        }

        harness.expectAddresses()
        try await harness.model.retry()
        #expect(harness.model.state.addresses.value?.count == 2)
    }

    @Test func signedOutAddressesAskForLoginAndPlacingEmitsLoginRequired() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses(.error(status: 401, code: "unauthorized", message: "sign in first"))
        await harness.model.appear()
        #expect(harness.model.state.needsLogin)
        #expect(harness.model.state.addresses == .failed("You need to log in to choose a shipping address."))
        #expect(throws: CommandRejection("log in to choose one of your saved addresses; type place to log in")) {
            try harness.model.chooseAddress("1")
        }
        await #expect(throws: CommandRejection("nothing failed, so there is nothing to retry")) {
            try await harness.model.retry()
        }

        try await harness.model.place()
        #expect(harness.outputs == [.loginRequired])
        #expect(harness.model.state.placement == .loginRequired)
        #expect(harness.orderRequests.isEmpty)
        #expect(await harness.cartQuantity == 3)
    }
}
