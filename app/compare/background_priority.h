#pragma once

namespace overlap::compare {

// Lowers the calling worker thread's scheduling priority (nice 10 on Linux), so that the
// UI thread and Qt's raster threads win every contended core, while the worker still
// progresses on a busy machine (unlike idle priority, which starves under load).
void lowerThisThreadPriority();

} // namespace overlap::compare
