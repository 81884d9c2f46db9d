package android.webkit;

import dev.apkforge.stubs.Since;

/** Compile-only stub. developer.android.com/reference/android/webkit/RenderProcessGoneDetail */
@Since(26)
public abstract class RenderProcessGoneDetail {
    public RenderProcessGoneDetail() {
        throw new RuntimeException("Stub!");
    }

    public abstract boolean didCrash();
}
