import Foundation

// KMReader's shape (#341): under default main-actor isolation an actor method takes a data type
// and reads only its stored properties, down to strings (SE-0434: code of the module reads them
// anywhere). Nothing of `Series` or `SeriesMetadata` runs off the main actor, and its people left
// both alone; the compiler agrees.
struct SeriesMetadata: Codable, Equatable {
    var status: String
    var title: String
}

struct Series: Codable, Identifiable, Equatable {
    let id: String
    var name: String
    var metadata: SeriesMetadata
}

nonisolated final class Row {
    var name = ""
    var status = ""
}

actor DatabaseOperator {
    private var rows: [String: Row] = [:]

    func upsertSeries(dto: Series) {
        let row = rows[dto.id] ?? Row()
        if row.name != dto.name { row.name = dto.name }
        if row.status != dto.metadata.status { row.status = dto.metadata.status }
        rows[dto.id] = row
    }

    // A parameter compared as a whole uses its type's Equatable conformance there: that type
    // still becomes nonisolated.
    func replaceBook(_ book: Book, with other: Book) -> Bool {
        book == other
    }

    // A parameter encoded uses its Encodable conformance without naming it.
    func store(_ volume: Volume) throws -> Int {
        try JSONEncoder().encode(volume).count + volume.number
    }
}

nonisolated struct Book: Equatable {
    var title: String
}

nonisolated struct Volume: Codable {
    var number: Int
}
