package dev.apkforge.shell;

import android.content.Intent;
import android.net.Uri;
import android.webkit.WebView;
import java.net.URISyntaxException;

/**
 * Carries out LinkRules' decisions: the site stays in the WebView, other sites open in the browser,
 * app schemes (tel:, mailto:, sms:, whatsapp:, intent:, market:, upi: ...) go to the system, and
 * anything leaving the site only after a tap.
 */
final class LinkRouter {
    private static final int GRANT_FLAGS = Intent.FLAG_GRANT_READ_URI_PERMISSION | Intent.FLAG_GRANT_WRITE_URI_PERMISSION
            | Intent.FLAG_GRANT_PERSISTABLE_URI_PERMISSION | Intent.FLAG_GRANT_PREFIX_URI_PERMISSION;

    private final MainActivity activity;
    /** The app itself called loadUrl (start page, App Link, retry) and the page has not started yet. */
    boolean appLoad;
    // Whether the main frame's current navigation began with a tap: its server redirects inherit it.
    private boolean gestureChain;

    LinkRouter(MainActivity activity) {
        this.activity = activity;
    }

    /**
     * True when the WebView must not load the URL itself: another app took it, or it was refused.
     * popup is the window the navigation happens in, null for the app's own WebView.
     */
    boolean shouldOverride(WebView view, String url, boolean mainFrame, boolean gesture, boolean redirect, PopupWindow popup) {
        if (mainFrame) {
            // A server redirect belongs to the navigation that led to it, and keeps its tap (as Chrome's
            // RedirectHandler does), so a tap on "Pay" may end in upi://pay after the site's redirect.
            if (redirect) gesture |= gestureChain;
            else gestureChain = gesture;
            // The start page (or an App Link) redirected to another site, www.example.com to example.in
            // say: that is where the app lives now, not a place to leave.
            if (redirect && appLoad && popup == null) activity.config.adopt(LinkRules.hostOf(url));
        }
        // A popup exists because of a tap (onCreateWindow refuses the others); its first page decides
        // whether it shows at all: the site, or an external link that goes to the browser instead.
        boolean first = popup != null && !popup.opened && mainFrame;
        int action = LinkRules.decide(url, mainFrame, gesture || first, popup != null && popup.opened, activity.config);
        if (first) popup.decided(action == LinkRules.LOAD);
        if (action == LinkRules.LOAD) return false;
        Uri uri = Uri.parse(url);
        if (action == LinkRules.BROWSER) {
            openInBrowser(url);
        } else if (action == LinkRules.INTENT) {
            openIntentUrl(view, url);
        } else if (action == LinkRules.MARKET) {
            if (!start(viewIntent(uri))) openInBrowser(ShellRules.marketToWeb(url));
        } else if (action == LinkRules.DIAL) {
            start(new Intent(Intent.ACTION_DIAL, uri));
        } else if (action == LinkRules.SENDTO) {
            start(new Intent(Intent.ACTION_SENDTO, uri));
        } else if (action == LinkRules.VIEW && !start(viewIntent(uri))) {
            openInBrowser(ShellRules.webFallback(url));
        }
        return true;
    }

    // intent: URLs as Chrome treats them: only BROWSABLE activities, no explicit component, no URI
    // grants (a page must not hand our CaptureProvider files to another app), then the fallback URL.
    private void openIntentUrl(WebView view, String url) {
        Intent intent;
        try {
            intent = Intent.parseUri(url, Intent.URI_INTENT_SCHEME);
        } catch (URISyntaxException | RuntimeException e) {
            // Page text: parseUri throws more than its declared exception (NumberFormatException for
            // "i.x=oops", StringIndexOutOfBoundsException for an empty "c.x="). A broken link does nothing.
            return;
        }
        makeBrowsable(intent);
        Intent selector = intent.getSelector();
        if (selector != null) makeBrowsable(selector);
        if (start(intent)) return;
        String fallback = intent.getStringExtra("browser_fallback_url");
        int action = LinkRules.decide(fallback, true, true, false, activity.config);
        if (action == LinkRules.LOAD && ShellRules.isHttpScheme(LinkRules.schemeOf(fallback))) {
            view.loadUrl(fallback);
        } else if (action == LinkRules.BROWSER) {
            openInBrowser(fallback);
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
