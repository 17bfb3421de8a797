#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace overlap::i18n {

// Runs `apply` now and again after every language change, for as long as `owner` lives.
// `apply` sets the owner's texts with tr(), so that one place both shows the text and lets
// lupdate find it.
void onLanguage(QObject* owner, std::function<void()> apply);

// The languages the UI speaks ("en", "zh"), and the one in use.
QString currentLanguage();
// Switches every window's text at once: installs the app's and Qt's own translations for
// "zh", removes them for "en". False (and nothing changes) for another code.
bool setLanguage(const QString& code);
// "zh" when the system's locale is Chinese, else "en".
QString systemLanguage();

} // namespace overlap::i18n
