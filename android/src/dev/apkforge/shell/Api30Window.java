package dev.apkforge.shell;

import android.graphics.Insets;
import android.view.View;
import android.view.Window;
import android.view.WindowInsets;
import android.view.WindowInsetsController;

/** API 30+ window calls: system bar appearance and visibility, inset padding. Only used behind SDK_INT checks. */
final class Api30Window implements View.OnApplyWindowInsetsListener {
    private static final int LIGHT_BARS = WindowInsetsController.APPEARANCE_LIGHT_STATUS_BARS
            | WindowInsetsController.APPEARANCE_LIGHT_NAVIGATION_BARS;
    private static final Api30Window INSETS = new Api30Window();

    private Api30Window() {
    }

    static void setLightBars(Window window, boolean light) {
        WindowInsetsController controller = window.getInsetsController();
        if (controller != null) controller.setSystemBarsAppearance(light ? LIGHT_BARS : 0, LIGHT_BARS);
    }

    static void setFullscreen(Window window, boolean fullscreen) {
        WindowInsetsController controller = window.getInsetsController();
        if (controller == null) return;
        if (fullscreen) {
            controller.setSystemBarsBehavior(WindowInsetsController.BEHAVIOR_SHOW_TRANSIENT_BARS_BY_SWIPE);
            controller.hide(WindowInsets.Type.systemBars());
        } else {
            controller.show(WindowInsets.Type.systemBars());
        }
    }

    /**
     * Edge-to-edge (enforced for targetSdk 35+ on API 35+): the content view takes the system bars,
     * the display cutout and the keyboard as padding, so nothing hides under them and adjustResize
     * keeps working.
     */
    static void padForSystemBars(View content) {
        content.setOnApplyWindowInsetsListener(INSETS);
        content.requestApplyInsets();
    }

    @Override
    public WindowInsets onApplyWindowInsets(View view, WindowInsets insets) {
        Insets padding = insets.getInsets(WindowInsets.Type.systemBars() | WindowInsets.Type.displayCutout() | WindowInsets.Type.ime());
        view.setPadding(padding.left, padding.top, padding.right, padding.bottom);
        return WindowInsets.CONSUMED;
    }
}
