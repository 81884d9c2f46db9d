package dev.apkforge.shell;

import android.webkit.WebSettings;

/** API 33+ WebView dark mode. Only called behind an SDK_INT check. */
final class Api33Dark {
    private Api33Dark() {
    }

    /**
     * With targetSdk 33+, WebView gives pages prefers-color-scheme from the app theme (DayNight: the
     * engine writes a night theme) and, when allowed, darkens at night only the pages that have no dark
     * scheme of their own; a site with its own dark CSS is left as its authors made it.
     */
    static void allowDarkening(WebSettings settings) {
        settings.setAlgorithmicDarkeningAllowed(true);
    }
}
