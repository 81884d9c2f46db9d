package dev.apkforge.shell;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;

/** After a reboot, notifications start again without the app being opened (the manifest's BOOT_COMPLETED). */
public final class BootReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context context, Intent intent) {
        NotifyService.transport().start(context);
    }
}
