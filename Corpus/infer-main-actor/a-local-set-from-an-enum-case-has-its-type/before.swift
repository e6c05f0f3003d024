// Default main-actor isolation (SE-0466): the extension's method is main-actor, and the actor
// calls it on a local set from a case of the enum. The local's type was not known, so the call
// was not followed and nothing was proposed; the method uses no main-actor state and becomes
// nonisolated.
nonisolated enum Format {
    case plain
    case markdown(level: Int)
}

extension Format {
    func render(_ text: String) -> String { text }
}

actor Renderer {
    func plain(_ text: String) -> String {
        let format = Format.plain
        return format.render(text)
    }

    func heading(_ text: String) -> String {
        let format = Format.markdown(level: 1)
        return format.render(text)
    }
}
