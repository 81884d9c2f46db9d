package dev.apkforge.shell;

import android.app.Activity;
import android.os.Build;
import android.view.View;
import android.view.Window;
import android.view.WindowManager;

/** Status and navigation bars in the theme colour with readable icons; edge-to-edge insets; fullscreen. */
final class SystemBars {
    // View.SYSTEM_UI_FLAG_LIGHT_NAVIGATION_BAR (API 26) is missing from the API 23 jar.
    private static final int LIGHT_NAVIGATION_BAR = 0x10;
    private static final int FULLSCREEN_FLAGS = View.SYSTEM_UI_FLAG_FULLSCREEN | View.SYSTEM_UI_FLAG_HIDE_NAVIGATION
            | View.SYSTEM_UI_FLAG_IMMERSIVE_STICKY | View.SYSTEM_UI_FLAG_LAYOUT_STABLE
            | View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN | View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION;

    private SystemBars() {
    }

    /**
     * Colours the bars (below API 35) and picks icons that read on `color`, the colour behind them.
     * Also leaves fullscreen: it resets the bars to their normal state. For the activity's window and popups'.
     */
    static void style(Window window, View content, int color) {
        boolean light = ShellRules.isLight(color);
        if (Build.VERSION.SDK_INT >= 35) {
            // targetSdk 35+ is drawn edge-to-edge: bar colours are ignored and the bars show the window
            // background (set to the theme colour), so the content steps out of their way.
            Api30Window.padForSystemBars(content);
        } else {
            window.clearFlags(WindowManager.LayoutParams.FLAG_TRANSLUCENT_STATUS | WindowManager.LayoutParams.FLAG_TRANSLUCENT_NAVIGATION);
            window.addFlags(WindowManager.LayoutParams.FLAG_DRAWS_SYSTEM_BAR_BACKGROUNDS);
            window.setStatusBarColor(color);
            // Before API 26 navigation bar icons are always white: keep them on black when the theme is light.
            window.setNavigationBarColor(light && Build.VERSION.SDK_INT < 26 ? 0xFF000000 : color);
        }
        if (Build.VERSION.SDK_INT >= 30) {
            Api30Window.setLightBars(window, light);
            Api30Window.setFullscreen(window, false);
        } else {
            int flags = light ? View.SYSTEM_UI_FLAG_LIGHT_STATUS_BAR | (Build.VERSION.SDK_INT >= 26 ? LIGHT_NAVIGATION_BAR : 0) : 0;
            window.getDecorView().setSystemUiVisibility(flags);
        }
    }

    static void enterFullscreen(Activity activity) {
        Window window = activity.getWindow();
        if (Build.VERSION.SDK_INT >= 30) Api30Window.setFullscreen(window, true);
        else window.getDecorView().setSystemUiVisibility(FULLSCREEN_FLAGS);
    }
}
