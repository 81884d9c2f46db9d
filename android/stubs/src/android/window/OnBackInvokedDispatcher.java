package android.window;

import dev.apkforge.stubs.Since;

/** Compile-only stub. developer.android.com/reference/android/window/OnBackInvokedDispatcher */
@Since(33)
public interface OnBackInvokedDispatcher {
    /** Constant Value: 0 (javac inlines it, so it must match the platform). */
    int PRIORITY_DEFAULT = 0;

    void registerOnBackInvokedCallback(int priority, OnBackInvokedCallback callback);

    void unregisterOnBackInvokedCallback(OnBackInvokedCallback callback);
}
