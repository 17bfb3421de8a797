#include "app/render/step_render.h"

#include "app/i18n/method_titles.h"
#include "app/i18n/text_faces.h"
#include "app/lessons/narration.h"
#include "app/lessons/verdict_words.h"
#include "app/scene/framing.h"
#include "app/scene/legend_entries.h"
#include "app/scene/legend_swatch.h"
#include "app/scene/lit_marks.h"
#include "app/scene/role_style.h"
#include "app/scene/trace_scene.h"
#include "app/style/palette.h"
#include "core/algorithms.h"
#include "core/motion/motion.h"

#include "app/render/picture_file.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextDocument>

#include <iterator>
#include <optional>

namespace overlap::render {

namespace {

const Algorithm* algorithmOf(const StepPicture& p, QString* error) {
    const QString id = p.algorithm.isEmpty() ? p.lesson->algorithms.value(0) : p.algorithm;
    if (!p.lesson->algorithms.contains(id)) {
        *error = QStringLiteral("lesson %1 has no algorithm %2").arg(p.lesson->id, id);
        return nullptr;
    }
    return findAlgorithm(id.toStdString());
}

Trace traceOf(const StepPicture& p, const Algorithm& alg) {
    Trace trace;
    const Shape& a = p.shapes ? p.shapes->first : p.lesson->a;
    const Shape& b = p.shapes ? p.shapes->second : p.lesson->b;
    runAlgorithm(alg, a, b, p.touching, &trace, p.motion.value_or(p.lesson->motion));
    return trace;
}

// The narration wrapped from the top-left corner of `box`, the lit symbol's names marked as
// the window's narration marks them; returns where those names are drawn.
QList<PictureInfo::Label> drawNarration(QPainter& painter, const QString& text,
                                        const QList<scene::NameSpan>& names,
                                        const scene::SymbolRef& lit, const QFont& font,
                                        const QRectF& box) {
    QTextDocument doc;
    doc.setUndoRedoEnabled(false);
    doc.setDocumentMargin(0);
    QTextOption option = doc.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    doc.setDefaultTextOption(option);
    doc.setTextWidth(box.width());
    doc.setPlainText(lessons::keepFormulasWhole(text));
    scene::markNames(doc, names, lit, Qt::white, false);
    // A long narration takes a smaller type rather than losing its last line at the edge.
    QFont fitted = font;
    doc.setDefaultFont(fitted);
    while (fitted.pixelSize() > 12 && doc.size().height() > box.height()) {
        fitted.setPixelSize(fitted.pixelSize() - 1);
        doc.setDefaultFont(fitted);
    }
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, QColor(QRgb(palette::kInk)));
    context.clip = QRectF(QPointF(0, 0), box.size());
    painter.save();
    painter.translate(box.topLeft());
    doc.documentLayout()->draw(&painter, context);
    painter.restore();
    QList<PictureInfo::Label> out;
    for (const scene::NameSpan& n : names)
        if (lit.matches(n.symbol))
            out.push_back({text.mid(n.start, n.length),
                           scene::nameRect(doc, n).translated(box.topLeft()), n.symbol.symbol});
    return out;
}

// The legend's box with its bottom-left corner at `at`.
QRectF legendBox(const QList<scene::LegendEntry>& entries, QPointF at, const QFont& font,
                 const QString& language) {
    const QFontMetricsF fm(font);
    double w = 0;
    for (const scene::LegendEntry& e : entries)
        w = std::max(w, fm.horizontalAdvance(e.name(language)));
    const double h = entries.size() * (fm.height() + 4) + 8;
    return QRectF(at.x(), at.y() - h, w + 34 + 16, h);
}

// One line per entry on a patch of paper, bottom up; returns the names' boxes.
QList<PictureInfo::Label> drawLegend(QPainter& painter, const QList<scene::LegendEntry>& entries,
                                     const QList<bool>& lit, const QRectF& box, const QFont& font,
                                     const QString& language) {
    QList<PictureInfo::Label> names;
    // Opaque: nothing of the construction shows through and mixes with the samples.
    painter.setPen(Qt::NoPen);
    painter.setBrush(scene::paperOf(false).paper);
    painter.drawRoundedRect(box, 4, 4);
    painter.setFont(font);
    const QFontMetricsF fm(font);
    const QPointF at(box.left() + 8, box.bottom() - 4 - fm.descent());
    double y = at.y();
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        // A line of the lit symbol's roles, as the window's legend marks it.
        if (lit.value(int(std::distance(it, entries.crend())) - 1)) {
            const QRectF ring(at.x() - 4, y - fm.ascent() - 1,
                              34 + fm.horizontalAdvance(it->name(language)) + 8,
                              fm.ascent() + fm.descent() + 2);
            painter.setPen(QPen(scene::highlightOf(false), 1.5));
            painter.setBrush(scene::litTint(scene::paperOf(false).paper));
            painter.drawRoundedRect(ring, 4, 4);
        }
        // Its samples one above the other, as the window's legend draws them.
        scene::drawSamples(painter, it->samples, QRectF(at.x(), y - fm.height() / 3 - 6, 26, 12));
        painter.setPen(QColor(QRgb(palette::kCaptionInk)));
        const QString name = it->name(language);
        painter.drawText(QPointF(at.x() + 34, y), name);
        names.push_back({name, QRectF(at.x() + 34, y - fm.ascent(), fm.horizontalAdvance(name),
                                      fm.ascent() + fm.descent())});
        y -= fm.height() + 4;
    }
    return names;
}

// The verdict in words and colour, top right: the scene's exact class as every view says
// it (overlap, touching or apart). Returns its box.
QRectF drawVerdict(QPainter& painter, const Trace& trace, Touching policy, const QString& lang,
                   QPointF topRight) {
    const lessons::VerdictLook look =
        lessons::verdictLook(lessons::classOfTrace(trace), policy, lang, trace.moving);
    const QString& text = look.words;
    const QColor colour(look.colour);
    QFont f = i18n::drawingFont(lang);
    f.setPixelSize(20);
    f.setBold(true);
    painter.setFont(f);
    const QFontMetricsF fm(f);
    const QRectF box(topRight.x() - fm.horizontalAdvance(text) - 28, topRight.y(),
                     fm.horizontalAdvance(text) + 28, fm.height() + 12);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRoundedRect(box, 8, 8);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
    return box;
}

void paint(QPainter& painter, const StepPicture& p, const Trace& trace, const Trace* framedBy,
           double arriving, const Algorithm& alg, int step, const QString& narration,
           const QList<scene::NameSpan>& names, const QString& stepTitle, PictureInfo* info) {
    const QSizeF size = p.size;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    const QString lang = p.language;
    QFont titleFont = i18n::drawingFont(lang);
    titleFont.setPixelSize(24);
    titleFont.setBold(true);
    QFont smallFont = i18n::drawingFont(lang);
    smallFont.setPixelSize(15);
    QFont textFont = i18n::drawingFont(lang);
    textFont.setPixelSize(19);

    // Header: the lesson, the method, where we are, and the verdict once decided; a long
    // title gives way to the verdict (elided) rather than run under it.
    const double pad = 20;
    double titleRight = size.width() - pad;
    // Not while the deciding step's motion plays: its evidence is still arriving.
    if (trace.decidedBy(step) && arriving >= 1) {
        const QRectF verdict =
            drawVerdict(painter, trace, p.touching, lang, QPointF(size.width() - pad, pad + 8));
        titleRight = verdict.left() - 12;
    }
    painter.setPen(QColor(QRgb(palette::kTitleInk)));
    painter.setFont(titleFont);
    painter.drawText(QPointF(pad, pad + 24),
                     QFontMetricsF(titleFont).elidedText(p.lesson->title.value(lang),
                                                         Qt::ElideRight, titleRight - pad));
    painter.setFont(smallFont);
    painter.setPen(QColor(QRgb(palette::kMutedInk)));
    // The method and the step in words a learner reads, never their ids.
    const QString where =
        QStringLiteral("%1 · %2 / %3 · %4")
            .arg(i18n::methodTitle(QString::fromUtf8(alg.id.data(), alg.id.size())))
            .arg(step + 1)
            .arg(trace.steps.size())
            .arg(stepTitle);
    painter.drawText(QPointF(pad, pad + 50), where);
    if (info)
        info->subtitle = where;

    // Footer: the narration of the step, wrapped.
    const double textHeight = 110;
    const QRectF textBox(pad, size.height() - textHeight - pad / 2, size.width() - 2 * pad,
                         textHeight);
    const QList<PictureInfo::Label> litNames =
        drawNarration(painter, narration, names, p.highlight, textFont, textBox);

    // The construction, y-up, framed to fit: one framing for every step of the run.
    const QRectF area(pad, pad + 66, size.width() - 2 * pad, textBox.top() - pad - (pad + 66));
    scene::TraceScene scene;
    scene.setLanguage(lang);
    scene.setRadians(p.radians);
    scene.setLit(p.highlight);
    scene.showTrace(trace, step, framedBy, arriving);
    const auto frameInto = [&](const QRectF& into) {
        const QRectF content = scene::frameable(scene.contentRect(), into.size());
        const double s = std::min(into.width() / content.width(), into.height() / content.height());
        QTransform t = QTransform::fromTranslate(-content.center().x(), -content.center().y());
        t *= QTransform::fromScale(s, p.yDown ? s : -s);
        t *= QTransform::fromTranslate(into.center().x(), into.center().y());
        return t;
    };
    // The legend sits inside the numbers along the edges, so none of them is lost under it.
    const auto legendFor = [&](const QTransform& toPixels,
                               const QList<scene::LegendEntry>& entries) {
        scene.setView(toPixels, area);
        QPointF inset(8, 8);
        for (const scene::Tick& t : scene.ticks()) {
            if (t.box.left() < area.left() + 4)
                inset.setX(std::max(inset.x(), t.box.right() - area.left() + 6));
            if (t.box.bottom() > area.bottom() - 4)
                inset.setY(std::max(inset.y(), area.bottom() - t.box.top() + 6));
        }
        return legendBox(entries, QPointF(area.left() + inset.x(), area.bottom() - inset.y()),
                         smallFont, lang);
    };
    QTransform toPixels = frameInto(area);
    // The run's shapes stay out of its largest legend's corner: where one would lie under
    // it, the construction is framed beside it or above it (whichever keeps it larger), the
    // same way for every step of the run.
    const Trace& run = framedBy ? *framedBy : trace;
    // The largest legend of the run: a late step that starts afresh lists fewer roles.
    QRectF corner;
    for (int k = 0; k < int(run.steps.size()); ++k)
        corner = corner.united(legendFor(toPixels, scene::legendOf(run, k)));
    corner.adjust(0, -8, 8, 0); // the numbers along the edges may widen when reframed
    if (scene::reachesInto(run, toPixels, corner)) {
        const QRectF beside = area.adjusted(corner.right() - area.left(), 0, 0, 0);
        const QRectF above = area.adjusted(0, 0, 0, -(area.bottom() - corner.top()));
        const QRectF content = scene.contentRect();
        const auto scaleIn = [&](const QRectF& r) {
            return std::min(r.width() / content.width(), r.height() / content.height());
        };
        toPixels = frameInto(scaleIn(beside) >= scaleIn(above) ? beside : above);
    }
    // A motion's frame keeps its names where the still picture before it placed them, and
    // the names it brings where its first frame did, as the window does while it plays:
    // those are laid out first.
    if (framedBy && arriving < 1 && step > 0) {
        scene.showTrace(*framedBy, step - 1);
        scene.setView(toPixels, area, {legendFor(toPixels, scene::legendOf(*framedBy, step - 1))});
        constexpr double kFirstFrame = 1.0 / 36; // a 0.6 s motion's first of 60 a second
        if (arriving > kFirstFrame) {
            const MotionFrame first = frameAt(*framedBy, step - 1, kFirstFrame);
            scene.showTrace(first.trace, first.current, framedBy, kFirstFrame);
            scene.setView(toPixels, area,
                          {legendFor(toPixels, scene::legendOf(first.trace, step))});
        }
        scene.showTrace(trace, step, framedBy, arriving);
    }
    // The legend lists what is drawn, and nothing the scene places may lie under it.
    const QList<scene::LegendEntry> entries = scene::legendOf(trace, step);
    const QRectF legendAt = legendFor(toPixels, entries);
    scene.setView(toPixels, area, {legendAt});
    painter.save();
    painter.setClipRect(area);
    painter.setTransform(toPixels, true);
    // Fill the whole area with the grid, not only the content.
    const QRectF visible = toPixels.inverted().mapRect(area);
    scene.render(&painter, visible, visible, Qt::IgnoreAspectRatio);
    painter.restore();
    painter.setPen(QColor(QRgb(palette::kRule)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(area);
    QList<bool> litLines;
    for (const scene::LegendEntry& e : entries)
        litLines << scene::lightsLine(e, trace, step, p.highlight);
    const QList<PictureInfo::Label> legendNames =
        drawLegend(painter, entries, litLines, legendAt, smallFont, lang);
    if (info) {
        info->labels.clear();
        for (const scene::TraceScene::PlacedLabel& l : scene.placedLabels())
            info->labels.push_back({l.text, l.box, l.symbol, l.value});
        for (const scene::Tick& t : scene.ticks())
            info->labels.push_back({t.text, t.box});
        info->labels += legendNames;
        info->roles = scene::inLegendOrder(scene.drawnRoles());
        info->legend = entries;
        info->toPixels = toPixels;
        info->legendBox = legendAt;
        info->drawn = scene.drawnSamples();
        info->litNames = litNames;
        info->litLegend.clear();
        for (int i = 0; i < int(entries.size()); ++i)
            if (litLines[i])
                info->litLegend << entries[i].name(lang);
    }
}

// Everything a picture needs, checked before anything is drawn or written.
struct Prepared {
    const Algorithm* algorithm = nullptr;
    Trace trace;
    std::optional<Trace> run; // a motion frame's whole run, which frames it
    double arriving = 1.0;    // how far the motion into `step` has come
    int step = 0;
    QString narration;
    QList<scene::NameSpan> spans; // where the narration names what
    QString stepTitle;
    QList<Symbol> named; // what the narration names, each once
};

void addOnce(QList<Symbol>& to, Symbol s) {
    if (s != Symbol::None && !to.contains(s))
        to.push_back(s);
}

// What the picture is about, names and draws, for its index entry.
void describeSymbols(const Prepared& p, PictureInfo* info) {
    if (!info)
        return;
    info->namedSymbols = p.named;
    info->focus.clear();
    for (Symbol s : focusOf(p.trace.steps[std::size_t(p.step)]))
        addOnce(info->focus, s);
    info->drawnSymbols.clear();
    for (int i = 0; i <= p.step; ++i)
        for (const Primitive& prim : p.trace.steps[std::size_t(i)].primitives)
            if (shownAt(p.trace, std::size_t(i), std::size_t(p.step), prim))
                addOnce(info->drawnSymbols, prim.symbol);
}

std::optional<Prepared> prepare(const StepPicture& picture, QString* error) {
    Prepared p;
    p.algorithm = algorithmOf(picture, error);
    if (!p.algorithm)
        return std::nullopt;
    p.trace = traceOf(picture, *p.algorithm);
    p.step = std::clamp(picture.step, 0, int(p.trace.steps.size()) - 1);
    if (picture.fraction > 0) {
        MotionFrame frame = frameAt(p.trace, p.step, picture.fraction);
        if (frame.current > p.step) // a motion plays (a cut holds the step before)
            p.arriving = std::clamp(picture.fraction, 0.0, 1.0);
        p.run = std::move(p.trace);
        p.trace = std::move(frame.trace);
        p.step = frame.current;
    }
    const QString id = QString::fromUtf8(p.algorithm->id.data(), p.algorithm->id.size());
    const QString stepId = QString::fromStdString(p.trace.steps[p.step].id);
    const QString text = picture.lesson->steps.value(id).value(stepId).value(picture.language);
    const lessons::Filled filled = lessons::fillSlots(
        text, p.trace, p.step,
        {picture.touching == Touching::Counts, picture.yDown, picture.radians, picture.language});
    if (text.isEmpty() || !filled.ok()) {
        *error = QStringLiteral("%1 %2 step %3: %4")
                     .arg(picture.lesson->id, id, stepId,
                          text.isEmpty() ? QStringLiteral("no narration") : filled.error);
        return std::nullopt;
    }
    p.narration = filled.text;
    for (const lessons::NamedSymbol& n : filled.named) {
        addOnce(p.named, n.symbol);
        p.spans.push_back({n.start, n.length, {n.symbol, n.owner, n.index}});
    }
    const QString titleText =
        picture.lesson->stepTitles.value(id).value(stepId).value(picture.language);
    const lessons::Filled title =
        lessons::fillSlots(titleText, {picture.touching == Touching::Counts, picture.yDown,
                                       picture.radians, picture.language});
    if (titleText.isEmpty() || !title.ok()) {
        *error = QStringLiteral("%1 %2 step %3: %4")
                     .arg(picture.lesson->id, id, stepId,
                          titleText.isEmpty() ? QStringLiteral("no step title") : title.error);
        return std::nullopt;
    }
    p.stepTitle = title.text;
    return p;
}

} // namespace

int stepCount(const StepPicture& picture) {
    QString error;
    const Algorithm* alg = algorithmOf(picture, &error);
    return alg ? int(traceOf(picture, *alg).steps.size()) : 0;
}

std::vector<double> motionSeconds(const StepPicture& picture) {
    QString error;
    const Algorithm* alg = algorithmOf(picture, &error);
    std::vector<double> seconds;
    if (!alg)
        return seconds;
    for (const Step& s : traceOf(picture, *alg).steps)
        seconds.push_back(overlap::motionSeconds(s));
    return seconds;
}

QImage renderStep(const StepPicture& picture, QString* error, PictureInfo* info) {
    const std::optional<Prepared> p = prepare(picture, error);
    if (!p)
        return {};
    QImage image(picture.size, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    paint(painter, picture, p->trace, p->run ? &*p->run : nullptr, p->arriving, *p->algorithm,
          p->step, p->narration, p->spans, p->stepTitle, info);
    describeSymbols(*p, info);
    return image;
}

bool writeStep(const StepPicture& picture, const QString& file, QString* error, PictureInfo* info) {
    const std::optional<Prepared> p = prepare(picture, error);
    if (!p)
        return false;
    describeSymbols(*p, info);
    return writePicture(
        file, picture.size, picture.lesson->title.value(picture.language),
        [&](QPainter& painter) {
            paint(painter, picture, p->trace, p->run ? &*p->run : nullptr, p->arriving,
                  *p->algorithm, p->step, p->narration, p->spans, p->stepTitle, info);
        },
        error);
}

} // namespace overlap::render
