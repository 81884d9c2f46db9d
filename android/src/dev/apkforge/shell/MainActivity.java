package dev.apkforge.shell;

import android.app.Activity;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.graphics.drawable.ColorDrawable;
import android.net.Uri;
import android.os.Build;
import android.os.Bundle;
import android.os.Parcel;
import android.view.View;
import android.view.ViewGroup;
import android.webkit.CookieManager;
import android.webkit.WebSettings;
import android.webkit.WebView;
import android.webkit.WebViewClient;
import android.widget.FrameLayout;

/**
 * The launcher activity: one full-screen WebView on the site. Per-app values come from
 * assets/config.json; the layout is built in code because resource ids belong to the engine.
 */
public final class MainActivity extends Activity {
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
    private DownloadStarter downloads;
    private FrameLayout content;
    private WebView webView;
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
        config = ShellConfig.load(this, getWindow().getStatusBarColor());
        if (getRequestedOrientation() != config.orientation) setRequestedOrientation(config.orientation);
        links = new LinkRouter(this);
        files = new FileChooser(this);
        permissions = new PagePermissions(this);
        downloads = new DownloadStarter(this);
        video = new FullscreenVideo(this);
        content = new FrameLayout(this);
        errorView = new ErrorView(this, config.backgroundColor);
        progress = new ProgressLine(this, ShellRules.isLight(config.themeColor) ? 0xFF5F6368 : config.themeColor);
        content.addView(errorView, new FrameLayout.LayoutParams(MATCH, MATCH));
        content.addView(progress, new FrameLayout.LayoutParams(MATCH, dp(3)));
        setContentView(content);
        // Edge-to-edge (API 35+): until the page shows, the bars sit on the splash's background colour.
        SystemBars.style(this, content, Build.VERSION.SDK_INT >= 35 ? config.backgroundColor : config.themeColor);
        content.postDelayed(revealLater, SPLASH_LIMIT_MS);
        if (!createWebView()) return;
        Bundle state = savedInstanceState == null ? null : savedInstanceState.getBundle(STATE_WEBVIEW);
        if (state == null || webView.restoreState(state) == null) {
            String savedUrl = savedInstanceState == null ? null : savedInstanceState.getString(STATE_URL);
            String appLink = appLinkUrl(getIntent());
            load(savedUrl != null ? savedUrl : appLink != null ? appLink : config.startUrl);
        }
        updateBack();
    }

    // WebView creation throws while the system WebView package is missing or being updated.
    private boolean createWebView() {
        try {
            webView = new WebView(this);
            CookieManager cookies = CookieManager.getInstance();
            cookies.setAcceptCookie(true);
            cookies.setAcceptThirdPartyCookies(webView, true);
        } catch (RuntimeException e) {
            webView = null;
            showError(false);
            return false;
        }
        WebSettings settings = webView.getSettings();
        settings.setJavaScriptEnabled(true);
        settings.setDomStorageEnabled(true);
        settings.setUseWideViewPort(true);
        settings.setLoadWithOverviewMode(true);
        settings.setBuiltInZoomControls(true);
        settings.setDisplayZoomControls(false);
        settings.setAllowFileAccess(false);
        settings.setMixedContentMode(WebSettings.MIXED_CONTENT_COMPATIBILITY_MODE);
        settings.setUserAgentString(settings.getUserAgentString() + " " + config.userAgentSuffix);
        webView.setWebViewClient(new ShellWebViewClient(this));
        webView.setWebChromeClient(new ShellChromeClient(this));
        webView.setDownloadListener(downloads);
        webView.setVisibility(revealed ? View.VISIBLE : View.INVISIBLE);
        content.addView(webView, 0, new FrameLayout.LayoutParams(MATCH, MATCH));
        return true;
    }

    private void load(String url) {
        if (url == null) {
            showError(false);
            return;
        }
        lastUrl = url;
        webView.loadUrl(url);
    }

    /** The URL of an App Link (VIEW intent) for this site, or null. */
    private String appLinkUrl(Intent intent) {
        Uri data = intent == null || !Intent.ACTION_VIEW.equals(intent.getAction()) ? null : intent.getData();
        if (data == null || !ShellRules.isHttpScheme(data.getScheme())) return null;
        return config.isSameSite(data.getHost()) ? data.toString() : null;
    }

    @Override
    protected void onNewIntent(Intent intent) {
        super.onNewIntent(intent);
        setIntent(intent);
        String appLink = appLinkUrl(intent);
        if (appLink != null && webView != null) {
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
        loadFailed = false;
        lastUrl = url;
    }

    void onPageVisible() {
        if (!loadFailed) errorView.hide();
        reveal();
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

    /** Drops the splash (window background) once the first page is drawn. */
    private void reveal() {
        if (revealed) return;
        revealed = true;
        content.removeCallbacks(revealLater);
        if (webView != null) webView.setVisibility(View.VISIBLE);
        // Edge-to-edge (API 35+): the system bars show the window background, from now on the theme colour.
        if (Build.VERSION.SDK_INT >= 35) {
            getWindow().setBackgroundDrawable(new ColorDrawable(config.themeColor));
            SystemBars.style(this, content, config.themeColor);
        } else {
            getWindow().setBackgroundDrawable(new ColorDrawable(config.backgroundColor));
        }
    }

    /** Bars and orientation back to normal after fullscreen video. */
    void restoreWindow() {
        SystemBars.style(this, content, config.themeColor);
        setRequestedOrientation(config.orientation);
    }

    int dp(int value) {
        return Math.round(value * getResources().getDisplayMetrics().density);
    }
}
