#include "app/script/host/host_wire.h"

#include <QDataStream>
#include <QIODevice>

#include <tuple>
#include <type_traits>

namespace overlap::script {

namespace {

constexpr quint32 kTag = 0x4f564c48; // "OVLH"
constexpr quint32 kVersion = 1;
// More than any real job holds (a map of 4096² samples is 16 MiB): a corrupt length is
// refused instead of allocated.
constexpr quint64 kMaxItems = quint64(1) << 26;

// One put and one get per type, so that writer and reader cannot drift apart.
void put(QDataStream& s, double v) {
    s << v;
}
void get(QDataStream& s, double& v) {
    s >> v;
}
void put(QDataStream& s, bool v) {
    s << v;
}
void get(QDataStream& s, bool& v) {
    s >> v;
}
void put(QDataStream& s, int v) {
    s << qint32(v);
}
void get(QDataStream& s, int& v) {
    qint32 x = 0;
    s >> x;
    v = x;
}
void put(QDataStream& s, qint64 v) {
    s << v;
}
void get(QDataStream& s, qint64& v) {
    s >> v;
}
void put(QDataStream& s, std::size_t v) {
    s << quint64(v);
}
void get(QDataStream& s, std::size_t& v) {
    quint64 x = 0;
    s >> x;
    v = std::size_t(x);
}
void put(QDataStream& s, const QString& v) {
    s << v;
}
void get(QDataStream& s, QString& v) {
    s >> v;
}
void put(QDataStream& s, const QStringList& v) {
    s << v;
}
void get(QDataStream& s, QStringList& v) {
    s >> v;
}
void put(QDataStream& s, const std::string& v) {
    s << QByteArray::fromStdString(v);
}
void get(QDataStream& s, std::string& v) {
    QByteArray b;
    s >> b;
    v = b.toStdString();
}
void put(QDataStream& s, std::chrono::milliseconds v) {
    s << qint64(v.count());
}
void get(QDataStream& s, std::chrono::milliseconds& v) {
    qint64 x = 0;
    s >> x;
    v = std::chrono::milliseconds(x);
}

template <class E>
requires std::is_enum_v<E>
void put(QDataStream& s, E v) {
    s << qint32(v);
}
template <class E>
requires std::is_enum_v<E>
void get(QDataStream& s, E& v) {
    qint32 x = 0;
    s >> x;
    v = E(x);
}

void put(QDataStream& s, const std::vector<std::uint8_t>& v) {
    s << quint64(v.size());
    s.writeRawData(reinterpret_cast<const char*>(v.data()), int(v.size()));
}
void get(QDataStream& s, std::vector<std::uint8_t>& v) {
    quint64 n = 0;
    s >> n;
    if (n > kMaxItems) {
        s.setStatus(QDataStream::ReadCorruptData);
        return;
    }
    v.resize(std::size_t(n));
    if (s.readRawData(reinterpret_cast<char*>(v.data()), int(n)) != int(n))
        s.setStatus(QDataStream::ReadPastEnd);
}

// Each record's fields, once, in the order they travel: put and get both walk this list.
// RotatedRect goes field by field, its axis too: make() would round cos and sin afresh.
auto fields(Vec2& v) {
    return std::tie(v.x, v.y);
}
auto fields(Circle& c) {
    return std::tie(c.c, c.r);
}
auto fields(Rect& r) {
    return std::tie(r.min, r.max, r.maxLo);
}
auto fields(RotatedRect& r) {
    return std::tie(r.c, r.half, r.angleDeg, r.axis, r.cLo);
}
auto fields(PlaneGrid& g) {
    return std::tie(g.origin, g.step, g.cols, g.rows, g.originCol, g.originRow);
}
auto fields(ScriptError& e) {
    return std::tie(e.kind, e.message, e.valueType, e.response, e.line, e.column, e.limit,
                    e.batchLimit, e.sweep);
}
auto fields(CornerSizeRect& r) {
    return std::tie(r.x, r.y, r.w, r.h, r.angleDeg);
}
auto fields(cli::CaseShape& c) {
    return std::tie(c.type, c.circle, c.written, c.aligned, c.turned);
}
auto fields(Response& r) {
    return std::tie(r.verdict, r.separation, r.normal, r.onA, r.onB, r.unique);
}
auto fields(ResponseAnswer& r) {
    return std::tie(r.error, r.normalX, r.normalY, r.separation);
}
auto fields(ResponseCase& r) {
    return std::tie(r.expected, r.got, r.fault);
}
auto fields(SweepScriptAnswer& a) {
    return std::tie(a.error, a.hit, a.toi);
}
auto fields(Sweep& w) {
    return std::tie(w.verdict, w.toi);
}
auto fields(SweepJudged& s) {
    return std::tie(s.motion, s.expected, s.expectedHit, s.got, s.fault);
}
auto fields(JudgedCase& c) {
    return std::tie(c.a, c.b, c.expected, c.got, c.response, c.sweep);
}
auto fields(JudgeRequest& r) {
    return std::tie(r.pair, r.rotated, r.touching, r.response, r.sweep, r.count, r.seed, r.budget);
}
auto fields(JudgeResult& r) {
    return std::tie(r.tried, r.wrong, r.firstWrong, r.shrinkSteps, r.error, r.errorCase, r.internal,
                    r.cancelled);
}
auto fields(SceneRun& r) {
    return std::tie(r.source, r.a, r.b, r.touching, r.truthMethod, r.grid);
}
auto fields(SceneRunResult& r) {
    return std::tie(r.error, r.verdict, r.console, r.consoleDropped, r.truth, r.grid, r.wrongAt,
                    r.wrongCount, r.sampled);
}
auto fields(JudgeJob& j) {
    return std::tie(j.source, j.request);
}
auto fields(JudgeReply& r) {
    return std::tie(r.compileError, r.result, r.console, r.consoleDropped);
}

template <class T>
concept Record = requires(T& x) {
    fields(x);
};

// Defined after every type's own put and get, which they call.
template <class T> void put(QDataStream& s, const std::optional<T>& v);
template <class T> void get(QDataStream& s, std::optional<T>& v);
template <Record T> void put(QDataStream& s, const T& v);
template <Record T> void get(QDataStream& s, T& v);

void put(QDataStream& s, const Shape& v) {
    put(s, int(v.index()));
    std::visit([&](const auto& x) { put(s, x); }, v);
}
void get(QDataStream& s, Shape& v) {
    int i = -1;
    get(s, i);
    switch (i) {
    case 0:
        v = Circle{};
        break;
    case 1:
        v = Rect{};
        break;
    case 2:
        v = RotatedRect{};
        break;
    default:
        s.setStatus(QDataStream::ReadCorruptData);
        return;
    }
    std::visit([&](auto& x) { get(s, x); }, v);
}
template <class T> void put(QDataStream& s, const std::optional<T>& v) {
    put(s, v.has_value());
    if (v)
        put(s, *v);
}
template <class T> void get(QDataStream& s, std::optional<T>& v) {
    bool has = false;
    get(s, has);
    v.reset();
    if (has && s.status() == QDataStream::Ok) {
        T x{};
        get(s, x);
        v = std::move(x);
    }
}

// Reading a record only reads its fields: the const_cast lends fields() to put.
template <Record T> void put(QDataStream& s, const T& v) {
    std::apply([&](auto&... f) { (put(s, f), ...); }, fields(const_cast<T&>(v)));
}
template <Record T> void get(QDataStream& s, T& v) {
    std::apply([&](auto&... f) { (get(s, f), ...); }, fields(v));
}

template <class... T> QByteArray encode(const std::variant<T...>& v) {
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s << kTag << kVersion;
    put(s, int(v.index()));
    std::visit([&](const auto& x) { put(s, x); }, v);
    return bytes;
}

template <class V, std::size_t I = 0> bool emplaceAt(V& v, int index) {
    if constexpr (I < std::variant_size_v<V>) {
        if (index == int(I)) {
            v.template emplace<I>();
            return true;
        }
        return emplaceAt<V, I + 1>(v, index);
    } else {
        return false;
    }
}

template <class V> std::optional<V> decode(const QByteArray& bytes) {
    QDataStream s(bytes);
    s.setVersion(QDataStream::Qt_6_4);
    quint32 tag = 0, version = 0;
    s >> tag >> version;
    int index = -1;
    get(s, index);
    V v;
    if (tag != kTag || version != kVersion || !emplaceAt(v, index))
        return std::nullopt;
    std::visit([&](auto& x) { get(s, x); }, v);
    if (s.status() != QDataStream::Ok || !s.atEnd())
        return std::nullopt;
    return v;
}

} // namespace

QByteArray encodeJob(const HostJob& job) {
    return encode(job);
}

std::optional<HostJob> decodeJob(const QByteArray& bytes) {
    return decode<HostJob>(bytes);
}

QByteArray encodeReply(const HostReply& reply) {
    return encode(reply);
}

std::optional<HostReply> decodeReply(const QByteArray& bytes) {
    return decode<HostReply>(bytes);
}

} // namespace overlap::script
