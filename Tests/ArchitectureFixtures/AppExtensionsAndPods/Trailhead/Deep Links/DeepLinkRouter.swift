import Collections
import Foundation
import os.log

struct DeepLinkRouter {
    var pending: Deque<URL> = []
}
