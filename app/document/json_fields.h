#pragma once

// An object of a file as one table of its keys, in the order they are written: each key's
// reader and writer side by side, so that the keys a file may hold, the keys it must hold
// and the keys written are one list (readObject, writeObject).

#include "app/document/strict_json.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <vector>

namespace overlap::document::json {

// Reading stops at the first problem, which names the key path where it is.
struct Problem {
    QString message;
};

// "where.key", or "key" at the top.
inline QString join(const QString& where, const char* key) {
    return where.isEmpty() ? QLatin1String(key) : where + QLatin1Char('.') + QLatin1String(key);
}

inline void expect(const Value& v, Value::Kind kind, const QString& path) {
    if (v.kind != kind)
        throw Problem{path + QStringLiteral(": expected ") + kindName(kind) +
                      QStringLiteral(", found ") + kindName(v.kind)};
}

// One key of an object of type T.
template <class T> struct Field {
    const char* key;
    // Reads the key's value (at `path`) into t; throws Problem.
    std::function<void(const Value& v, const QString& path, T& t)> read;
    // The value as the file writes it, `indent` spaces in where its key is.
    std::function<QByteArray(const T& t, int indent)> write;
    // Empty: the key must be there, and is always written. Else it may be left out, and is
    // written only where this says so.
    std::function<bool(const T& t)> present = {};
};

template <class T> using Fields = std::vector<Field<T>>;

// Reads an object of the table's keys, in the table's order: an unknown key, a missing one
// or a value its reader refuses is a Problem.
template <class T>
void readObject(const Value& o, const QString& where, const Fields<T>& fields, T& t) {
    expect(o, Value::Kind::Object, where.isEmpty() ? QStringLiteral("the document") : where);
    for (const Member& m : o.members) {
        bool known = false;
        for (const Field<T>& f : fields)
            known = known || m.key == f.key;
        if (!known)
            throw Problem{(where.isEmpty() ? QString() : where + QStringLiteral(": ")) +
                          QStringLiteral("unknown key ") + quoted(qText(m.key))};
    }
    for (const Field<T>& f : fields) {
        const Value* v = o.find(f.key);
        if (!v) {
            if (f.present)
                continue;
            throw Problem{join(where, f.key) + QStringLiteral(" is missing")};
        }
        f.read(*v, join(where, f.key), t);
    }
}

// Writes an object of the table's keys, one to a line at `indent` + 4 spaces, or all on one.
template <class T>
QByteArray writeObject(const T& t, const Fields<T>& fields, int indent, bool oneLine = false) {
    const QByteArray in(oneLine ? 0 : indent + 4, ' ');
    QByteArray out = oneLine ? "{" : "{\n";
    bool first = true;
    for (const Field<T>& f : fields) {
        if (f.present && !f.present(t))
            continue;
        if (!first)
            out += oneLine ? ", " : ",\n";
        first = false;
        out += in + '"' + f.key + "\": " + f.write(t, indent + 4);
    }
    out += oneLine ? QByteArray("}") : "\n" + QByteArray(indent, ' ') + '}';
    return out;
}

} // namespace overlap::document::json
