package dev.apkforge.shell;

import android.view.Window;
import android.window.OnBackInvokedCallback;
import android.window.OnBackInvokedDispatcher;

/**
 * API 33+ back handling (targetSdk 36 no longer calls onBackPressed). Registered only while the app
 * has somewhere to go back to, so that at the start page the system leaves the app (with the
 * predictive back animation). Only created behind an SDK_INT check.
 */
final class Api33Back implements OnBackInvokedCallback {
    private final MainActivity activity;
    private boolean registered;

    Api33Back(MainActivity activity) {
        this.activity = activity;
    }

    void setEnabled(Window window, boolean enabled) {
        if (enabled == registered) return;
        OnBackInvokedDispatcher dispatcher = window.getOnBackInvokedDispatcher();
        if (enabled) dispatcher.registerOnBackInvokedCallback(OnBackInvokedDispatcher.PRIORITY_DEFAULT, this);
        else dispatcher.unregisterOnBackInvokedCallback(this);
        registered = enabled;
    }

    @Override
    public void onBackInvoked() {
        activity.handleBack();
    }
}
