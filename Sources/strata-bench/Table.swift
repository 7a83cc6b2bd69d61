/// A plain-text table with a left-aligned first column and right-aligned figures.
struct Table {
    private let columns: [String]
    private var rows: [[String]] = []

    init(columns: [String]) {
        self.columns = columns
    }

    mutating func add(_ row: [String]) {
        rows.append(row)
    }

    var rendered: String {
        let all = [columns] + rows
        let widths = columns.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : "  " + padding + cell
            }.joined()
        }.joined(separator: "\n")
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { offset, digit in
            offset > 0 && (digits.count - offset) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
