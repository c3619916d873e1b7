#if canImport(UIKit)
    import UIKit

    extension UITextView {
        /// Grey text shown while the view is empty.
        public var placeholder: String? {
            get { accessibilityHint }
            set { accessibilityHint = newValue }
        }
    }
#endif
