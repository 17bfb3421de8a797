#include "app/script/host/host_limits.h"

#include <csignal>
#include <cstdlib>
#include <exception>
#include <new>

#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OVERLAP_HOST_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define OVERLAP_HOST_ASAN 1
#endif

namespace overlap::script {

namespace {

// Whether the address space is nearly full: a small mapping fails. Safe in a signal handler.
bool addressSpaceFull() {
    constexpr std::size_t kProbe = std::size_t(16) << 20;
    void* p = mmap(nullptr, kProbe, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return true;
    munmap(p, kProbe);
    return false;
}

void onSignal(int sig) {
    if (sig == SIGXCPU)
        _exit(kHostExitCpu);
    // Qt's and V4's allocators abort or fault when a mapping fails.
    _exit(addressSpaceFull() ? kHostExitMemory : kHostExitSignal + sig);
}

[[noreturn]] void onNewFailure() {
    _exit(kHostExitMemory);
}

[[noreturn]] void onTerminate() {
    if (std::exception_ptr e = std::current_exception()) {
        try {
            std::rethrow_exception(e);
        } catch (const std::bad_alloc&) {
            _exit(kHostExitMemory);
        } catch (...) {
        }
    }
    _exit(addressSpaceFull() ? kHostExitMemory : kHostExitSignal + SIGABRT);
}

// The handlers run on a stack of their own: a stack overflow leaves none.
alignas(16) char signalStack[1 << 16];

} // namespace

bool hostMemoryLimitAvailable() {
#ifdef OVERLAP_HOST_ASAN
    return false;
#else
    return true;
#endif
}

bool limitThisProcess(std::chrono::seconds cpu) {
    bool ok = true;
    if (hostMemoryLimitAvailable()) {
        const rlimit as{kHostMemoryBytes, kHostMemoryBytes};
        ok = setrlimit(RLIMIT_AS, &as) == 0 && ok;
    }
    // SIGXCPU at the soft limit, a kill a second later should it be ignored.
    const rlim_t seconds = rlim_t(cpu.count() > 0 ? cpu.count() : 1);
    const rlimit time{seconds, seconds + 1};
    ok = setrlimit(RLIMIT_CPU, &time) == 0 && ok;
    return ok;
}

void exitOnFailure() {
    std::set_new_handler(onNewFailure);
    std::set_terminate(onTerminate);
    stack_t alt{};
    alt.ss_sp = signalStack;
    alt.ss_size = sizeof signalStack;
    sigaltstack(&alt, nullptr);
    struct sigaction act {};
    act.sa_handler = onSignal;
    act.sa_flags = SA_ONSTACK;
    sigemptyset(&act.sa_mask);
    for (int sig : {SIGXCPU, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE})
        sigaction(sig, &act, nullptr);
}

} // namespace overlap::script
