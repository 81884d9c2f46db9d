package dev.apkforge.stubs;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The API level that added a stubbed class or member (from developer.android.com). The build test
 * reads it from the stub class files: a stub-only symbol may be used only by the shell's ApiNN
 * classes with NN at least this level. Members of shadow classes without it must exist in the
 * API 23 android.jar, which the test checks too.
 */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface Since {
    int value();
}
