package android.app;

import dev.apkforge.stubs.Since;

/** Compile-only stub. developer.android.com/reference/android/app/NotificationChannel */
@Since(26)
public final class NotificationChannel {
    public NotificationChannel(String id, CharSequence name, int importance) {
        throw new RuntimeException("Stub!");
    }
}
