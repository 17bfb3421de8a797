#pragma once

#include <string>

namespace overlap::codec {

// The one way Overlap writes a double as a JSON number, in overlap-cli's lines and in
// scenario files alike: integers below 2^53 in plain digits ("3", "100000", "-0"), every
// other number in the shortest form of std::to_chars that reads back as the same double
// ("0.1", "1e+300", "5e-324"). The strict reader (codec/json.h) reads each back bit for
// bit, "-0" as -0.0 included. NaN and infinities, which JSON cannot hold, come out as null.
std::string numberText(double v);

} // namespace overlap::codec
