package dev.apkforge.shell;

import android.app.Dialog;
import android.content.DialogInterface;
import android.graphics.drawable.ColorDrawable;
import android.view.ViewGroup;
import android.webkit.WebView;
import android.widget.LinearLayout;

/**
 * A window the page opens (window.open, target=_blank) for a sign-in or payment flow that needs
 * window.opener: a second WebView in a full-screen dialog, under a bar that names the host it shows
 * (the user's address bar while the flow runs on another site), closed by the page's window.close(),
 * by the bar's close button or by back. It shows only once its first page is one the app keeps
 * (LinkRouter); an external link opened in a new window goes to the browser instead.
 */
final class PopupWindow extends Dialog implements DialogInterface.OnDismissListener, Runnable {
    final WebView web;
    /** Its first page was let in: it is on screen, and any https page may load in it. */
    boolean opened;
    private final MainActivity activity;
    private final HostBar bar;
    private boolean destroy;

    PopupWindow(MainActivity activity, WebView web) {
        super(activity, android.R.style.Theme_Material_NoActionBar);
        this.activity = activity;
        this.web = web;
        // Its own clients: the same routing (LinkRouter), window.close() (onCloseWindow), no nested popups.
        web.setWebViewClient(new ShellWebViewClient(activity, this));
        web.setWebChromeClient(new ShellChromeClient(activity, this));
        bar = new HostBar(activity, this);
        LinearLayout content = new LinearLayout(activity);
        content.setOrientation(LinearLayout.VERTICAL);
        content.addView(bar);
        content.addView(web, new LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 0, 1));
        setContentView(content);
        getWindow().setBackgroundDrawable(new ColorDrawable(activity.background));
        getWindow().setLayout(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT);
        SystemBars.style(getWindow(), content, activity.config.themeColor);
        setOnDismissListener(this);
    }

    /** LinkRouter's verdict on the first page: show the window, or drop it unseen. */
    void decided(boolean keep) {
        if (keep && !opened) {
            opened = true;
            show();
        } else if (!keep) {
            close();
        }
    }

    void onPageStarted(String url) {
        bar.show(url);
        // A first page that reached the WebView without a routing decision (a WebView that does not ask
        // for a popup's first navigation) shows the popup rather than load unseen; its bar names the host.
        if (!opened) decided(true);
    }

    /** window.close(), the close button, back at its first page, or the app going away. */
    void close() {
        if (isShowing()) dismiss();
        else onDismiss(this);
    }

    @Override
    public void onBackPressed() {
        if (web.canGoBack()) web.goBack();
        else close();
    }

    @Override
    public void onDismiss(DialogInterface dialog) {
        if (activity.popup == this) activity.popup = null;
        // Not destroyed inside a callback of its own WebView (shouldOverrideUrlLoading, onCloseWindow).
        destroy = true;
        activity.content.post(this);
    }

    /** The bar's close button (HostBar), then the WebView's destruction once dismissed. */
    @Override
    public void run() {
        if (destroy) web.destroy();
        else close();
    }

    /** onCreateWindow: a popup on a tap, one at a time (the platform's popup blocker refuses the rest). */
    static boolean open(MainActivity activity, boolean gesture, android.os.Message result) {
        if (!gesture || activity.popup != null) return false;
        WebView web;
        try {
            web = activity.newWebView();
        } catch (RuntimeException e) {
            return false;
        }
        activity.popup = new PopupWindow(activity, web);
        ((WebView.WebViewTransport) result.obj).setWebView(web);
        result.sendToTarget();
        return true;
    }
}
