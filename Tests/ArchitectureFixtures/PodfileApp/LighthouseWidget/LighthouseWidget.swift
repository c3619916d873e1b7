import Lottie
import Rswift
import SDWebImageSwiftUI
import WidgetKit

struct LighthouseWidget {}
