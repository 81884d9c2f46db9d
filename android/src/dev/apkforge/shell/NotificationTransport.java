package dev.apkforge.shell;

import android.content.Context;

/**
 * How notifications reach the app (docs/shell-contract.md "Notifications"). Today the app polls its
 * feed (NotifyService); a Firebase Cloud Messaging transport would be another implementation that
 * hands what it receives to NotifyService.show, so neither the composer nor the feed change.
 */
interface NotificationTransport {
    /** Called at every launch and after a reboot: cheap, and idempotent. */
    void start(Context context);
}
