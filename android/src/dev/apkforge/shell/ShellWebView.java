package dev.apkforge.shell;

import android.graphics.Canvas;
import android.graphics.Paint;
import android.view.MotionEvent;
import android.webkit.WebView;

/**
 * The app's WebView, with pull-to-refresh when the owner left it on (docs/shell-contract.md
 * "Pull to refresh"). A pull starts only where Chrome's does: the page let the drag scroll past its top
 * (onOverScrolled, which WebView reports only when nothing in the page took the touch: a map, a
 * carousel or an inner scroller that is not at its top keeps it, and so does overscroll-behavior).
 * A ring in the theme colour follows the finger; released far enough, the page reloads and the
 * progress line shows the load.
 */
final class ShellWebView extends WebView {
    private final Paint paint = new Paint(Paint.ANTI_ALIAS_FLAG);
    private final float reach;
    /** Pull-to-refresh is on (the app's own WebView only, when config.json allows it). */
    boolean pullable;
    // Where the drag passed the page's top, and how far the finger has gone below it since.
    private float anchor = -1;
    private float pull;

    ShellWebView(MainActivity activity) {
        super(activity);
        reach = activity.dp(80);
        paint.setColor(activity.config.themeColor);
        paint.setStyle(Paint.Style.STROKE);
        paint.setStrokeWidth(activity.dp(4));
    }

    @Override
    protected void onOverScrolled(int scrollX, int scrollY, boolean clampedX, boolean clampedY) {
        super.onOverScrolled(scrollX, scrollY, clampedX, clampedY);
        if (clampedY && scrollY <= 0 && anchor < 0) anchor = -2;
    }

    @Override
    public boolean onTouchEvent(MotionEvent event) {
        boolean handled = super.onTouchEvent(event);
        if (!pullable) return handled;
        int action = event.getActionMasked();
        float y = event.getY();
        if (action == MotionEvent.ACTION_MOVE && event.getPointerCount() == 1 && getScrollY() <= 0 && anchor != -1) {
            if (anchor == -2) anchor = y;
            pull = y - anchor;
            // Back up past where it started: the page scrolls again, the pull is over.
            if (pull < 0) anchor = -1;
        } else if (action != MotionEvent.ACTION_MOVE) {
            if (action == MotionEvent.ACTION_UP && pull >= reach) reload();
            anchor = -1;
        }
        if (anchor == -1) pull = 0;
        invalidate();
        return handled;
    }

    /** The refresh ring over the page: it slides down with the pull and closes when the pull reaches far enough. */
    @Override
    public void draw(Canvas canvas) {
        super.draw(canvas);
        if (pull <= 0) return;
        float progress = Math.min(1, pull / reach);
        float radius = reach / 5;
        float x = getScrollX() + getWidth() / 2f;
        float y = getScrollY() + radius + progress * reach / 2;
        canvas.drawArc(x - radius, y - radius, x + radius, y + radius, -90, 360 * progress, false, paint);
    }
}
