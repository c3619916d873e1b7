import Observation

/// Keeps a host's drawing of a screen current when the screen's state changes on its own.
///
/// The host draws through ``tracking(_:)``, which records the `@Observable` state the drawing reads (a model's
/// `state`, say). When any of it changes afterwards (a list changed elsewhere, an answer arrived), the host hears
/// about it once the change is made: at once through `redraw` while it waits for input
/// (``waitingForInput(_:)``), or through ``isStale`` right before it next waits. Changes made while the host
/// handles a command are drawn by the command's own outcome, as before.
@MainActor
public final class ScreenObservation {
    /// Whether something the last drawing read has changed since.
    public private(set) var isStale = false
    private var drawing = 0
    private var isWaitingForInput = false
    private let redraw: @MainActor () -> Void

    /// Creates the observation; `redraw` draws the screen again (through ``tracking(_:)``).
    public init(redraw: @escaping @MainActor () -> Void) {
        self.redraw = redraw
    }

    /// Runs `draw`, recording the observable state it reads; the first later change to any of it is reported.
    public func tracking<Drawn>(_ draw: () -> Drawn) -> Drawn {
        drawing += 1
        isStale = false
        let thisDrawing = drawing
        return withObservationTracking(draw) { [weak self] in
            // Called as the change begins, on the thread that makes it: report it on the main actor, after it.
            Task { @MainActor in self?.changeArrived(during: thisDrawing) }
        }
    }

    /// Runs `read` (waiting for the next line of input), first drawing again if a change already arrived,
    /// and drawing again whenever one arrives while it waits.
    public func waitingForInput<Line>(_ read: () async -> Line) async -> Line {
        if isStale { redraw() }
        isWaitingForInput = true
        defer { isWaitingForInput = false }
        return await read()
    }

    private func changeArrived(during changedDrawing: Int) {
        // A newer drawing has read the state since: it is current.
        guard changedDrawing == drawing else { return }
        isStale = true
        if isWaitingForInput { redraw() }
    }
}
