import CartStore
import CheckoutFeature
import ProductFeature
import ProfileFeature
import SearchFeature

print("shop")
