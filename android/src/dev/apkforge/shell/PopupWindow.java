package dev.apkforge.shell;

import android.app.Dialog;
import android.content.DialogInterface;
import android.graphics.drawable.ColorDrawable;
import android.text.TextUtils;
import android.view.Gravity;
import android.view.View;
import android.view.ViewGroup;
import android.webkit.WebView;
import android.widget.LinearLayout;
import android.widget.TextView;

/**
 * A window the page opens (window.open, target=_blank) for a sign-in or payment flow that needs
 * window.opener: a second WebView in a full-screen dialog, under a bar that names the host it shows
 * (the user's address bar while the flow runs on another site), closed by the page's window.close(),
 * by the bar's close button or by back. It shows only once its first page is one the app keeps
 * (LinkRouter); an external link opened in a new window goes to the browser instead.
 */
final class PopupWindow extends Dialog implements View.OnClickListener, DialogInterface.OnDismissListener, Runnable {
    final WebView web;
    /** Its first page was let in: it is on screen, and any https page may load in it. */
    boolean opened;
    private final MainActivity activity;
    private final TextView host;

    PopupWindow(MainActivity activity, WebView web) {
        super(activity, android.R.style.Theme_Material_NoActionBar);
        this.activity = activity;
        this.web = web;
        // Its own clients: the same routing (LinkRouter), window.close() (onCloseWindow), no nested popups.
        web.setWebViewClient(new ShellWebViewClient(activity, this));
        web.setWebChromeClient(new ShellChromeClient(activity, this));
        int theme = activity.config.themeColor;
        int ink = ShellRules.isLight(theme) ? 0xDE000000 : 0xFFFFFFFF;
        host = new TextView(activity);
        host.setTextColor(ink);
        host.setSingleLine(true);
        host.setEllipsize(TextUtils.TruncateAt.START);
        TextView close = new TextView(activity);
        close.setText("\u2715");
        close.setContentDescription(activity.text("apkforge_close"));
        close.setTextColor(ink);
        close.setTextSize(20);
        close.setGravity(Gravity.CENTER);
        close.setOnClickListener(this);
        LinearLayout bar = new LinearLayout(activity);
        bar.setBackgroundColor(theme);
        bar.setGravity(Gravity.CENTER_VERTICAL);
        bar.setPadding(activity.dp(16), 0, 0, 0);
        bar.addView(host, new LinearLayout.LayoutParams(0, ViewGroup.LayoutParams.WRAP_CONTENT, 1));
        bar.addView(close, new LinearLayout.LayoutParams(activity.dp(48), activity.dp(48)));
        LinearLayout content = new LinearLayout(activity);
        content.setOrientation(LinearLayout.VERTICAL);
        content.addView(bar);
        content.addView(web, new LinearLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, 0, 1));
        setContentView(content);
        getWindow().setBackgroundDrawable(new ColorDrawable(activity.background));
        getWindow().setLayout(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT);
        SystemBars.style(getWindow(), content, theme);
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
        String name = LinkRules.hostOf(url);
        host.setText(name == null ? "" : name);
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
    public void onClick(View view) {
        close();
    }

    @Override
    public void onDismiss(DialogInterface dialog) {
        if (activity.popup == this) activity.popup = null;
        // Not destroyed inside a callback of its own WebView (shouldOverrideUrlLoading, onCloseWindow).
        activity.content.post(this);
    }

    @Override
    public void run() {
        web.destroy();
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
