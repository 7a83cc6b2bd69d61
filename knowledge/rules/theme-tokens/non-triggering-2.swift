import SwiftUI

enum BrandPalette {
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.2)
    static let paper = Color(white: 0.98)
}

struct NoteView: View {
    var body: some View { Text("Note").foregroundStyle(BrandPalette.ink).fontWeight(.black) }
}
