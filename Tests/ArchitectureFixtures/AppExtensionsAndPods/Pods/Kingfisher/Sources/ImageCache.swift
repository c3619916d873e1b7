import Alamofire
import UIKit

/// A pod's cache of downloaded images.
public final class ImageCache {}
