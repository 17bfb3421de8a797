#include "app/i18n/language.h"

#include "app/i18n/text_faces.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace overlap::i18n {

namespace {

// One object per application that hears the language change once and tells the owners;
// a filter per owner on the application would see every event of the program.
class Hub : public QObject {
    Q_OBJECT
  public:
    explicit Hub(QObject* parent) : QObject(parent) {
        setObjectName(QStringLiteral("overlap-language-hub"));
        parent->installEventFilter(this);
    }
    QString language = QStringLiteral("en");
    QTranslator app, qt;

  signals:
    void changed();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == parent() && event->type() == QEvent::LanguageChange)
            emit changed();
        return false;
    }
};

Hub* hub() {
    QCoreApplication* app = QCoreApplication::instance();
    if (!app)
        return nullptr;
    if (auto* found = app->findChild<Hub*>(QStringLiteral("overlap-language-hub"),
                                           Qt::FindDirectChildrenOnly))
        return found;
    return new Hub(app);
}

} // namespace

void onLanguage(QObject* owner, std::function<void()> apply) {
    apply();
    if (Hub* h = hub())
        QObject::connect(h, &Hub::changed, owner, std::move(apply));
}

QString currentLanguage() {
    Hub* h = hub();
    return h ? h->language : QStringLiteral("en");
}

bool setLanguage(const QString& code) {
    Hub* h = hub();
    if (!h || (code != QLatin1String("en") && code != QLatin1String("zh")))
        return false;
    if (code == h->language)
        return true;
    // Set first: removing a translator already tells the owners, who ask for the language.
    h->language = code;
    QCoreApplication::removeTranslator(&h->app);
    QCoreApplication::removeTranslator(&h->qt);
    if (code == QLatin1String("zh")) {
        // Ours are built in; Qt's own (dialog buttons and the like) come with Qt.
        if (h->app.load(QStringLiteral(":/i18n/overlap_zh_CN.qm")))
            QCoreApplication::installTranslator(&h->app);
        if (h->qt.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"),
                       QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&h->qt);
    }
    // The faces every widget inherits follow the language too.
    // (QApplication's own setFont tells every widget at once; QGuiApplication's would not.)
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        QApplication::setFont(withLanguageFaces(QApplication::font(), code));
    else if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        QGuiApplication::setFont(withLanguageFaces(QGuiApplication::font(), code));
    // Installing or removing a translator sends the application a LanguageChange, and
    // QApplication passes it on to every widget.
    return true;
}

QString systemLanguage() {
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh")
                                                            : QStringLiteral("en");
}

} // namespace overlap::i18n

#include "language.moc"
