import CartFeature
import ComposableArchitecture
import ProductFeature
import SearchFeature
import SharedModels

@Reducer
struct AppReducer {
    @ObservableState
    struct State: Equatable {}

    enum Action {}

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}
