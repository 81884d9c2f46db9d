package android.webkit;

import android.net.Uri;
import dev.apkforge.stubs.Since;

/**
 * Compile-only SHADOW of android.webkit.WebResourceRequest: it replaces the API 23 interface on the
 * compile classpath, so it declares every member the shell uses. Members without @Since are in API 23.
 */
public interface WebResourceRequest {
    Uri getUrl();

    boolean isForMainFrame();

    boolean hasGesture();

    /** developer.android.com/reference/android/webkit/WebResourceRequest#isRedirect() */
    @Since(24)
    boolean isRedirect();
}
