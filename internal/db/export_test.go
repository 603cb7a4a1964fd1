package db

// SetRestartFrames sets the WAL length past which checkpoints start the
// WAL over, until the returned function puts it back.
func SetRestartFrames(n int) (restore func()) {
	old := restartFrames
	restartFrames = n
	return func() { restartFrames = old }
}

// WALWrites counts the writes the writer's WAL has handed to the
// operating system since the process started.
func WALWrites() int64 { return walWrites.Load() }

// MaxWALWrite is the most one write to the WAL holds.
const MaxWALWrite = maxWrite
