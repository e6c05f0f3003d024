import Foundation

public struct Memo: Equatable {
    public var content: String
    public var resources: [Resource]
    public init(content: String, resources: [Resource] = []) {
        self.content = content
        self.resources = resources
    }
}

let sampleMemo = Memo(content: "Make your wonderful dream a reality")

func placeholder() -> Memo { sampleMemo }
