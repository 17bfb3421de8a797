#pragma once

#include "app/launch/options.h"

class QTextStream;

namespace overlap::launch {

// The picture runs, each returning the process's exit code: 0 written, 1 could not write,
// 2 a request that cannot be met (said on `err`).

// --render: a lesson's step or introduction, a compare layout, or a pitfall.
int renderPicture(const Options& options, QTextStream& err);
// --tour: every step of every lesson, each pair's compare layout, every pitfall, an index.
int writeTour(const Options& options, QTextStream& out, QTextStream& err);
// --frames: a lesson's animation as numbered PNG frames.
int writeFrames(const Options& options, QTextStream& out, QTextStream& err);
// --screenshot: the whole window.
int takeScreenshot(const Options& options, QTextStream& err);
// --glossary [--json]: the vocabulary, with the lessons that use each symbol; 4 when the
// output cannot be written (a closed pipe, a full disk).
int printGlossary(const Options& options, QTextStream& err);

} // namespace overlap::launch
