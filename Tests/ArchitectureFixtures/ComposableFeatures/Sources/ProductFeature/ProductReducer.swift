import CartFeature
import ComposableArchitecture
import SharedModels

@Reducer
struct ProductReducer {
    @ObservableState
    struct State: Equatable {}

    enum Action {}

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}
