package dev.apkforge.shell;

import android.text.TextUtils;
import android.view.Gravity;
import android.view.View;
import android.widget.FrameLayout;
import android.widget.LinearLayout;
import android.widget.TextView;

/**
 * The slim address bar of a page that is not the site's (a payment chain, a popup): a padlock and the
 * host in words, so a user always sees where they are, and a close button that takes them back
 * (docs/shell-contract.md "Navigation").
 */
final class HostBar extends LinearLayout implements View.OnClickListener {
    private final TextView host;
    private final Runnable onClose;

    HostBar(MainActivity activity, Runnable onClose) {
        super(activity);
        this.onClose = onClose;
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
        setBackgroundColor(theme);
        setGravity(Gravity.CENTER_VERTICAL);
        setPadding(activity.dp(16), 0, 0, 0);
        addView(host, new LinearLayout.LayoutParams(0, LayoutParams.WRAP_CONTENT, 1));
        addView(close, new LinearLayout.LayoutParams(activity.dp(48), activity.dp(48)));
    }

    /** Names the page's host: a closed padlock over https, a warning sign otherwise. */
    void show(String url) {
        String name = LinkRules.hostOf(url);
        boolean secure = "https".equals(LinkRules.schemeOf(url));
        host.setText(name == null ? "" : (secure ? "\uD83D\uDD12 " : "\u26A0 ") + name);
    }

    /** The app's bar: shown over a page that is not the site's, which then starts below it. */
    void update(View page, String url, boolean offSite) {
        setVisibility(offSite ? VISIBLE : GONE);
        show(url);
        if (page == null) return;
        FrameLayout.LayoutParams params = (FrameLayout.LayoutParams) page.getLayoutParams();
        params.topMargin = offSite ? ((MainActivity) getContext()).dp(48) : 0;
        page.setLayoutParams(params);
    }

    @Override
    public void onClick(View view) {
        onClose.run();
    }
}
