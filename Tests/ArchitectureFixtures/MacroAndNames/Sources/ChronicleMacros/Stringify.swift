/// A value and the source text that produced it.
@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) =
    #externalMacro(module: "ChronicleMacrosPlugin", type: "StringifyMacro")
