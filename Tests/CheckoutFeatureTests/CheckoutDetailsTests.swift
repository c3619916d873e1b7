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
            throws: CheckoutRefusal.invalidGiftNote(.tooLong(count: 201))
        ) {
            try harness.model.setGiftNote(String(repeating: "👩‍👩‍👧‍👦", count: 201))
        }
        #expect(harness.model.state == before)
        #expect(harness.model.state.giftNote?.text == "For Grace 🎉")
        try harness.model.clearGiftNote()
        #expect(harness.model.state.giftNote == nil)
        #expect(throws: CheckoutRefusal.noGiftNote) { try harness.model.clearGiftNote() }
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct ShippingAddressTests {
    @Test func anAddressIsChosenByRowOrIdAndBadChoicesChangeNothing() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        #expect(harness.model.state.shipping.selected?.label == "Home")
        try harness.model.chooseAddress(id: "a-0002")
        #expect(harness.model.state.shipping.selectedID == "a-0002")
        #expect(
            harness.model.state.shipping.selected?.singleLine
                == "Ada Lovelace, Analytical Engine Workshop, 5 Dorset Street, London W1U 6QJ, GB")
        let before = harness.model.state
        #expect(throws: CheckoutRefusal.noSuchAddressRow(3, addressCount: 2)) {
            try harness.model.chooseAddress(row: 3)
        }
        #expect(harness.model.state == before)
    }

    @Test func theOnlySavedAddressIsChosenForYou() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses(.ok(CheckoutJSON.me([CheckoutJSON.work])))
        await harness.model.appear()
        #expect(harness.model.state.shipping.selectedID == "a-0002")
    }

    @Test func noSavedAddressesIsTheEmptyState() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses(.ok(CheckoutJSON.me([])))
        await harness.model.appear()
        #expect(harness.model.state.shipping.addresses == .empty)
        await #expect(throws: CheckoutRefusal.noSavedAddresses) { try await harness.model.place() }
        #expect(throws: CheckoutRefusal.noSavedAddresses) { try harness.model.chooseAddress(row: 1) }
        #expect(harness.orderRequests.isEmpty)
    }

    @Test func failedAddressesRetryAndAMalformedReplyNamesTheField() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses(.ok(#"{"id": "c-0001", "addresses": [{"id": "a-0001", "label": "Home"}]}"#))
        await harness.model.appear()
        guard case .failed(.undecodable(_, let codingPath, _)) = harness.model.state.shipping.addresses else {
            Issue.record("expected an undecodable reply, got \(harness.model.state.shipping.addresses)")
            return
        }
        #expect(codingPath.contains("addresses.0.recipient"))
        #expect(throws: CheckoutRefusal.notLoaded(.addresses)) {
            try harness.model.chooseAddress(row: 1)
        }

        harness.expectAddresses()
        try await harness.model.retry()
        #expect(harness.model.state.shipping.addresses.value?.count == 2)
    }

    @Test func signedOutAddressesAskForLoginAndPlacingEmitsLoginRequired() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses(.error(status: 401, code: "unauthorized", message: "sign in first"))
        await harness.model.appear()
        #expect(harness.model.state.needsLogin)
        #expect(
            harness.model.state.shipping.addresses
                == .failed(.status(code: 401, error: APIErrorBody(code: "unauthorized", message: "sign in first"))))
        #expect(throws: CheckoutRefusal.loginRequired) {
            try harness.model.chooseAddress(row: 1)
        }
        await #expect(throws: CheckoutRefusal.nothingToRetry) {
            try await harness.model.retry()
        }

        try await harness.model.place()
        #expect(harness.outputs == [.loginRequired])
        #expect(harness.model.state.placement.status == .loginRequired)
        #expect(harness.orderRequests.isEmpty)
        #expect(await harness.cartQuantity == 3)
    }
}
