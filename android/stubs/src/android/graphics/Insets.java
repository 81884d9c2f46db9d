package android.graphics;

import dev.apkforge.stubs.Since;

/** Compile-only stub. developer.android.com/reference/android/graphics/Insets */
@Since(29)
public final class Insets {
    public final int left;
    public final int top;
    public final int right;
    public final int bottom;

    private Insets() {
        throw new RuntimeException("Stub!");
    }
}
