package android.window;

import dev.apkforge.stubs.Since;

/** Compile-only stub. developer.android.com/reference/android/window/OnBackInvokedCallback */
@Since(33)
public interface OnBackInvokedCallback {
    void onBackInvoked();
}
