package dev.apkforge.shell;

import android.graphics.Bitmap;
import android.webkit.RenderProcessGoneDetail;
import android.webkit.WebResourceError;
import android.webkit.WebResourceRequest;
import android.webkit.WebView;
import android.webkit.WebViewClient;

/** Page lifecycle events, forwarded to the activity; navigation decisions go to LinkRouter. */
final class ShellWebViewClient extends WebViewClient {
    private final MainActivity activity;

    ShellWebViewClient(MainActivity activity) {
        this.activity = activity;
    }

    // Overrides the API 24 variant, which WebView always calls on our minSdk 24 (never the deprecated
    // String one). The API 23 jar lacks it, hence no @Override; the build test checks the signature.
    public boolean shouldOverrideUrlLoading(WebView view, WebResourceRequest request) {
        return activity.links.shouldOverride(view, request.getUrl(), request.isForMainFrame(), request.hasGesture());
    }

    @Override
    public void onPageStarted(WebView view, String url, Bitmap favicon) {
        activity.onPageStarted(url);
    }

    @Override
    public void onPageCommitVisible(WebView view, String url) {
        activity.onPageVisible();
    }

    @Override
    public void onPageFinished(WebView view, String url) {
        activity.onPageVisible();
        activity.updateBack();
    }

    @Override
    public void doUpdateVisitedHistory(WebView view, String url, boolean isReload) {
        activity.updateBack();
    }

    // API 26+: without this a renderer crash (or the system killing the renderer for memory) takes the
    // whole app down. Overrides a method the API 23 jar lacks, hence no @Override; RenderProcessGoneDetail
    // only appears in the signature, so API 24-25 never load it.
    public boolean onRenderProcessGone(WebView view, RenderProcessGoneDetail detail) {
        activity.onRendererGone(view);
        return true;
    }

    // Failed sub-resources are the page's business; a failed page gets the offline/error view.
    @Override
    public void onReceivedError(WebView view, WebResourceRequest request, WebResourceError error) {
        if (request.isForMainFrame()) activity.onMainFrameError(request.getUrl().toString(), error.getErrorCode());
    }
}
