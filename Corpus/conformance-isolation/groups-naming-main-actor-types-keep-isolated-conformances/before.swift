// The protocol extension compares `kind` with `==`, and `Record`'s synthesized Hashable hashes it:
// `Kind`, an enum of the module, is main-actor under default main-actor isolation (SE-0466), and
// so are its implicit Equatable and Hashable conformances. Made nonisolated, the group could not
// use them ("main actor-isolated conformance of 'Kind' to 'Equatable' cannot be used in nonisolated
// context"; for the synthesized Hashable only a full compile says so): the conformances stay
// isolated, `@MainActor Location`. Found by a helper probing the nonisolated groups. (A `Kind`
// that needs nothing of the main actor follows the group instead: `Kind` here sets a UIKit label.)
import UIKit

enum Kind {
    case file, folder

    func show(in label: UILabel) { label.text = self == .file ? "file" : "folder" }
}

protocol Location: CustomStringConvertible {
    var kind: Kind { get }
    var path: String { get }
}

extension Location {
    var description: String {
        (kind == .folder ? "folder " : "file ") + path
    }
}

struct File: Location {
    let path: String
    var kind: Kind { .file }
}

protocol Keyed: Hashable {
    var kind: Kind { get }
}

struct Record: Keyed {
    let kind: Kind
}
