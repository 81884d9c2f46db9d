package android.app;

import dev.apkforge.stubs.Since;

/**
 * Compile-only SHADOW of android.app.NotificationManager: it replaces the API 23 class on the compile
 * classpath, so it declares every member the shell uses. Members without @Since are in API 23 (the
 * build test checks them against android.jar); the others were added later.
 */
public class NotificationManager {
    @Since(24)
    public static final int IMPORTANCE_DEFAULT = 3;

    NotificationManager() {
        throw new RuntimeException("Stub!");
    }

    public void notify(int id, Notification notification) {
        throw new RuntimeException("Stub!");
    }

    @Since(26)
    public void createNotificationChannel(NotificationChannel channel) {
        throw new RuntimeException("Stub!");
    }
}
