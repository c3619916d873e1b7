/// What checkout needs from a payment SDK; the app implements it.
public protocol PaymentProcessor: Sendable {}
