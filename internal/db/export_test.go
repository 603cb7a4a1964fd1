package db

// SetRestartFrames sets the WAL length past which checkpoints start the
// WAL over, until the returned function puts it back.
func SetRestartFrames(n int) (restore func()) {
	old := restartFrames
	restartFrames = n
	return func() { restartFrames = old }
}
