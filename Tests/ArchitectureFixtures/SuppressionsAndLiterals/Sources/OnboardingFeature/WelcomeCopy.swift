// The welcome screen shows developers how to start; none of the code below is an import of this file.
// import Payments

/* A block comment quoting code:
   import Payments
   /* nested: import Payments */
*/

/// The text of the welcome screen's code sample.
let codeSample = """
    import Payments

    let sheet = PaymentSheet()
    """

/// The same sample as a raw string, with a quote inside.
let rawSample = #"import Payments // "sheet""#

/// A raw multi-line string with an interpolation that itself holds a string.
let templated = ##"""
    import Payments
    \##("import Logging")
    """##
