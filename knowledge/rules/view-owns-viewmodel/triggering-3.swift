import SwiftUI

struct AvatarView: View {
    @ObservedObject var ↓loader: AvatarLoaderViewModel

    init(url: URL) {
        loader = AvatarLoaderViewModel(url: url)
    }

    var body: some View { Text(loader.title) }
}
