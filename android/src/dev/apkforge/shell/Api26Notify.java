package dev.apkforge.shell;

import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.content.Context;

/** API 26+ notification channels. Only called behind an SDK_INT check. */
final class Api26Notify {
    private Api26Notify() {
    }

    /**
     * A builder on the app's one channel, created (or renamed, when the language changed) first: the
     * channel's name is the engine's translated string, so the system settings show it in the app's language.
     */
    static Notification.Builder builder(Context context, NotificationManager manager, String name) {
        manager.createNotificationChannel(new NotificationChannel(NotifyService.CHANNEL, name, NotificationManager.IMPORTANCE_DEFAULT));
        return new Notification.Builder(context, NotifyService.CHANNEL);
    }
}
