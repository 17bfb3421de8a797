#include "app/compare/background_priority.h"

#include <QThread>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace overlap::compare {

void lowerThisThreadPriority() {
#if defined(Q_OS_LINUX)
    // On Linux a nice value belongs to a thread, and QThread's priorities other than idle
    // do nothing under the default scheduler.
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

} // namespace overlap::compare
