// The tests run programs with the product's own spawn helper (see Subprocess in ActorfixEngine),
// so there is one implementation to trust.
@_exported import struct ActorfixEngine.SubprocessResult
@_exported import enum ActorfixEngine.Subprocess
