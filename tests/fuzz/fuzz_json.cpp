// libFuzzer target: the one strict JSON reader (codec/json.h) on any bytes, with the CLI's
// options and with the scenario files'.
//
// Nothing may crash or trip a sanitizer. A refusal names a code and an offset inside the
// text (or its end); an acceptance holds only valid UTF-8 strings and, when duplicate keys
// are refused, no object with a key twice; the stricter options never accept what the
// laxer ones refuse. A broken rule prints what went wrong and traps, so libFuzzer keeps
// the input.

#include "codec/json.h"
#include "codec/utf8.h"

#include <cstdint>
#include <cstdio>
#include <set>
#include <string>

using namespace overlap::codec;

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_json: %s\n", what);
    __builtin_trap();
}

void check(const json::Value& v, bool distinctKeys) {
    switch (v.kind) {
    case json::Value::Kind::String:
        if (firstUtf8Fault(v.text) != v.text.size())
            fail("an accepted string is not valid UTF-8");
        break;
    case json::Value::Kind::Array:
        for (const json::Value& item : v.items)
            check(item, distinctKeys);
        break;
    case json::Value::Kind::Object: {
        std::set<std::string> keys;
        for (const json::Member& m : v.members) {
            if (firstUtf8Fault(m.key) != m.key.size())
                fail("an accepted key is not valid UTF-8");
            if (!keys.insert(m.key).second && distinctKeys)
                fail("a key given twice was accepted");
            check(m.value, distinctKeys);
        }
        break;
    }
    default:
        break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    json::Options lax;    // the CLI's
    json::Options strict; // the scenario files'
    strict.maxDepth = 32;
    strict.maxValues = 1000;
    strict.refuseDuplicateKeys = strict.refuseTinyNumbers = true;
    bool accepted[2] = {};
    int i = 0;
    for (const json::Options& options : {lax, strict}) {
        const json::Parse p = json::parse(text, options);
        accepted[i++] = p.value.has_value();
        if (p.value.has_value() != (p.error == json::Error::None))
            fail("a value and an error, or neither");
        if (!p.value && p.offset > size)
            fail("an error placed beyond the end of the text");
        if (p.value)
            check(*p.value, options.refuseDuplicateKeys);
    }
    if (accepted[1] && !accepted[0])
        fail("the strict options accept what the lax ones refuse");
    return 0;
}
