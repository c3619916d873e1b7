import ComposableArchitecture
import ProductFeature
import SharedModels

@Reducer
struct SearchReducer {
    @ObservableState
    struct State: Equatable {}

    enum Action {}

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}
