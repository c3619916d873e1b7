import SDWebImage
import XCTest

@testable import Lighthouse

final class LaunchTests: XCTestCase {}
