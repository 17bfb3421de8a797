#pragma once

#include <QByteArray>
#include <QString>

namespace overlap::document {

// What to do when the path names a symbolic link.
enum class Links {
    Follow,  // a file the user named: write the regular file the link points at
    Replace, // a file of the app's own (the session): replace the link itself, never its target
};

// Writes bytes to path atomically: a new file beside it is written, flushed, synced and
// renamed over the old one, so on any failure (a full disk, a read-only folder) the old
// file stays whole and the reason (the system's words, "No space left on device") is
// returned. Only regular files are written: a device, a FIFO or a folder at path (or at
// the end of a followed link) is refused. Returns an empty string on success.
QString writeFileAtomically(const QString& path, const QByteArray& bytes, Links links);

} // namespace overlap::document
