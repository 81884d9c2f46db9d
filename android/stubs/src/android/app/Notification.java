package android.app;

import android.content.Context;
import dev.apkforge.stubs.Since;

/**
 * Compile-only SHADOW of android.app.Notification and the nested classes the shell uses: it replaces
 * the API 23 classes on the compile classpath because Notification.Builder gained a constructor taking a
 * channel (API 26). Members without @Since are in API 23 (the build test checks them against android.jar).
 */
public class Notification {
    public Notification() {
        throw new RuntimeException("Stub!");
    }

    public static class Builder {
        public Builder(Context context) {
            throw new RuntimeException("Stub!");
        }

        @Since(26)
        public Builder(Context context, String channelId) {
            throw new RuntimeException("Stub!");
        }

        public Builder setSmallIcon(int icon) {
            throw new RuntimeException("Stub!");
        }

        public Builder setColor(int argb) {
            throw new RuntimeException("Stub!");
        }

        public Builder setContentTitle(CharSequence title) {
            throw new RuntimeException("Stub!");
        }

        public Builder setContentText(CharSequence text) {
            throw new RuntimeException("Stub!");
        }

        public Builder setStyle(Style style) {
            throw new RuntimeException("Stub!");
        }

        public Builder setContentIntent(PendingIntent intent) {
            throw new RuntimeException("Stub!");
        }

        public Builder setAutoCancel(boolean autoCancel) {
            throw new RuntimeException("Stub!");
        }

        public Notification build() {
            throw new RuntimeException("Stub!");
        }
    }

    public abstract static class Style {
        public Style() {
            throw new RuntimeException("Stub!");
        }
    }

    public static class BigTextStyle extends Style {
        public BigTextStyle() {
            throw new RuntimeException("Stub!");
        }

        public BigTextStyle bigText(CharSequence text) {
            throw new RuntimeException("Stub!");
        }
    }
}
