package dev.apkforge.shell;

import android.content.Context;
import android.graphics.Canvas;
import android.graphics.Paint;
import android.view.View;

/** The thin loading bar at the top of the page; gone once the page has loaded. */
final class ProgressLine extends View {
    private final Paint paint = new Paint();
    private int percent;

    ProgressLine(Context context, int color) {
        super(context);
        paint.setColor(color);
        setVisibility(GONE);
    }

    void setPercent(int value) {
        percent = Math.max(0, Math.min(100, value));
        setVisibility(percent >= 100 ? GONE : VISIBLE);
        invalidate();
    }

    @Override
    protected void onDraw(Canvas canvas) {
        float filled = getWidth() * percent / 100f;
        boolean rtl = getLayoutDirection() == LAYOUT_DIRECTION_RTL;
        canvas.drawRect(rtl ? getWidth() - filled : 0, 0, rtl ? getWidth() : filled, getHeight(), paint);
    }
}
