package android.webkit;

import dev.apkforge.stubs.Since;

/**
 * Compile-only SHADOW of android.webkit.WebSettings: it replaces the API 23 class on the compile
 * classpath, so it declares every member the shell uses. Members without @Since are in API 23.
 */
public abstract class WebSettings {
    public static final int MIXED_CONTENT_COMPATIBILITY_MODE = 2;

    public WebSettings() {
        throw new RuntimeException("Stub!");
    }

    public abstract void setBuiltInZoomControls(boolean enabled);

    public abstract void setDisplayZoomControls(boolean enabled);

    public abstract void setAllowFileAccess(boolean allow);

    public abstract void setLoadWithOverviewMode(boolean overview);

    public abstract void setUseWideViewPort(boolean use);

    public abstract void setSupportMultipleWindows(boolean support);

    public abstract void setJavaScriptEnabled(boolean flag);

    public abstract void setDomStorageEnabled(boolean flag);

    public abstract void setUserAgentString(String ua);

    public abstract String getUserAgentString();

    public abstract void setMixedContentMode(int mode);

    /** developer.android.com/reference/android/webkit/WebSettings#setAlgorithmicDarkeningAllowed(boolean) */
    @Since(33)
    public void setAlgorithmicDarkeningAllowed(boolean allow) {
        throw new RuntimeException("Stub!");
    }
}
