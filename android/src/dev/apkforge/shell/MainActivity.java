package dev.apkforge.shell;

import android.app.Activity;
import android.content.Context;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.graphics.drawable.ColorDrawable;
import android.net.Uri;
import android.os.Build;
import android.os.Bundle;
import android.os.Parcel;
import android.os.SystemClock;
import android.view.View;
import android.view.ViewGroup;
import android.view.ViewTreeObserver;
import android.webkit.CookieManager;
import android.webkit.WebSettings;
import android.webkit.WebView;
import android.webkit.WebViewClient;
import android.widget.FrameLayout;
import android.widget.Toast;

/**
 * The launcher activity: one full-screen WebView on the site. Per-app values come from
 * assets/config.json; the layout is built in code because resource ids belong to the engine.
 */
public final class MainActivity extends Activity implements ViewTreeObserver.OnPreDrawListener {
    private static final String STATE_WEBVIEW = "apkforge.webview";
    private static final String STATE_URL = "apkforge.url";
    // Saved state travels through a binder transaction (1 MB for the whole process): a long history
    // must not crash the app with TransactionTooLargeException, so past this only the URL is kept.
    private static final int STATE_LIMIT_BYTES = 256 * 1024;
    // The splash (the window background) stays until the first page draws, but never longer than this.
    private static final long SPLASH_LIMIT_MS = 8000;
    private static final int MATCH = ViewGroup.LayoutParams.MATCH_PARENT;

    ShellConfig config;
    LinkRouter links;
    FileChooser files;
    PagePermissions permissions;
    DownloadStarter downloads;
    ShareBridge share;
    private HostBar hostBar;
    FrameLayout content;
    /** The window background: the engine's night-aware colour resource (config.json's as fallback). */
    int background;
    PopupWindow popup;
    private ShellWebView webView;
    private ErrorView errorView;
    private ProgressLine progress;
    private Api33Back back;
    FullscreenVideo video;
    private String lastUrl;
    private boolean revealed;
    private boolean loadFailed;

    private final Runnable revealLater = new Runnable() {
        @Override
        public void run() {
            reveal();
        }
    };

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        config = AppFiles.readConfig(this, getWindow().getStatusBarColor());
        background = color("apkforge_background", config.backgroundColor);
        if (getRequestedOrientation() != config.orientation) setRequestedOrientation(config.orientation);
        links = new LinkRouter(this);
        files = new FileChooser(this);
        permissions = new PagePermissions(this);
        downloads = new DownloadStarter(this);
        share = new ShareBridge(this);
        video = new FullscreenVideo(this);
        content = new FrameLayout(this);
        errorView = new ErrorView(this, background);
        progress = new ProgressLine(this, ShellRules.isLight(config.themeColor) ? 0xFF5F6368 : config.themeColor);
        content.addView(errorView, new FrameLayout.LayoutParams(MATCH, MATCH));
        // The host bar under the progress line, so a page loading in a chain still shows its progress.
        hostBar = new HostBar(this, links);
        content.addView(hostBar, new FrameLayout.LayoutParams(MATCH, ViewGroup.LayoutParams.WRAP_CONTENT));
        hostBar.setVisibility(View.GONE);
        content.addView(progress, new FrameLayout.LayoutParams(MATCH, dp(3)));
        setContentView(content);
        // Edge-to-edge (API 35+): until the page shows, the bars sit on the splash's background colour.
        SystemBars.style(getWindow(), content, Build.VERSION.SDK_INT >= 35 ? background : config.themeColor);
        // One splash only: nothing of ours is drawn until the page shows (at most SPLASH_LIMIT_MS), so the
        // system splash (API 31+, the engine's values-v31 theme) or the themed window background below
        // stays on screen instead of giving way to a second, in-window splash.
        content.getViewTreeObserver().addOnPreDrawListener(this);
        content.postDelayed(revealLater, SPLASH_LIMIT_MS);
        if (savedInstanceState == null) NotifyService.launched(this, getIntent());
        if (!createWebView()) return;
        Bundle state = savedInstanceState == null ? null : savedInstanceState.getBundle(STATE_WEBVIEW);
        if (state == null || webView.restoreState(state) == null) {
            String savedUrl = savedInstanceState == null ? null : savedInstanceState.getString(STATE_URL);
            String appLink = intentUrl(getIntent());
            load(savedUrl != null ? savedUrl : appLink != null ? appLink : config.startUrl);
        }
        updateBack();
    }

    // WebView creation throws while the system WebView package is missing or being updated.
    private boolean createWebView() {
        try {
            webView = newWebView();
        } catch (RuntimeException e) {
            webView = null;
            showError(false);
            return false;
        }
        webView.setWebViewClient(new ShellWebViewClient(this, null));
        webView.setWebChromeClient(new ShellChromeClient(this, null));
        webView.pullable = config.pullToRefresh;
        webView.setVisibility(revealed ? View.VISIBLE : View.INVISIBLE);
        content.addView(webView, 0, new FrameLayout.LayoutParams(MATCH, MATCH));
        return true;
    }

    /** A WebView with the app's settings, for the app itself or a popup (which sets its own clients). */
    ShellWebView newWebView() {
        ShellWebView web = new ShellWebView(this);
        CookieManager cookies = CookieManager.getInstance();
        cookies.setAcceptCookie(true);
        cookies.setAcceptThirdPartyCookies(web, true);
        WebSettings settings = web.getSettings();
        settings.setJavaScriptEnabled(true);
        settings.setDomStorageEnabled(true);
        settings.setUseWideViewPort(true);
        settings.setLoadWithOverviewMode(true);
        settings.setBuiltInZoomControls(true);
        settings.setDisplayZoomControls(false);
        settings.setAllowFileAccess(false);
        settings.setMixedContentMode(WebSettings.MIXED_CONTENT_COMPATIBILITY_MODE);
        settings.setUserAgentString(settings.getUserAgentString() + " " + config.userAgentSuffix);
        // window.open and target=_blank reach onCreateWindow (PopupWindow) instead of replacing the page;
        // JavaScriptCanOpenWindowsAutomatically stays false, so WebView's popup blocker wants a tap.
        settings.setSupportMultipleWindows(true);
        if (Build.VERSION.SDK_INT >= 33) Api33Dark.allowDarkening(settings);
        web.setDownloadListener(downloads);
        return web;
    }

    WebView webView() {
        return webView;
    }

    void load(String url) {
        if (url == null) {
            showError(false);
            return;
        }
        lastUrl = url;
        links.navigator.appLoading(url);
        webView.loadUrl(url);
    }

    /** The URL an intent opens: an App Link (VIEW) for this site, or text shared to the app (SEND); else null. */
    private String intentUrl(Intent intent) {
        Uri data = intent == null || !Intent.ACTION_VIEW.equals(intent.getAction()) ? null : intent.getData();
        if (data == null || !ShellRules.isHttpScheme(data.getScheme())) return share.sharedUrl(intent);
        return config.isSite(data.getHost()) ? data.toString() : null;
    }

    @Override
    protected void onNewIntent(Intent intent) {
        super.onNewIntent(intent);
        setIntent(intent);
        NotifyService.opened(this, intent);
        String appLink = intentUrl(intent);
        if (appLink != null && webView != null) {
            // A sign-in that returns through an App Link came back: nothing to explain.
            links.signInAway = false;
            video.hide();
            load(appLink);
        }
    }

    @Override
    protected void onSaveInstanceState(Bundle outState) {
        super.onSaveInstanceState(outState);
        if (webView == null) return;
        Bundle state = new Bundle();
        if (webView.saveState(state) == null) return;
        Parcel parcel = Parcel.obtain();
        parcel.writeBundle(state);
        boolean small = parcel.dataSize() <= STATE_LIMIT_BYTES;
        parcel.recycle();
        if (small) outState.putBundle(STATE_WEBVIEW, state);
        else outState.putString(STATE_URL, webView.getUrl());
    }

    @Override
    protected void onResume() {
        super.onResume();
        if (webView != null) webView.onResume();
        // Back from a sign-in Custom Tab without an App Link: the site's flow cannot return to the app.
        if (links.signInAway) Toast.makeText(this, text("apkforge_sign_in"), Toast.LENGTH_LONG).show();
        links.signInAway = false;
    }

    @Override
    protected void onPause() {
        if (webView != null) webView.onPause();
        flushCookies();
        super.onPause();
    }

    @Override
    protected void onDestroy() {
        content.removeCallbacks(revealLater);
        if (popup != null) popup.close();
        files.cancel();
        if (webView != null) {
            content.removeView(webView);
            webView.destroy();
            webView = null;
        }
        super.onDestroy();
    }

    private static void flushCookies() {
        try {
            CookieManager.getInstance().flush();
        } catch (RuntimeException e) {
            // no WebView provider: there are no cookies to keep either
        }
    }

    /** Whether a back gesture belongs to the app: closing fullscreen video or going back in the site. */
    private boolean canHandleBack() {
        return video.isShowing() || (webView != null && webView.canGoBack());
    }

    void handleBack() {
        if (video.isShowing()) video.hide();
        else if (webView != null && webView.canGoBack()) webView.goBack();
        updateBack();
    }

    /** API 33+ takes back gestures through a callback that is registered only while the app can use it. */
    void updateBack() {
        if (Build.VERSION.SDK_INT < 33) return;
        if (back == null) back = new Api33Back(this);
        back.setEnabled(getWindow(), canHandleBack());
    }

    // Called below API 33 only: the manifest opts into OnBackInvokedCallback.
    @Override
    public void onBackPressed() {
        if (canHandleBack()) handleBack();
        else super.onBackPressed();
    }

    @Override
    protected void onActivityResult(int requestCode, int resultCode, Intent data) {
        if (requestCode == FileChooser.REQUEST_PICK) files.onResult(resultCode, data);
        else super.onActivityResult(requestCode, resultCode, data);
    }

    @Override
    public void onRequestPermissionsResult(int requestCode, String[] names, int[] grants) {
        if (requestCode == FileChooser.REQUEST_CAMERA_PERMISSION) files.onCameraPermissionResult();
        else if (requestCode == DownloadStarter.REQUEST_STORAGE) downloads.onStoragePermissionResult();
        else if (requestCode == PagePermissions.REQUEST_GEOLOCATION) permissions.onGeolocationResult();
        else if (requestCode == PagePermissions.REQUEST_MEDIA) permissions.onMediaResult();
    }

    boolean isGranted(String permission) {
        return checkSelfPermission(permission) == PackageManager.PERMISSION_GRANTED;
    }

    void onPageStarted(String url) {
        links.navigator.pageStarted(url, SystemClock.elapsedRealtime());
        hostBar.update(webView, url, links.navigator.offSite());
        loadFailed = false;
        lastUrl = url;
    }

    void onPageVisible() {
        if (!loadFailed) {
            errorView.hide();
            links.navigator.shown = true;
        }
        reveal();
        NotifyService.pageShown(this);
    }

    // Recent WebViews skip onPageStarted for error pages, so the failed URL is remembered here for retry().
    void onMainFrameError(String url, int errorCode) {
        loadFailed = true;
        lastUrl = url;
        // What a phone without a connection reports: the name lookup fails first.
        boolean offline = errorCode == WebViewClient.ERROR_HOST_LOOKUP || errorCode == WebViewClient.ERROR_CONNECT
                || errorCode == WebViewClient.ERROR_TIMEOUT;
        showError(offline);
    }

    private void showError(boolean offline) {
        errorView.show(offline);
        reveal();
    }

    void onProgress(int percent) {
        progress.setPercent(percent);
    }

    /** The error page's button. */
    void retry() {
        if (webView == null) {
            recreate();
        } else if (lastUrl == null) {
            load(config.startUrl);
        } else if (lastUrl.equals(webView.getUrl())) {
            webView.reload();
        } else {
            load(lastUrl);
        }
    }

    /** The renderer died (crash or memory pressure): replace the WebView and offer a retry. */
    void onRendererGone(WebView dead) {
        if (dead != webView) return;
        video.hide();
        content.removeView(dead);
        dead.destroy();
        webView = null;
        if (createWebView()) showError(false);
        updateBack();
    }

    /** Drawing waits for the first page (see onCreate). */
    @Override
    public boolean onPreDraw() {
        return revealed;
    }

    /** Drops the splash (window background) once the first page is drawn. */
    private void reveal() {
        if (revealed) return;
        revealed = true;
        content.getViewTreeObserver().removeOnPreDrawListener(this);
        content.removeCallbacks(revealLater);
        if (webView != null) webView.setVisibility(View.VISIBLE);
        // Edge-to-edge (API 35+): the system bars show the window background, from now on the theme colour.
        if (Build.VERSION.SDK_INT >= 35) {
            getWindow().setBackgroundDrawable(new ColorDrawable(config.themeColor));
            SystemBars.style(getWindow(), content, config.themeColor);
        } else {
            getWindow().setBackgroundDrawable(new ColorDrawable(background));
        }
    }

    /** Bars and orientation back to normal after fullscreen video. */
    void restoreWindow() {
        SystemBars.style(getWindow(), content, config.themeColor);
        setRequestedOrientation(config.orientation);
    }

    /**
     * A string resource of the engine (docs/shell-contract.md lists them), in the user's language: the
     * engine writes English, Hindi and the app's label languages. A test checks the engine writes every
     * name the dex asks for; a missing one shows its name rather than crash.
     */
    String text(String name) {
        int id = getResources().getIdentifier(name, "string", getPackageName());
        return id == 0 ? name : getString(id);
    }

    /** text(name) with its %1$s filled in. */
    String text(String name, String argument) {
        int id = getResources().getIdentifier(name, "string", getPackageName());
        return id == 0 ? name + " " + argument : getString(id, argument);
    }

    // Colour resources follow the night qualifier: the engine writes dark variants for dark mode.
    private int color(String name, int fallback) {
        int id = getResources().getIdentifier(name, "color", getPackageName());
        return id == 0 ? fallback : getColor(id);
    }

    int dp(int value) {
        return Math.round(value * getResources().getDisplayMetrics().density);
    }
}
