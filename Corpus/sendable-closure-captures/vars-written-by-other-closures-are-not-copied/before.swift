import Foundation

// Found building Then (709112d) before and after `fix`: its `zip` reads `t` and `u` in the last
// block, but the earlier blocks set them later, when their queue runs them. A capture list
// copied them when the last block was made (nil: the implicitly unwrapped copies trapped at
// run time, every failing zip crashed). A var another closure writes is reported, never copied.
func zip(_ a: Int?, _ b: String?, done: @escaping @Sendable (Int, String) -> Void) {
    var t: Int!
    var u: String?
    let group = DispatchGroup()
    let queue = DispatchQueue(label: "zip", attributes: .concurrent)
    group.enter()
    queue.async(flags: .barrier) { t = a; group.leave() }
    group.enter()
    queue.async(flags: .barrier) { u = b; group.leave() }
    group.notify(queue: .global()) {
        queue.async {
            done(t, u ?? "")
        }
    }
}

