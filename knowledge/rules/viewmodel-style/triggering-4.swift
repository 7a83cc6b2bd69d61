public enum ↓ProfileAction {
    case load
    case loaded(Profile)
}
