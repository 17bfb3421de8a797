#include "app/document/atomic_write.h"

#include <QDir>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace overlap::document {

namespace {

QString systemError(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

// The file the bytes are for: path itself, or with Links::Follow what its links lead to.
QString targetOf(const QString& path, Links links, QString* why) {
    QString target = path;
    for (int depth = 0;; ++depth) {
        struct stat st {};
        if (::lstat(QFile::encodeName(target).constData(), &st) != 0)
            return target; // nothing there yet: a new file
        if (S_ISREG(st.st_mode))
            return target;
        if (S_ISLNK(st.st_mode)) {
            if (links == Links::Replace)
                return target;
            if (depth > 32) {
                *why = QStringLiteral("too many symbolic links");
                return {};
            }
            const QString next = QFileInfo(target).symLinkTarget();
            if (next.isEmpty()) {
                *why = QStringLiteral("a symbolic link that cannot be followed");
                return {};
            }
            target = next;
            continue;
        }
        *why = S_ISDIR(st.st_mode)
                   ? QStringLiteral("it is a folder")
                   : QStringLiteral("it is not a regular file (a device or a pipe)");
        return {};
    }
}

bool writeAll(int fd, const QByteArray& bytes, int* error) {
    const char* at = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, at, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *error = n < 0 ? errno : ENOSPC;
            return false;
        }
        at += n;
        left -= n;
    }
    return true;
}

} // namespace

QString writeFileAtomically(const QString& path, const QByteArray& bytes, Links links) {
    QString why;
    const QString target = targetOf(path, links, &why);
    if (target.isEmpty())
        return why;
    const QFileInfo info(target);
    QByteArray temp = QFile::encodeName(
        QDir(info.absolutePath()).filePath(QStringLiteral(".%1.XXXXXX").arg(info.fileName())));
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return systemError(errno);
    // mkstemp makes the file 0600; a saved file should read like any other the user makes.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
    int error = 0;
    bool ok = writeAll(fd, bytes, &error);
    if (ok && ::fsync(fd) != 0) {
        error = errno;
        ok = false;
    }
    if (::close(fd) != 0 && ok) {
        error = errno;
        ok = false;
    }
    if (ok && ::rename(temp.constData(), QFile::encodeName(target).constData()) != 0) {
        error = errno;
        ok = false;
    }
    if (!ok) {
        ::unlink(temp.constData());
        return systemError(error);
    }
    return {};
}

} // namespace overlap::document
