package android.view;

import android.graphics.Insets;
import dev.apkforge.stubs.Since;

/**
 * Compile-only SHADOW of android.view.WindowInsets (see Window.java): the API 30 members the shell
 * uses on API 35+.
 */
public final class WindowInsets {
    @Since(30)
    public static final WindowInsets CONSUMED = new WindowInsets();

    private WindowInsets() {
        throw new RuntimeException("Stub!");
    }

    @Since(30)
    public Insets getInsets(int typeMask) {
        throw new RuntimeException("Stub!");
    }

    @Since(30)
    public static final class Type {
        private Type() {
        }

        @Since(30)
        public static int systemBars() {
            throw new RuntimeException("Stub!");
        }

        @Since(30)
        public static int displayCutout() {
            throw new RuntimeException("Stub!");
        }

        @Since(30)
        public static int ime() {
            throw new RuntimeException("Stub!");
        }
    }
}
