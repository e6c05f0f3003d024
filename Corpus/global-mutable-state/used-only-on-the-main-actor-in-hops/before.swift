import Foundation

@MainActor
final class Runner {
    func run() {}
    func stop() {}
}

enum HeadlessRun {
    private static var retainedRunner: Runner?
    private static var runs = 0

    static func execute() {
        MainActor.assumeIsolated {
            let runner = Runner()
            retainedRunner = runner
            DispatchQueue.main.asyncAfter(deadline: .now() + 600) {
                MainActor.assumeIsolated { retainedRunner?.stop() }
            }
            runner.run()
        }
        DispatchQueue.main.async {
            runs += 1
        }
    }
}
