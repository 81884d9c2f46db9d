package android.view;

import dev.apkforge.stubs.Since;

/** Compile-only stub. developer.android.com/reference/android/view/WindowInsetsController */
@Since(30)
public interface WindowInsetsController {
    // Constant values from the platform (javac inlines them, so they must match).
    int APPEARANCE_LIGHT_STATUS_BARS = 1 << 3;
    int APPEARANCE_LIGHT_NAVIGATION_BARS = 1 << 4;
    int BEHAVIOR_SHOW_TRANSIENT_BARS_BY_SWIPE = 2;

    void setSystemBarsAppearance(int appearance, int mask);

    void setSystemBarsBehavior(int behavior);

    void hide(int types);

    void show(int types);
}
