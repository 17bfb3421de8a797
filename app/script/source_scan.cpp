#include "app/script/source_scan.h"

namespace overlap::script {

namespace {

bool isIdentifierChar(QChar c) {
    return c.isLetterOrNumber() || c == u'_' || c == u'$';
}

// Past the literal or comment that starts at i, counting its newlines into `line`; i itself
// when none starts there.
qsizetype skipLiteral(QStringView s, qsizetype i, int& line) {
    const qsizetype n = s.size();
    if (s[i] == u'/' && i + 1 < n && s[i + 1] == u'/') {
        while (i < n && s[i] != u'\n')
            ++i;
        return i;
    }
    if (s[i] == u'/' && i + 1 < n && s[i + 1] == u'*') {
        for (i += 2; i < n && !(s[i] == u'*' && i + 1 < n && s[i + 1] == u'/'); ++i)
            if (s[i] == u'\n')
                ++line;
        return std::min(i + 2, n);
    }
    if (s[i] == u'"' || s[i] == u'\'' || s[i] == u'`') {
        const QChar quote = s[i];
        for (++i; i < n && s[i] != quote; ++i) {
            if (s[i] == u'\\')
                ++i;
            else if (s[i] == u'\n')
                ++line;
        }
        return std::min(i + 1, n);
    }
    return i;
}

} // namespace

int definitionLine(QStringView source, QStringView name) {
    int line = 1;
    QStringView previousWord;
    const qsizetype n = source.size();
    for (qsizetype i = 0; i < n;) {
        const qsizetype after = skipLiteral(source, i, line);
        if (after != i) {
            i = after;
            previousWord = {};
            continue;
        }
        const QChar c = source[i];
        if (c == u'\n')
            ++line;
        if (!isIdentifierChar(c)) {
            if (!c.isSpace())
                previousWord = {};
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < n && isIdentifierChar(source[end]))
            ++end;
        const QStringView word = source.sliced(i, end - i);
        if (word == name) {
            if (previousWord == u"function")
                return line;
            qsizetype next = end;
            while (next < n && (source[next] == u' ' || source[next] == u'\t'))
                ++next;
            if (next < n && source[next] == u'=' &&
                (next + 1 >= n || (source[next + 1] != u'=' && source[next + 1] != u'>')))
                return line;
        }
        previousWord = word;
        i = end;
    }
    return 0;
}

int lineCount(QStringView source) {
    return int(source.count(u'\n')) + 1;
}

} // namespace overlap::script
