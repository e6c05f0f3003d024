import Foundation

// Found on NetNewsWire (its Safari extension, already migrated): the handler parameter is handed
// over to a local of the same name (`nonisolated(unsafe) let validationHandler =
// validationHandler`), which is what the @Sendable closure calls. Nothing to change: the
// parameter was reported as needing @Sendable.
func activePageURL(_ completion: @escaping @Sendable (URL?) -> Void) {
    DispatchQueue.global().async { completion(nil) }
}

func validate(validationHandler: @escaping (Bool, String) -> Void) {
    nonisolated(unsafe) let validationHandler = validationHandler
    activePageURL { url in
        validationHandler(url != nil, "")
    }
}
