import ComposableArchitecture
import SharedModels

@Reducer
struct CartReducer {
    @ObservableState
    struct State: Equatable {}

    enum Action {}

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}
