package dev.apkforge.shell;

import android.content.Intent;
import android.net.Uri;
import android.webkit.WebView;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * Decides where a navigation goes: the site stays in the WebView, other hosts open in the browser,
 * and app schemes (tel:, mailto:, sms:, whatsapp:, intent:, market:, upi: ...) go to the system.
 */
final class LinkRouter {
    private static final int GRANT_FLAGS = Intent.FLAG_GRANT_READ_URI_PERMISSION | Intent.FLAG_GRANT_WRITE_URI_PERMISSION
            | Intent.FLAG_GRANT_PERSISTABLE_URI_PERMISSION | Intent.FLAG_GRANT_PREFIX_URI_PERMISSION;

    private final MainActivity activity;

    LinkRouter(MainActivity activity) {
        this.activity = activity;
    }

    /** True when the WebView must not load the URL itself: another app took it, or it was refused. */
    boolean shouldOverride(WebView view, Uri uri, boolean mainFrame, boolean gesture) {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        int action = ShellRules.linkAction(scheme);
        if (action == ShellRules.LINK_WEBVIEW) return false;
        if (action == ShellRules.LINK_HTTP) return mainFrame && routeHttp(uri, gesture);
        // A frame may not open other apps on its own; the page itself may (an "open in app" redirect).
        if (action == ShellRules.LINK_BLOCK || (!mainFrame && !gesture)) return true;
        String url = uri.toString();
        if (action == ShellRules.LINK_INTENT) {
            openIntentUrl(view, url);
        } else if (action == ShellRules.LINK_MARKET) {
            if (!start(viewIntent(uri))) openInBrowser(ShellRules.marketToWeb(url));
        } else if (action == ShellRules.LINK_DIAL) {
            start(new Intent(Intent.ACTION_DIAL, uri));
        } else if (action == ShellRules.LINK_SENDTO) {
            start(new Intent(Intent.ACTION_SENDTO, uri));
        } else if (!start(viewIntent(uri))) {
            openInBrowser(ShellRules.webFallback(url));
        }
        return true;
    }

    // Links the user follows to other hosts open in the browser; redirects the site makes on its own
    // (sign-in, payment pages) stay in the app so the flow can come back to the site.
    private boolean routeHttp(Uri uri, boolean gesture) {
        String host = uri.getHost();
        if (ShellRules.isPlayStoreHost(host)) return start(viewIntent(uri));
        if (activity.config.isSameSite(host) || !gesture) return false;
        return start(viewIntent(uri));
    }

    // intent: URLs as Chrome treats them: only BROWSABLE activities, no explicit component, no URI
    // grants (a page must not hand our CaptureProvider files to another app), then the fallback URL.
    private void openIntentUrl(WebView view, String url) {
        Intent intent;
        try {
            intent = Intent.parseUri(url, Intent.URI_INTENT_SCHEME);
        } catch (URISyntaxException e) {
            return;
        }
        makeBrowsable(intent);
        Intent selector = intent.getSelector();
        if (selector != null) makeBrowsable(selector);
        if (start(intent)) return;
        String fallback = intent.getStringExtra("browser_fallback_url");
        if (fallback != null && ShellRules.isHttpScheme(Uri.parse(fallback).getScheme())) {
            if (activity.config.isSameSite(Uri.parse(fallback).getHost())) view.loadUrl(fallback);
            else openInBrowser(fallback);
        } else if (intent.getPackage() != null) {
            String market = "market://details?id=" + Uri.encode(intent.getPackage());
            if (!start(viewIntent(Uri.parse(market)))) openInBrowser(ShellRules.marketToWeb(market));
        }
    }

    private static void makeBrowsable(Intent intent) {
        intent.addCategory(Intent.CATEGORY_BROWSABLE);
        intent.setComponent(null);
        intent.setFlags(intent.getFlags() & ~GRANT_FLAGS);
    }

    private static Intent viewIntent(Uri uri) {
        return new Intent(Intent.ACTION_VIEW, uri).addCategory(Intent.CATEGORY_BROWSABLE);
    }

    void openInBrowser(String url) {
        if (url != null) start(viewIntent(Uri.parse(url)));
    }

    /** Starts another app; false when none can take the intent (or the system refuses it). */
    boolean start(Intent intent) {
        try {
            activity.startActivity(intent);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }
}
