package dev.apkforge.shell;

/**
 * The app's main frame as a browser tab sees it, decided from plain strings, flags and times so the JVM
 * tests drive whole navigations with this very source (android/test/jvm). LinkRules decides one URL;
 * this adds what a sequence knows (docs/shell-contract.md "Navigation"):
 * <ul>
 * <li>a <b>chain</b>: a payment or multi-site flow that leaves the site by a script, a form, a server
 * redirect or a tap on a payment gateway or owner-listed host may pass through other https hosts (a
 * bank's 3-D Secure page) inside the app, with the host bar naming them, until it returns to the site.
 * It is bounded in hops and time; past its bound the next page opens in the browser;</li>
 * <li>the app's own loads: only the start URL, before any page has shown, may make the site it
 * redirects to part of the app (a shop that moved). An App Link, a shared link or a retry that
 * redirects away goes to the browser, so an open redirect on the site cannot take the app over.</li>
 * </ul>
 */
final class Navigator {
    /** Main-frame pages and redirects of one chain at most. */
    static final int CHAIN_HOPS = 24;
    /** A UPI collect request waits minutes on the gateway's page; a chain lives this long at most. */
    static final long CHAIN_MILLIS = 15 * 60 * 1000L;

    private final ShellConfig config;
    /** The app called loadUrl (0: no, 1: the start URL before any page showed, 2: anything else). */
    private int appLoad;
    /** A page of the main frame has shown: the start URL's later loads are retries. */
    boolean shown;
    // The tap of the main frame's current navigation (its server redirects keep it), and its last URL's host.
    private boolean tapped;
    private String lastHost;
    private String pageHost;
    private String decidedUrl;
    private long chainStart = -1;
    private int hops;

    Navigator(ShellConfig config) {
        this.config = config;
    }

    /** The app is about to load url itself (start page, App Link, shared link, retry, restore). */
    void appLoading(String url) {
        appLoad = !shown && url != null && url.equals(config.startUrl) ? 1 : 2;
        tapped = false;
        lastHost = null;
    }

    /** Where a main-frame navigation or a frame's goes: a LinkRules constant. now: elapsed milliseconds. */
    int decide(String url, boolean mainFrame, boolean gesture, boolean redirect, long now) {
        if (!mainFrame) return LinkRules.decide(url, false, gesture, false, config);
        boolean fromApp = config.isInApp(redirect ? lastHost : pageHost);
        if (redirect) gesture |= tapped;
        else tapped = gesture;
        decidedUrl = url;
        String host = LinkRules.hostOf(url);
        lastHost = host;
        boolean chain = chainStart >= 0;
        if (!ShellRules.isHttpScheme(LinkRules.schemeOf(url))) {
            // A gateway's page hands the payment to a UPI app by script as often as by a tap.
            return LinkRules.decide(url, true, gesture || (chain && LinkRules.isUpi(url)), false, config);
        }
        // The site's own flow may send the user to sign in (a Custom Tab); nothing adopts a provider.
        int action = LinkRules.decide(url, true, gesture || chain || fromApp || appLoad != 0, false, config);
        if (action == LinkRules.SIGN_IN || host == null) return action;
        if (action == LinkRules.LOAD) {
            if (config.isHome(host)) chainStart = -1;
            else if (!chain) startChain(now);
            return action;
        }
        action = gesture || chain || (fromApp && appLoad == 0) ? LinkRules.BROWSER : LinkRules.REFUSE;
        boolean secure = "https".equals(LinkRules.schemeOf(url));
        if (appLoad == 1 && redirect && secure) {
            config.adopt(host);
            return LinkRules.LOAD;
        }
        if (appLoad == 2) return LinkRules.BROWSER;
        if (chain) {
            if (secure && ++hops <= CHAIN_HOPS && now - chainStart <= CHAIN_MILLIS) return LinkRules.LOAD;
            chainStart = -1;
            return LinkRules.BROWSER;
        }
        boolean starts = LinkRules.isPaymentGateway(url) || (fromApp && (redirect || !gesture));
        if (secure && starts) {
            startChain(now);
            return LinkRules.LOAD;
        }
        return action;
    }

    /**
     * The main frame started showing url (a form POST and back/forward reach no decide): the site ends a
     * chain, any other page is part of one.
     */
    void pageStarted(String url, long now) {
        appLoad = 0;
        pageHost = LinkRules.hostOf(url);
        // about:blank, the site's blob: and data: documents: no host, no change.
        if (pageHost == null) return;
        if (config.isHome(pageHost)) chainStart = -1;
        else if (chainStart < 0) startChain(now);
        else if (!url.equals(decidedUrl)) hops++;
    }

    /** The page on screen is not the site's: the host bar names it. */
    boolean offSite() {
        return pageHost != null && !config.isHome(pageHost);
    }

    private void startChain(long now) {
        chainStart = now;
        hops = 1;
    }
}
