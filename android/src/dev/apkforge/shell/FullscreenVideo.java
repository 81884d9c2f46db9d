package dev.apkforge.shell;

import android.content.pm.ActivityInfo;
import android.view.View;
import android.view.ViewGroup;
import android.webkit.WebChromeClient;
import android.widget.FrameLayout;

/** A video the page sends fullscreen: drawn over everything, bars hidden, free to rotate. */
final class FullscreenVideo {
    private final MainActivity activity;
    private View view;
    private WebChromeClient.CustomViewCallback callback;

    FullscreenVideo(MainActivity activity) {
        this.activity = activity;
    }

    boolean isShowing() {
        return view != null;
    }

    void show(View video, WebChromeClient.CustomViewCallback onHidden) {
        if (view != null) {
            onHidden.onCustomViewHidden();
            return;
        }
        view = video;
        callback = onHidden;
        video.setBackgroundColor(0xFF000000);
        decor().addView(video, new FrameLayout.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.MATCH_PARENT));
        SystemBars.enterFullscreen(activity);
        // A portrait or landscape app lets the video follow the device (within the user's rotation lock).
        if (activity.config.orientation != ActivityInfo.SCREEN_ORIENTATION_UNSPECIFIED) {
            activity.setRequestedOrientation(ActivityInfo.SCREEN_ORIENTATION_USER);
        }
        activity.updateBack();
    }

    // WebView answers onCustomViewHidden by calling onHideCustomView again: the early return ends that loop.
    void hide() {
        if (view == null) return;
        decor().removeView(view);
        view = null;
        activity.restoreWindow();
        WebChromeClient.CustomViewCallback onHidden = callback;
        callback = null;
        onHidden.onCustomViewHidden();
        activity.updateBack();
    }

    // The decor view (a FrameLayout) covers the system bars' area too, unlike the padded content view.
    private ViewGroup decor() {
        return (ViewGroup) activity.getWindow().getDecorView();
    }
}
