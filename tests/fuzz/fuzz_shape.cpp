// libFuzzer target: the one shape codec (codec/shape.h) on any bytes that are JSON, read as
// a case line reads a shape and as a file does (the bounds and centre forms too).
//
// Nothing may crash or trip a sanitizer; a refusal says what (a code, never None); and
// whatever is accepted is a valid shape (core's invalidReason) that the file writer writes
// so that it reads back bit for bit, and whose corner-and-size form, as a case line writes
// it, reads back as the same numbers. A failure prints what went wrong and traps, so
// libFuzzer keeps the input.

#include "codec/shape.h"
#include "core/geometry/validate.h"

#include <bit>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

using namespace overlap;
using namespace overlap::codec;

namespace {

[[noreturn]] void fail(const char* what, const std::string& written) {
    std::fprintf(stderr, "fuzz_shape: %s\n  written: %s\n", what, written.c_str());
    __builtin_trap();
}

bool same(double a, double b) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

void check(const json::Value& v, bool exactForms) {
    const shape::Read r = shape::read(v, shape::ReadOptions{.exactForms = exactForms});
    if (!r.shape) {
        if (r.error.kind == shape::Error::Kind::None)
            fail("refused without a reason", {});
        return;
    }
    if (invalidReason(*r.shape))
        fail("an accepted shape is invalid", {});
    const std::string file = shape::write(*r.shape, shape::kFileLayout);
    const json::Parse p = json::parse(file);
    const shape::Read back = p.value ? shape::read(*p.value, {.exactForms = true}) : shape::Read{};
    if (!back.shape || !shape::sameBits(*back.shape, *r.shape))
        fail("the file form does not read back bit for bit", file);
    if (!r.written)
        return;
    const std::string line = shape::write(*r.written, shape::kCaseLayout);
    const json::Parse q = json::parse(line);
    const shape::Read again = q.value ? shape::read(*q.value) : shape::Read{};
    const CornerSizeRect& a = *r.written;
    if (!again.written || !same(again.written->x, a.x) || !same(again.written->y, a.y) ||
        !same(again.written->w, a.w) || !same(again.written->h, a.h) ||
        again.written->angleDeg.has_value() != a.angleDeg.has_value() ||
        (a.angleDeg && !same(*again.written->angleDeg, *a.angleDeg)))
        fail("the case form does not read back as the same numbers", line);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const json::Parse p = json::parse(text, json::Options{.maxDepth = 8, .maxValues = 200});
    if (!p.value)
        return 0;
    check(*p.value, false);
    check(*p.value, true);
    return 0;
}
