#pragma once

#include <chrono>
#include <cstddef>

namespace overlap::script {

// What a learner's script may use in the script host, and how the host says that it died
// of it. A script that runs past its own budget is stopped by the watchdog and told so; these
// are the walls behind it, for what the watchdog cannot stop: memory, and time spent inside
// one built-in (a huge sort, a huge string).
inline constexpr std::size_t kHostMemoryBytes = std::size_t(512) << 20;

// The host's exit statuses besides 0 (its reply is on its standard output).
inline constexpr int kHostExitMemory = 70;  // an allocation failed under the memory limit
inline constexpr int kHostExitCpu = 71;     // the CPU-time limit ran out
inline constexpr int kHostExitBadJob = 72;  // what came in was not a job
inline constexpr int kHostExitSignal = 100; // 100 + the signal of any other crash

// Whether this build can limit its address space: AddressSanitizer reserves terabytes of
// shadow memory, so its builds run without the memory limit (their tests say so).
bool hostMemoryLimitAvailable();

// Limits this process's address space to kHostMemoryBytes (when available) and its CPU time
// to `cpu`; false when the system refused.
bool limitThisProcess(std::chrono::seconds cpu);

// From now on, a failed allocation, the CPU limit or a crash ends the process at once with
// the exit statuses above, whatever else it was doing.
void exitOnFailure();

} // namespace overlap::script
