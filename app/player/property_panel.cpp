#include "app/player/property_panel.h"

#include "app/i18n/language.h"
#include "app/model/scenario_model.h"
#include "app/scene/lit_marks.h"
#include "app/style/palette.h"
#include "core/geometry/angle.h"
#include "core/geometry/convert.h"
#include "core/geometry/visit.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <numbers>
#include <variant>

namespace overlap::player {

namespace {

using Field = PropertyPanel::Field;
using Values = std::array<std::optional<double>, PropertyPanel::FieldCount>;

// Every finite double: a box shows what the model holds (1e308, an angle of 7200°), never
// a value clamped to a range of its own.
constexpr double kLimit = std::numeric_limits<double>::max();
constexpr double kTurnLimit = std::numeric_limits<double>::max();
constexpr const char* kKeys[PropertyPanel::FieldCount] = {"x", "y", "r", "w", "h", "angle"};

// Shows a double exactly, as its shortest round-trip text, and never rounds it to a number
// of decimals: the box and the model cannot differ by a hidden digit.
class ExactSpinBox : public QDoubleSpinBox {
  public:
    explicit ExactSpinBox(QWidget* parent) : QDoubleSpinBox(parent) {
        setDecimals(323); // QDoubleSpinBox's most; rounding to it keeps every double in range
    }
    // As wide as "-1000000" asks, not as the range's ends (309 digits, cut to 18 by Qt):
    // the panel keeps its width, and a longer value scrolls in its box.
    QSize sizeHint() const override { return narrowed(QDoubleSpinBox::sizeHint()); }
    QSize minimumSizeHint() const override { return narrowed(QDoubleSpinBox::minimumSizeHint()); }
    QSize narrowed(QSize hint) const {
        const QFontMetrics fm(font());
        const int widest = std::max(fm.horizontalAdvance(textFromValue(minimum()).left(18)),
                                    fm.horizontalAdvance(textFromValue(maximum()).left(18)));
        const int usual = fm.horizontalAdvance(QStringLiteral("-1000000"));
        hint.setWidth(hint.width() - std::max(0, widest - usual));
        return hint;
    }
    // Ordinary numbers as a learner types them (0.1, 2500); very large or very small ones
    // in powers of ten (1e+300), which plain digits would spell out over 300 places.
    QString textFromValue(double v) const override {
        const double a = std::abs(v);
        const char format = a != 0 && (a >= 1e15 || a < 1e-6) ? 'g' : 'f';
        QString text = locale().toString(v, format, QLocale::FloatingPointShortest);
        if (!isGroupSeparatorShown())
            text.remove(locale().groupSeparator());
        return text;
    }
    // So an exponent can be typed too (2e6), and a shown 1e+300 reads back as itself.
    double valueFromText(const QString& text) const override {
        bool ok = false;
        const double v = locale().toDouble(bare(text), &ok);
        return ok ? v : QDoubleSpinBox::valueFromText(text);
    }
    QValidator::State validate(QString& text, int& pos) const override {
        const QString t = bare(text);
        bool ok = false;
        const double v = locale().toDouble(t, &ok);
        if (ok && std::isfinite(v) && v >= minimum() && v <= maximum())
            return QValidator::Acceptable;
        static const QRegularExpression halfTyped(QStringLiteral("^[+-]?[0-9.,]+[eE][+-]?$"));
        if (halfTyped.match(t).hasMatch())
            return QValidator::Intermediate;
        return QDoubleSpinBox::validate(text, pos);
    }

  private:
    QString bare(QString text) const {
        if (!suffix().isEmpty() && text.endsWith(suffix()))
            text.chop(suffix().size());
        if (!prefix().isEmpty() && text.startsWith(prefix()))
            text.remove(0, prefix().size());
        return text.trimmed();
    }
};

// The values a learner writes for the shape; empty for the rows its kind does not have.
Values valuesOf(const Shape& shape) {
    Values v;
    // A rect's numbers as the learner wrote them (exact whenever the model's rect has a
    // corner-and-size form); for a turned rect, the corner before the turn about the centre.
    const auto rect = [&v](const CornerSizeRect& in) {
        v[Field::X] = in.x;
        v[Field::Y] = in.y;
        v[Field::W] = in.w;
        v[Field::H] = in.h;
        if (in.angleDeg)
            v[Field::Angle] = *in.angleDeg;
    };
    std::visit(overloaded{[&v](const Circle& c) {
                              v[Field::X] = c.c.x;
                              v[Field::Y] = c.c.y;
                              v[Field::R] = c.r;
                          },
                          [&rect](const Rect& r) { rect(nearestCornerSizeOf(r)); },
                          [&rect](const RotatedRect& t) { rect(nearestCornerSizeOf(t)); }},
               shape);
    return v;
}

// A rotated rect at a right angle must be an axis-aligned rect exactly, as in lesson files,
// or the rect methods could not take it.
std::variant<Shape, QString> checkedTurn(const RotatedRect& t) {
    if (isRightAngle(t.angleDeg) && !axisAlignedEquivalent(t))
        return PropertyPanel::tr("turned by a right angle, its corners are not exactly "
                                 "representable as doubles; use smaller or coarser numbers");
    return t;
}

// The shape with one value replaced; every other value is kept exactly as the model has it.
std::variant<Shape, QString> edited(const Shape& shape, Field f, double v) {
    using Edited = std::variant<Shape, QString>;
    // Through the exact conversion lesson files use: the far edges and the centre are the
    // exact sums of what is written.
    const auto rewritten = [f, v](CornerSizeRect in) {
        (f == Field::X ? in.x : f == Field::Y ? in.y : f == Field::W ? in.w : in.h) = v;
        return convertRect(in);
    };
    return std::visit(
        overloaded{[&](Circle out) -> Edited {
                       (f == Field::X ? out.c.x : f == Field::Y ? out.c.y : out.r) = v;
                       return out;
                   },
                   [&](const Rect& r) -> Edited {
                       const ConvertedRect c = rewritten(nearestCornerSizeOf(r));
                       if (!c.error.empty())
                           return QString::fromStdString(c.error);
                       return *c.aligned;
                   },
                   [&](const RotatedRect& t) -> Edited {
                       if (f == Field::Angle) // about the same centre
                           return checkedTurn(RotatedRect::make(t.c, t.half, v, t.cLo));
                       const ConvertedRect c = rewritten(nearestCornerSizeOf(t));
                       if (!c.error.empty())
                           return QString::fromStdString(c.error);
                       return checkedTurn(*c.turned);
                   }},
        shape);
}

QString kindText(const Shape& shape) {
    return std::visit(
        overloaded{[](const Circle&) { return PropertyPanel::tr("Circle: centre and radius"); },
                   [](const Rect&) { return PropertyPanel::tr("Rect: corner and size"); },
                   [](const RotatedRect&) {
                       return PropertyPanel::tr(
                           "Rotated rect: corner and size before turning about the centre");
                   }},
        shape);
}

QString rowName(Field f, bool circle) {
    switch (f) {
    case Field::X:
        return circle ? PropertyPanel::tr("centre x") : PropertyPanel::tr("corner x");
    case Field::Y:
        return circle ? PropertyPanel::tr("centre y") : PropertyPanel::tr("corner y");
    case Field::R:
        return PropertyPanel::tr("radius r");
    case Field::W:
        return PropertyPanel::tr("width");
    case Field::H:
        return PropertyPanel::tr("height");
    default:
        return PropertyPanel::tr("angle");
    }
}

} // namespace

PropertyPanel::PropertyPanel(model::ScenarioModel* model, QWidget* parent)
    : QWidget(parent), model_(model) {
    auto* layout = new QVBoxLayout(this);
    buildSide(0, QStringLiteral("a"), layout);
    buildSide(1, QStringLiteral("b"), layout);
    buildMotion(layout);
    layout->addStretch(1);
    connect(model_, &model::ScenarioModel::changed, this, &PropertyPanel::refresh);
    i18n::onLanguage(this, [this] {
        for (int i = 0; i < 2; ++i) {
            const QString title = i == 0 ? tr("Shape a") : tr("Shape b");
            Side& side = sides_[std::size_t(i)];
            side.group->setTitle(title);
            side.kind->setAccessibleName(tr("%1 kind").arg(title));
            side.problem->setAccessibleName(tr("%1 problem").arg(title));
            for (int f = 0; f < FieldCount; ++f)
                side.boxes[std::size_t(f)]->setAccessibleName(
                    QStringLiteral("%1 %2").arg(title, QLatin1String(kKeys[f])));
        }
        motionGroup_->setTitle(tr("Move of a, per frame"));
        for (int k = 0; k < 2; ++k)
            motionBoxes_[std::size_t(k)]->setAccessibleName(
                tr("Move of a, per frame, %1")
                    .arg(k == 0 ? QStringLiteral("dx") : QStringLiteral("dy")));
        showAngleUnit(); // its suffix
        refresh();       // the row labels
    });
}

void PropertyPanel::buildMotion(QVBoxLayout* layout) {
    motionGroup_ = new QGroupBox(tr("Move of a, per frame"), this);
    auto* form = new QFormLayout(motionGroup_);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (int k = 0; k < 2; ++k) {
        auto* box = new ExactSpinBox(motionGroup_);
        box->setRange(-kLimit, kLimit);
        box->setSingleStep(1);
        box->setKeyboardTracking(false); // typing "12" writes 12 once, not 1 first
        form->addRow(k == 0 ? QStringLiteral("dx") : QStringLiteral("dy"), box);
        motionBoxes_[std::size_t(k)] = box;
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            // Both rows at once: the model's move is one value.
            model_->setMotion({motionBoxes_[0]->value(), motionBoxes_[1]->value()});
        });
    }
    motionGroup_->hide(); // a standing lesson has no move
    layout->addWidget(motionGroup_);
}

void PropertyPanel::setMotionShown(bool shown) {
    motionGroup_->setVisible(shown);
    showMotion();
}

void PropertyPanel::showMotion() {
    // The model's move, without writing it back half-set (dx before dy).
    for (int k = 0; k < 2; ++k) {
        QDoubleSpinBox* box = motionBoxes_[std::size_t(k)];
        const double v = k == 0 ? model_->motion().x : model_->motion().y;
        if (box->value() == v)
            continue;
        const QSignalBlocker quiet(box);
        box->setValue(v);
    }
}

void PropertyPanel::inkProblem(QLabel* problem) const {
    // Red that reads at 4.5 : 1 on the window, light or dark.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QString sheet = QStringLiteral("QLabel { color: %1; }")
                              .arg(palette::css(dark ? palette::kRedOnDark : palette::kWrong));
    if (problem->styleSheet() != sheet)
        problem->setStyleSheet(sheet);
}

bool PropertyPanel::eventFilter(QObject* watched, QEvent* event) {
    // A row's name or box under the pointer, or its box with the focus, lights its symbol;
    // leaving gives the light back to the row with the focus. The box's editor only has the
    // focus: the pointer is in the box whenever it is in the editor.
    if (const int row = rowOfWidget(watched); row >= 0) {
        const bool editor = qobject_cast<QLineEdit*>(watched) != nullptr;
        switch (event->type()) {
        case QEvent::Enter:
            if (!editor)
                hoverRow(row);
            break;
        case QEvent::Leave:
            if (!editor && hovered_ == row)
                hoverRow(focused_);
            break;
        case QEvent::FocusIn:
            focused_ = row;
            hoverRow(row);
            break;
        case QEvent::FocusOut:
            if (focused_ == row) {
                focused_ = -1;
                hoverRow(-1);
            }
            break;
        default:
            break;
        }
    }
    // A wrapped label's lines need more height than layouts and splitters ask for; as a
    // minimum they are kept whole however tall the window's text (presentation mode).
    if (event->type() == QEvent::Resize)
        for (Side& side : sides_)
            if (watched == side.kind)
                side.kind->setMinimumHeight(side.kind->heightForWidth(side.kind->width()));
    return QWidget::eventFilter(watched, event);
}

void PropertyPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        for (Side& side : sides_)
            if (side.problem)
                inkProblem(side.problem);
        marked_.fill(false); // the tints follow the new palette
        for (Side& side : sides_)
            for (QDoubleSpinBox* box : side.boxes)
                if (box)
                    box->setPalette(QPalette());
        markRows();
    }
}

scene::SymbolRef PropertyPanel::symbolOf(int index, Field field) const {
    if (index < 0 || index > 1 || field < 0 || field >= FieldCount)
        return {};
    const Shape& shape = model_->shape(index);
    if (!valuesOf(shape)[std::size_t(field)])
        return {};
    const Owner owner = index == 0 ? Owner::A : Owner::B;
    const bool circle = std::holds_alternative<Circle>(shape);
    // Two circles name theirs C1, C2, r1, r2; one circle C and r.
    const bool two = circle && std::holds_alternative<Circle>(model_->shape(1 - index));
    if (circle && (field == X || field == Y))
        return {two ? (index == 0 ? Symbol::CentreA : Symbol::CentreB) : Symbol::Centre, owner};
    if (circle && field == R)
        return {two ? (index == 0 ? Symbol::RadiusA : Symbol::RadiusB) : Symbol::Radius, owner};
    // An unturned rect's corner is its left and bottom edges; a turned one's is not.
    if (std::holds_alternative<Rect>(shape) && (field == X || field == Y))
        return {field == X ? Symbol::Left : Symbol::Bottom, owner};
    if (std::holds_alternative<RotatedRect>(shape) && field == Angle)
        return {Symbol::Angle, owner};
    return {};
}

void PropertyPanel::setLit(const scene::SymbolRef& symbol) {
    if (symbol == lit_)
        return;
    lit_ = symbol;
    markRows();
}

bool PropertyPanel::rowLit(int index, Field field) const {
    return index >= 0 && index < 2 && field >= 0 && field < FieldCount &&
           marked_[std::size_t(index * FieldCount + field)];
}

QWidget* PropertyPanel::rowBox(int index, Field field) const {
    if (index < 0 || index > 1 || field < 0 || field >= FieldCount)
        return nullptr;
    return sides_[std::size_t(index)].boxes[std::size_t(field)];
}

QWidget* PropertyPanel::rowLabel(int index, Field field) const {
    QWidget* box = rowBox(index, field);
    return box ? sides_[std::size_t(index)].form->labelForField(box) : nullptr;
}

int PropertyPanel::rowOfWidget(const QObject* widget) const {
    for (int i = 0; i < 2; ++i)
        for (int f = 0; f < FieldCount; ++f) {
            const QWidget* box = rowBox(i, Field(f));
            if (widget == box || widget == rowLabel(i, Field(f)) ||
                (widget && widget->parent() == box && qobject_cast<const QLineEdit*>(widget)))
                return i * FieldCount + f;
        }
    return -1;
}

void PropertyPanel::hoverRow(int row) {
    if (row == hovered_)
        return;
    hovered_ = row;
    emit symbolHovered(row >= 0 ? symbolOf(row / FieldCount, Field(row % FieldCount))
                                : scene::SymbolRef{});
}

void PropertyPanel::markRows() {
    // The narration's mark: its tint under the name (and under the box's number), the name
    // underlined; neither changes a size, so nothing moves.
    for (int i = 0; i < 2; ++i)
        for (int f = 0; f < FieldCount; ++f) {
            const bool lit = lit_.matches(symbolOf(i, Field(f)));
            bool& marked = marked_[std::size_t(i * FieldCount + f)];
            if (lit == marked)
                continue;
            marked = lit;
            QWidget* box = rowBox(i, Field(f));
            if (auto* label = qobject_cast<QLabel*>(rowLabel(i, Field(f))))
                label->setStyleSheet(
                    lit ? QStringLiteral("QLabel { background-color: %1; "
                                         "text-decoration: underline; }")
                              .arg(scene::litTint(palette().color(QPalette::Window)).name())
                        : QString());
            QPalette tinted;
            if (lit) {
                tinted = box->palette();
                tinted.setColor(QPalette::Base, scene::litTint(palette().color(QPalette::Base)));
            }
            box->setPalette(tinted); // unlit: the panel's own again
        }
}

void PropertyPanel::setRadians(bool on) {
    if (on == radians_)
        return;
    radians_ = on;
    showAngleUnit();
    refresh();
}

double PropertyPanel::shownAngle(double degrees) const {
    return radians_ ? degrees * (std::numbers::pi / 180) : degrees;
}

double PropertyPanel::modelAngle(double shown) const {
    return radians_ ? shown * (180 / std::numbers::pi) : shown;
}

void PropertyPanel::showAngleUnit() {
    for (Side& side : sides_) {
        QDoubleSpinBox* box = side.boxes[Angle];
        const QSignalBlocker block(box); // a new range may clamp the old value: not an edit
        box->setSuffix(radians_ ? tr(" rad") : tr("°"));
        box->setRange(shownAngle(-kTurnLimit), shownAngle(kTurnLimit));
        box->setSingleStep(radians_ ? 0.01 : 1);
    }
}

void PropertyPanel::buildSide(int index, const QString& title, QVBoxLayout* layout) {
    Side& side = sides_[std::size_t(index)];
    auto* group = side.group = new QGroupBox(title, this);
    // The wrapped kind label sits above the form, not in it: Qt 6.4's QFormLayout gives a
    // height for a width that misses rows shown again by setRowVisible, which cut the
    // circle's radius row when a lesson switched the kind.
    auto* column = new QVBoxLayout(group);
    side.kind = new QLabel(group);
    side.kind->setWordWrap(true);
    side.kind->installEventFilter(this); // its height follows its width (see eventFilter)
    column->addWidget(side.kind);
    side.form = new QFormLayout;
    side.form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    side.form->setContentsMargins(0, 0, 0, 0);
    column->addLayout(side.form);
    for (int f = 0; f < FieldCount; ++f) {
        auto* box = new ExactSpinBox(group);
        const bool size = f == R || f == W || f == H;
        const double lowest = f == Angle ? -kTurnLimit : size ? 0.0 : -kLimit;
        box->setRange(lowest, f == Angle ? kTurnLimit : kLimit); // sizes cannot go negative
        box->setSingleStep(1);
        box->setKeyboardTracking(false); // typing "12" writes 12 once, not 1 first
        box->setAccessibleName(QStringLiteral("%1 %2").arg(title, QLatin1String(kKeys[f])));
        side.form->addRow(rowName(Field(f), false), box); // relabelled per kind when shown
        side.boxes[std::size_t(f)] = box;
        // Its name, its box and the box's editor light the row's symbol (eventFilter).
        side.form->labelForField(box)->installEventFilter(this);
        box->installEventFilter(this);
        if (auto* editor = box->findChild<QLineEdit*>())
            editor->installEventFilter(this);
        connect(box, &QDoubleSpinBox::valueChanged, this,
                [this, index, f](double v) { commit(index, Field(f), v); });
    }
    side.problem = new QLabel(this);
    side.problem->setWordWrap(true);
    side.problem->hide();
    inkProblem(side.problem);
    layout->addWidget(group);
    layout->addWidget(side.problem);
}

void PropertyPanel::refresh() {
    showShape(0);
    showShape(1);
    showMotion();
    markRows(); // a shape of another kind has other rows of the lit symbol
}

void PropertyPanel::showShape(int index) {
    Side& side = sides_[std::size_t(index)];
    const Shape& shape = model_->shape(index);
    if (side.shown && *side.shown != shape)
        setProblem(index, {}); // an earlier refusal is about a shape no longer shown
    side.shown = shape;
    side.kind->setText(kindText(shape));
    const bool circle =
        std::visit(overloaded{[](const Circle&) { return true; }, [](const Rect&) { return false; },
                              [](const RotatedRect&) { return false; }},
                   shape); // centre or corner in the row labels
    const Values values = valuesOf(shape);
    for (int f = 0; f < FieldCount; ++f) {
        QDoubleSpinBox* box = side.boxes[std::size_t(f)];
        side.form->setRowVisible(box, values[std::size_t(f)].has_value());
        if (auto* label = qobject_cast<QLabel*>(side.form->labelForField(box)))
            label->setText(rowName(Field(f), circle));
        // setValue() re-lays out the box's text even when the value is the same: a drag
        // changes one or two of them. A half-typed edit is replaced, as before.
        const auto& v = values[std::size_t(f)];
        if (!v)
            continue;
        const double shown = f == Angle ? shownAngle(*v) : *v;
        // An angle typed in radians stays as typed while it is what the model holds.
        const bool typed = f == Angle && radians_ && modelAngle(box->value()) == *v &&
                           box->cleanText() == box->textFromValue(box->value());
        if (!typed && (box->value() != shown || box->cleanText() != box->textFromValue(shown))) {
            const QSignalBlocker block(box); // showing the model must not write it back
            box->setValue(shown);
        }
    }
}

void PropertyPanel::commit(int index, Field field, double value) {
    const Shape& current = model_->shape(index);
    if (!valuesOf(current)[std::size_t(field)])
        return; // a hidden row: not a value this kind has
    const auto next = edited(current, field, field == Angle ? modelAngle(value) : value);
    QString why;
    if (const auto* reason = std::get_if<QString>(&next))
        why = *reason;
    else
        model_->setShape(index, std::get<Shape>(next), &why); // why stays empty when accepted
    if (why.isEmpty()) {
        setProblem(index, {});
        return;
    }
    const QDoubleSpinBox* box = sides_[std::size_t(index)].boxes[std::size_t(field)];
    setProblem(index, tr("Not applied: %1 = %2: %3")
                          .arg(QLatin1String(kKeys[field]), box->textFromValue(value), why));
    showShape(index); // the boxes go back to what the model holds
}

void PropertyPanel::setProblem(int index, const QString& text) {
    QLabel* problem = sides_[std::size_t(index)].problem;
    problem->setText(text);
    problem->setVisible(!text.isEmpty());
}

} // namespace overlap::player
