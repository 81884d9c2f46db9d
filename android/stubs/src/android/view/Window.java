package android.view;

import android.content.Context;
import android.graphics.drawable.Drawable;
import android.window.OnBackInvokedDispatcher;
import dev.apkforge.stubs.Since;

/**
 * Compile-only SHADOW of android.view.Window: it replaces the API 23 class on the compile
 * classpath, so it declares every Window member the shell uses. Members without @Since are in
 * API 23 (the build test checks them against android.jar); the others were added later.
 */
public abstract class Window {
    public Window(Context context) {
        throw new RuntimeException("Stub!");
    }

    public abstract View getDecorView();

    public void addFlags(int flags) {
        throw new RuntimeException("Stub!");
    }

    public void clearFlags(int flags) {
        throw new RuntimeException("Stub!");
    }

    public abstract int getStatusBarColor();

    public abstract void setStatusBarColor(int color);

    public abstract void setNavigationBarColor(int color);

    public abstract void setBackgroundDrawable(Drawable drawable);

    public void setLayout(int width, int height) {
        throw new RuntimeException("Stub!");
    }

    @Since(30)
    public WindowInsetsController getInsetsController() {
        throw new RuntimeException("Stub!");
    }

    @Since(33)
    public OnBackInvokedDispatcher getOnBackInvokedDispatcher() {
        throw new RuntimeException("Stub!");
    }
}
