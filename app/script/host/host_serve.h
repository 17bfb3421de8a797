#pragma once

namespace overlap::script {

// The argument that makes `overlap` or `overlap-cli` the script host rather than itself.
inline constexpr char kHostArgument[] = "--script-host";
// After it: run at a low priority (the window's hosts), so that the window stays first.
inline constexpr char kLowPriorityArgument[] = "--low-priority";

// Whether this process was started as the script host.
bool isHostInvocation(int argc, char** argv);

// The script host: reads one job (host_wire.h) from standard input to its end, limits itself
// (host_limits.h), runs the job, writes the reply to standard output and returns the exit
// status. It makes its own QCoreApplication; call it before anything else of Qt.
int serveHost(int argc, char** argv);

} // namespace overlap::script
