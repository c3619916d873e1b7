import HarborCore
import UIKit

/// Shares a berth from another app into a booking.
final class ShareViewController: UIViewController {
    var berth: Berth?
}
