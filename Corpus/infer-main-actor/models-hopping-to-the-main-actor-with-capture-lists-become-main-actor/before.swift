// An ObservableObject whose state is partly @MainActor, with nonisolated async methods that hop
// to the main actor and read a property in task-group children (MarkerData's QueueModel). The
// read moves into a capture list (evaluated where the closure is made), and the model, whose
// cancelUpload is already @MainActor, becomes main-actor as its people wrote.
import Foundation
import Combine

@MainActor
final class QueueInstance {
    var status = 0
    func upload() async throws {}
}

class QueueModel: ObservableObject {
    @Published var queueInstances: [QueueInstance] = []

    @MainActor
    @Published var uploadInProgress = false

    var deleteFolderAfterUpload = false

    public func scanFolder(append: Bool = false) async throws {
        if await self.uploadInProgress {
            return
        }
        let found: [QueueInstance] = []
        await MainActor.run { [found] in
            if append {
                self.queueInstances.append(contentsOf: found)
            } else {
                self.queueInstances = found
            }
        }
    }

    public func upload() async throws {
        await MainActor.run {
            self.uploadInProgress = true
        }
        await withTaskGroup(of: Void.self) { group in
            for queueInstance in self.queueInstances {
                group.addTask {
                    try? await queueInstance.upload()
                    if self.deleteFolderAfterUpload {
                        await MainActor.run { queueInstance.status = 1 }
                    }
                }
            }
        }
    }

    @MainActor
    public func cancelUpload() {
        self.uploadInProgress = false
    }
}
