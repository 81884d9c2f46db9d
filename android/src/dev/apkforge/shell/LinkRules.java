package dev.apkforge.shell;

import java.util.Locale;

/**
 * Where a navigation goes, decided from plain strings and flags so that the JVM tests run this very
 * source with hostile input (android/test/jvm): nothing here may throw on what a page supplies.
 * Chrome's rules for a tab are the model. The site (its registrable domain, which the engine decides
 * at build time from the Public Suffix List) and the app's extra hosts load in the app; anything that
 * leaves them, another site or another app, needs the user's tap, so a script or an ad on the page can
 * never carry the user somewhere they did not choose (docs/shell-contract.md, "Navigation").
 */
final class LinkRules {
    static final int LOAD = 0;
    static final int REFUSE = 1;
    static final int BROWSER = 2;
    static final int INTENT = 3;
    static final int MARKET = 4;
    static final int DIAL = 5;
    static final int SENDTO = 6;
    static final int VIEW = 7;
    /** An identity provider's sign-in: a Custom Tab (docs/shell-contract.md "Sign-in"). */
    static final int SIGN_IN = 8;

    /**
     * Identity providers that refuse sign-in inside a WebView (Google answers "403 disallowed_useragent"),
     * each matching its subdomains; facebook.com only for its OAuth dialog. The engine refuses them as
     * extra hosts from functions/src/contracts/extra-hosts.ts, whose list a test holds equal to this one.
     */
    static final String[] IDENTITY_PROVIDERS =
            "accounts.google.com appleid.apple.com facebook.com login.live.com login.microsoft.com login.microsoftonline.com"
                    .split(" ");
    /**
     * Payment gateways Indian businesses use, subdomains included (one string split once: smaller in the dex
     * than an array literal): a navigation to one starts a chain
     * (Navigator) that may pass through a bank's 3-D Secure pages and return to the site inside the app.
     */
    static final String[] PAYMENT_GATEWAYS = ("billdesk.com cashfree.com ccavenue.com instamojo.com paypal.com paytm.com"
            + " paytm.in paytmpayments.com payu.in payumoney.com phonepe.com razorpay.com stripe.com").split(" ");

    private LinkRules() {
    }

    /** The lower-case scheme (RFC 3986: a letter, then letters, digits, "+", "-", "."), or null. */
    static String schemeOf(String url) {
        int colon = url == null ? -1 : url.indexOf(':');
        if (colon <= 0) return null;
        for (int i = 0; i < colon; i++) {
            char c = url.charAt(i);
            boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            if (!letter && (i == 0 || !((c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.'))) return null;
        }
        return url.substring(0, colon).toLowerCase(Locale.ROOT);
    }

    /**
     * The host of scheme://[user@]host[:port]/..., normalised (ShellRules.normaliseHost), or null.
     * A backslash ends the authority as in browsers, so "https://evil.example\@site.example" is evil.example.
     */
    static String hostOf(String url) {
        String authority = authorityOf(url);
        if (authority == null) return null;
        authority = authority.substring(authority.lastIndexOf('@') + 1);
        int end = authority.startsWith("[") ? authority.indexOf(']') + 1 : authority.indexOf(':');
        if (authority.startsWith("[") && end == 0) return null;
        return ShellRules.normaliseHost(end < 0 ? authority : authority.substring(0, end));
    }

    /** "scheme://host[:port]" of an http(s) URL (of the URL inside a blob: URL too), or null. */
    static String originOf(String url) {
        String inner = url != null && url.regionMatches(true, 0, "blob:", 0, 5) ? url.substring(5) : url;
        String scheme = schemeOf(inner);
        String authority = authorityOf(inner);
        if (!ShellRules.isHttpScheme(scheme) || authority == null || hostOf(inner) == null) return null;
        return scheme + "://" + authority.substring(authority.lastIndexOf('@') + 1).toLowerCase(Locale.ROOT);
    }

    private static String authorityOf(String url) {
        String scheme = schemeOf(url);
        if (scheme == null || !url.startsWith("://", scheme.length())) return null;
        int start = scheme.length() + 3;
        int end = start;
        while (end < url.length() && "/?#\\".indexOf(url.charAt(end)) < 0) end++;
        return url.substring(start, end);
    }

    /**
     * True when the host is one of the entries or a subdomain of one. An entry "=host" matches that
     * host only: the engine writes it for a site on a public suffix itself (github.io), whose
     * subdomains are other people's sites.
     */
    static boolean matches(String host, String[] entries) {
        String h = ShellRules.normaliseHost(host);
        if (h == null) return false;
        for (String entry : entries) {
            boolean exact = entry.startsWith("=");
            String e = exact ? entry.substring(1) : entry;
            if (h.equals(e) || (!exact && h.endsWith("." + e))) return true;
        }
        return false;
    }

    /**
     * What to do with a navigation (one of the constants above).
     *
     * @param gesture   the user tapped for it (WebResourceRequest.hasGesture, kept across redirects)
     * @param popupOpen it happens in a popup already showing a page: its host is on screen there
     */
    static int decide(String url, boolean mainFrame, boolean gesture, boolean popupOpen, ShellConfig config) {
        // A sign-in page in the app's main frame or a popup: the provider would refuse the WebView.
        if (mainFrame && isIdentityProvider(url)) return gesture || popupOpen ? SIGN_IN : REFUSE;
        String scheme = schemeOf(url);
        if (scheme == null) return REFUSE;
        if (ShellRules.isHttpScheme(scheme)) return decideWeb(url, scheme.equals("http"), mainFrame, gesture, popupOpen, config);
        String word = " " + scheme + " ";
        // Word lookups keep this table small in the dex (a string switch costs three times as much).
        if (" about javascript ".contains(word)) return LOAD;
        // A page may not replace itself with a data: document (Chrome blocks it: a phishing vector);
        // a frame may show one. A blob: page must come from the site (a generated PDF, say).
        if (scheme.equals("data")) return mainFrame ? REFUSE : LOAD;
        if (scheme.equals("blob")) return !mainFrame || config.isInApp(hostOf(url.substring(5))) ? LOAD : REFUSE;
        if (" file content filesystem ".contains(word)) return REFUSE;
        // Other apps open only on a tap, as in Chrome: no page can launch one by itself.
        if (!gesture) return REFUSE;
        if (scheme.equals("intent")) return INTENT;
        if (scheme.equals("market")) return MARKET;
        if (scheme.equals("tel")) return DIAL;
        if (" mailto sms smsto mms mmsto ".contains(word)) return SENDTO;
        return VIEW;
    }

    /** An identity provider's page (IDENTITY_PROVIDERS) over https. */
    static boolean isIdentityProvider(String url) {
        String host = hostOf(url);
        if (!"https".equals(schemeOf(url)) || !matches(host, IDENTITY_PROVIDERS)) return false;
        return !matches(host, new String[] {"facebook.com"}) || url.indexOf("/dialog/oauth") > 0;
    }

    /** An https page of a payment gateway (PAYMENT_GATEWAYS). */
    static boolean isPaymentGateway(String url) {
        return "https".equals(schemeOf(url)) && matches(hostOf(url), PAYMENT_GATEWAYS);
    }

    /** A UPI payment: upi://..., or an intent: URL for the upi scheme (a UPI app's own link). */
    static boolean isUpi(String url) {
        String scheme = schemeOf(url);
        return "upi".equals(scheme) || ("intent".equals(scheme) && url.toLowerCase(Locale.ROOT).contains(";scheme=upi;"));
    }

    private static int decideWeb(String url, boolean http, boolean mainFrame, boolean gesture, boolean popupOpen, ShellConfig config) {
        // Frames embed other sites (videos, maps, payment forms) as in any browser; only the page leaves the site.
        if (!mainFrame) return LOAD;
        String host = hostOf(url);
        if (host == null) return REFUSE;
        // Cleartext only where the network security config allows it: elsewhere the WebView could only
        // show its error page, while the browser can offer the page (or its https form).
        boolean cleartextAllowed = !http || matches(host, config.cleartextHosts);
        if (cleartextAllowed && (popupOpen || config.isInApp(host))) return LOAD;
        return gesture ? BROWSER : REFUSE;
    }
}
