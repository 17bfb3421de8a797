#pragma once

#include <QString>

#include <cstdint>

// The colours of the app's own words, badges and pictures, by what they mean, in one place;
// the scene's role inks are app/scene/role_table.cpp's, the widgets' themes
// app/window/themes.cpp's. Contrasts are WCAG 2 ratios, checked by tst_palette.
namespace overlap::palette {

// As 0xRRGGBB.
inline constexpr std::uint32_t kGreen = 0x15803d;     // white on it: 5.0 : 1
inline constexpr std::uint32_t kRed = 0xb91c1c;       // white on it: 6.5 : 1
inline constexpr std::uint32_t kBlue = 0x1d4ed8;      // white on it: 6.7 : 1
inline constexpr std::uint32_t kAmber = 0xb45309;     // white on it: 5.0 : 1
inline constexpr std::uint32_t kRedOnDark = 0xfca5a5; // red words on the dark theme
inline constexpr std::uint32_t kWhite = 0xffffff;
inline constexpr std::uint32_t kGreyBadge = 0xe5e7eb;  // kInk on it: 12 : 1
inline constexpr std::uint32_t kTitleInk = 0x111827;   // on white: 17 : 1
inline constexpr std::uint32_t kInk = 0x1f2937;        // on white: 15 : 1
inline constexpr std::uint32_t kCaptionInk = 0x374151; // on white: 10 : 1
inline constexpr std::uint32_t kMutedInk = 0x4b5563;   // on white: 7.6 : 1
inline constexpr std::uint32_t kRule = 0xd1d5db;       // a line between parts, not words

// What they mean.
inline constexpr std::uint32_t kOverlap = kGreen;
inline constexpr std::uint32_t kApart = kBlue;
inline constexpr std::uint32_t kTouching = kAmber;
inline constexpr std::uint32_t kRight = kGreen;
inline constexpr std::uint32_t kWrong = kRed;

// "#rrggbb", for style sheets.
inline QString css(std::uint32_t rgb) {
    return QStringLiteral("#%1").arg(rgb, 6, 16, QLatin1Char('0'));
}

// A right-or-wrong mark's style sheet: white on green or red, in either theme.
inline QString markSheet(bool right) {
    return QStringLiteral("QLabel { color: %1; background: %2; border-radius: 6px; padding: 2px "
                          "8px; font-weight: bold; }")
        .arg(css(kWhite), css(right ? kRight : kWrong));
}

} // namespace overlap::palette
