// libFuzzer target: document::readScenario on any bytes.
//
// Nothing may crash or trip a sanitizer, and whatever is accepted is a document that
// scenarioProblem() finds nothing wrong with, that writes back to bytes which read again
// as an equal document, and that writes the same bytes a second time (the writer is
// deterministic and the round trip exact). A failure prints what went wrong and traps, so
// libFuzzer keeps the input.

#include "app/document/scenario_document.h"

#include <cstdint>
#include <cstdio>
#include <variant>

using namespace overlap::document;

namespace {

[[noreturn]] void fail(const char* what, const QByteArray& written) {
    std::fprintf(stderr, "fuzz_scenario_file: %s\n  written:\n%s\n", what, written.constData());
    __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto read = readScenario(bytes);
    const auto* doc = std::get_if<ScenarioDocument>(&read);
    if (!doc)
        return 0;
    const QByteArray written = writeScenario(*doc);
    if (!scenarioProblem(*doc).isEmpty())
        fail("an accepted document has a problem", written);
    const auto again = readScenario(written);
    const auto* back = std::get_if<ScenarioDocument>(&again);
    if (!back) {
        const QByteArray why = std::get<QString>(again).toUtf8();
        std::fprintf(stderr, "  refused: %s\n", why.constData());
        fail("written back, the document is refused", written);
    }
    if (!(*back == *doc))
        fail("written back, the document reads as a different one", written);
    if (writeScenario(*back) != written)
        fail("written twice, the bytes differ", written);
    return 0;
}
