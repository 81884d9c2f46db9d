package dev.apkforge.shell;

import android.content.Intent;
import android.net.Uri;
import android.os.Bundle;
import android.os.SystemClock;
import android.webkit.WebBackForwardList;
import android.webkit.WebView;
import java.net.URISyntaxException;

/**
 * Carries out LinkRules' decisions: the site stays in the WebView, other sites open in the browser,
 * app schemes (tel:, mailto:, sms:, whatsapp:, intent:, market:, upi: ...) go to the system, and
 * anything leaving the site only after a tap.
 */
final class LinkRouter implements Runnable {
    private static final int GRANT_FLAGS = Intent.FLAG_GRANT_READ_URI_PERMISSION | Intent.FLAG_GRANT_WRITE_URI_PERMISSION
            | Intent.FLAG_GRANT_PERSISTABLE_URI_PERMISSION | Intent.FLAG_GRANT_PREFIX_URI_PERMISSION;

    // Custom Tabs' protocol as plain intent extras (no androidx): a session extra asks for a tab.
    private static final String TAB_SESSION = "android.support.customtabs.extra.SESSION";
    private static final String TAB_COLOR = "android.support.customtabs.extra.TOOLBAR_COLOR";

    private final MainActivity activity;
    /** The app's own WebView's navigations (popups decide each page alone). */
    final Navigator navigator;
    /** A sign-in went to a Custom Tab and no App Link has come back yet. */
    boolean signInAway;

    LinkRouter(MainActivity activity) {
        this.activity = activity;
        navigator = new Navigator(activity.config);
    }

    /**
     * True when the WebView must not load the URL itself: another app took it, or it was refused.
     * popup is the window the navigation happens in, null for the app's own WebView.
     */
    boolean shouldOverride(WebView view, String url, boolean mainFrame, boolean gesture, boolean redirect, PopupWindow popup) {
        int action;
        if (popup == null) {
            action = navigator.decide(url, mainFrame, gesture, redirect, SystemClock.elapsedRealtime());
            // An App Link or a retry that redirected away left nothing on screen: the start page instead.
            if (action == LinkRules.BROWSER && mainFrame && !navigator.shown) activity.content.post(this);
        } else {
            // A popup exists because of a tap (onCreateWindow refuses the others); its first page decides
            // whether it shows at all: the site or a payment gateway (its window.opener flow stays in the app),
            // or an external link that goes to the browser instead.
            boolean first = !popup.opened && mainFrame;
            boolean keep = popup.opened || (first && LinkRules.isPaymentGateway(url));
            action = LinkRules.decide(url, mainFrame, gesture || first, keep, activity.config);
            if (first) popup.decided(action == LinkRules.LOAD);
            else if (action == LinkRules.SIGN_IN) popup.close();
        }
        if (action == LinkRules.LOAD) return false;
        Uri uri = Uri.parse(url);
        if (action == LinkRules.BROWSER) {
            openInBrowser(url);
        } else if (action == LinkRules.SIGN_IN) {
            openSignIn(url);
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

    /**
     * Back to the site: the newest page of it in the history, else the start page. The host bar's close
     * button, and what follows an App Link or retry that left (posted: not inside shouldOverrideUrlLoading).
     */
    @Override
    public void run() {
        WebView web = activity.webView();
        if (web == null) return;
        WebBackForwardList history = web.copyBackForwardList();
        int current = history.getCurrentIndex();
        for (int i = current - 1; i >= 0; i--) {
            if (activity.config.isHome(LinkRules.hostOf(history.getItemAtIndex(i).getUrl()))) {
                web.goBackOrForward(i - current);
                return;
            }
        }
        activity.load(activity.config.startUrl);
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

    // Google, Apple, Microsoft and Facebook refuse sign-in in a WebView: a Custom Tab (the user's browser,
    // its cookies and passkeys) runs it, and the site's redirect back to an App Link returns to the app.
    private void openSignIn(String url) {
        Intent tab = viewIntent(Uri.parse(url));
        Bundle session = new Bundle();
        session.putBinder(TAB_SESSION, null);
        tab.putExtras(session);
        tab.putExtra(TAB_COLOR, activity.config.themeColor);
        signInAway = start(tab);
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
