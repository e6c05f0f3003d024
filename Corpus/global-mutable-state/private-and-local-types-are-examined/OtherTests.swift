fileprivate struct Fixture {
    static let name = "second"
}

func otherFixture() -> String { Fixture.name }
