#include "app/cli/json_write.h"

#include "core/response/response.h"

#include "codec/number.h"
#include "codec/utf8.h"

#include <cstdio>

namespace overlap::cli {

void appendJsonString(std::string& out, std::string_view s) {
    out += '"';
    for (std::size_t i = 0; i < s.size();) {
        const char c = s[i];
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80) {
            const std::size_t n = codec::utf8SequenceLength(s, i);
            if (n == 0) {
                out += "\\ufffd";
                ++i;
            } else {
                out.append(s.substr(i, n));
                i += n;
            }
            continue;
        }
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (u < 0x20 || u == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", u);
                out += buf;
            } else {
                out += c;
            }
        }
        ++i;
    }
    out += '"';
}

std::string jsonString(std::string_view s) {
    std::string out;
    appendJsonString(out, s);
    return out;
}

std::string jsonNumber(double v) {
    return codec::numberText(v);
}

std::string responseJson(const Response& r) {
    const auto pair = [](Vec2 v) { return "[" + jsonNumber(v.x) + "," + jsonNumber(v.y) + "]"; };
    std::string out = "{\"class\":";
    appendJsonString(out, std::string(verdictClassName(r.verdict)));
    out += ",\"separation\":" + jsonNumber(r.separation);
    out += ",\"normal\":" + pair(r.normal);
    out += ",\"witness\":{\"a\":" + pair(r.onA) + ",\"b\":" + pair(r.onB) + "}";
    out += ",\"unique\":" + std::string(jsonBool(r.unique));
    return out + "}";
}

} // namespace overlap::cli
