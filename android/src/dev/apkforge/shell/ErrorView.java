package dev.apkforge.shell;

import android.graphics.Typeface;
import android.view.Gravity;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;

/** The offline / load-error page with a retry button, drawn over the WebView and built in code. */
final class ErrorView extends LinearLayout implements View.OnClickListener {
    private final MainActivity activity;
    private final TextView title;
    private final TextView message;

    ErrorView(MainActivity activity, int background) {
        super(activity);
        this.activity = activity;
        setOrientation(VERTICAL);
        setGravity(Gravity.CENTER);
        setBackgroundColor(background);
        int padding = activity.dp(32);
        setPadding(padding, padding, padding, padding);
        // Taps on the error page must not reach the page underneath.
        setClickable(true);
        int text = ShellRules.isLight(background) ? 0xDE000000 : 0xFFFFFFFF;
        title = label(activity, 20, text);
        title.setTypeface(Typeface.DEFAULT_BOLD);
        message = label(activity, 15, text);
        Button retry = new Button(activity);
        retry.setText(activity.text("apkforge_retry"));
        retry.setOnClickListener(this);
        addView(title);
        addView(message, spaced(activity.dp(8)));
        addView(retry, spaced(activity.dp(24)));
        setVisibility(GONE);
    }

    private static TextView label(MainActivity activity, int sizeSp, int color) {
        TextView view = new TextView(activity);
        view.setTextSize(sizeSp);
        view.setTextColor(color);
        view.setGravity(Gravity.CENTER);
        return view;
    }

    private static LayoutParams spaced(int top) {
        LayoutParams params = new LayoutParams(LayoutParams.WRAP_CONTENT, LayoutParams.WRAP_CONTENT);
        params.topMargin = top;
        return params;
    }

    void show(boolean offline) {
        // Translated string resources the engine writes (English, Hindi, the app's label languages).
        title.setText(activity.text(offline ? "apkforge_offline_title" : "apkforge_error_title"));
        message.setText(activity.text(offline ? "apkforge_offline_text" : "apkforge_error_text"));
        setVisibility(VISIBLE);
    }

    void hide() {
        setVisibility(GONE);
    }

    @Override
    public void onClick(View view) {
        activity.retry();
    }
}
