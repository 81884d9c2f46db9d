package dev.apkforge.shell;

import android.graphics.Bitmap;
import android.webkit.RenderProcessGoneDetail;
import android.webkit.WebResourceError;
import android.webkit.WebResourceRequest;
import android.webkit.WebView;
import android.webkit.WebViewClient;

/**
 * Page lifecycle events of the app's WebView, or of a popup's (popup non-null), forwarded to their
 * owner; navigation decisions go to LinkRouter.
 */
final class ShellWebViewClient extends WebViewClient {
    private final MainActivity activity;
    private final PopupWindow popup;

    ShellWebViewClient(MainActivity activity, PopupWindow popup) {
        this.activity = activity;
        this.popup = popup;
    }

    // Overrides the API 24 variant, which WebView always calls on our minSdk 24 (never the deprecated
    // String one). The API 23 jar lacks it, hence no @Override; the build test checks the signature.
    public boolean shouldOverrideUrlLoading(WebView view, WebResourceRequest request) {
        return activity.links.shouldOverride(view, String.valueOf(request.getUrl()), request.isForMainFrame(),
                request.hasGesture(), request.isRedirect(), popup);
    }

    @Override
    public void onPageStarted(WebView view, String url, Bitmap favicon) {
        if (popup != null) popup.onPageStarted(url);
        else activity.onPageStarted(url);
    }

    @Override
    public void onPageCommitVisible(WebView view, String url) {
        if (popup != null) return;
        activity.onPageVisible();
        activity.share.onPageVisible(view, url);
    }

    @Override
    public void onPageFinished(WebView view, String url) {
        if (popup != null) return;
        activity.onPageVisible();
        activity.updateBack();
        activity.downloads.onPageFinished(view, url);
        activity.share.onPageFinished(view, url);
    }

    @Override
    public void doUpdateVisitedHistory(WebView view, String url, boolean isReload) {
        if (popup == null) activity.updateBack();
    }

    // API 26+: without this a renderer crash (or the system killing the renderer for memory) takes the
    // whole app down. Overrides a method the API 23 jar lacks, hence no @Override; RenderProcessGoneDetail
    // only appears in the signature, so API 24-25 never load it. A popup shares the renderer: it closes.
    public boolean onRenderProcessGone(WebView view, RenderProcessGoneDetail detail) {
        if (popup != null) popup.close();
        else activity.onRendererGone(view);
        return true;
    }

    // Failed sub-resources are the page's business; a failed page gets the offline/error view (a popup
    // keeps WebView's own error page: its bar still names the host and closes it).
    @Override
    public void onReceivedError(WebView view, WebResourceRequest request, WebResourceError error) {
        if (popup == null && request.isForMainFrame()) activity.onMainFrameError(String.valueOf(request.getUrl()), error.getErrorCode());
    }
}
