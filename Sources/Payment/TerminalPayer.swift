import FeatureState
import PaymentContract
import TerminalUI

/// The payer at a terminal: the card and the bank's code are read as hidden lines, and what happens is written
/// in ``PaymentWords``.
@MainActor
struct TerminalPayer: PayerConversation {
    let terminal: Terminal

    func card(after problem: CardProblem?) async -> TypedCard? {
        if let problem { terminal.write(ScreenFrame.rejection(PaymentWords.problem(problem), in: terminal.context)) }
        terminal.write("  " + PaymentWords.cardInstructions)
        guard let number = await hiddenAnswer(PaymentWords.numberPrompt),
            let expiry = await hiddenAnswer(PaymentWords.expiryPrompt),
            let code = await hiddenAnswer(PaymentWords.securityCodePrompt)
        else { return nil }
        return TypedCard(number: number, expiry: expiry, securityCode: code)
    }

    func field(_ field: CardField, after problem: CardProblem) async -> String? {
        terminal.write(ScreenFrame.rejection(PaymentWords.problem(problem), in: terminal.context))
        let prompt =
            switch field {
            case .number: PaymentWords.numberPrompt
            case .expiry: PaymentWords.expiryPrompt
            case .securityCode: PaymentWords.securityCodePrompt
            }
        return await hiddenAnswer(prompt)
    }

    func challengeCode() async -> String? {
        await hiddenAnswer(PaymentWords.challengePrompt)
    }

    func report(_ progress: PaymentProgress) {
        terminal.write(PaymentWords.lines(for: progress, in: terminal.context))
    }

    /// The next hidden line, or nil when the payer typed `cancel` or input ended.
    private func hiddenAnswer(_ prompt: String) async -> String? {
        guard let line = await terminal.nextSecretLine(prompt: prompt) else { return nil }
        let answer = line.trimmingCharacters(in: .whitespaces)
        return PaymentWords.cancelWords.contains(answer.lowercased()) ? nil : answer
    }
}
