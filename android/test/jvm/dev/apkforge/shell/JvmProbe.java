package dev.apkforge.shell;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * Test-only bridge (never in the dex): calls the shell's pure classes on the host JVM for the vitest
 * suites in android/test (jvm-probe.ts). One JSON request per stdin line,
 * {"call": "Class.method", "args": [...]}, one JSON answer per stdout line: {"value": ...} or
 * {"error": "the exception"}. Arguments follow the parameter types: a JSON object for a ShellConfig is
 * the config.json text it is parsed from, {"$config": text} passes any text. Results that are shell
 * objects come back as their fields. Output is ASCII (\\u escapes) so lone surrogates survive.
 */
public final class JvmProbe {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null; ) {
            JSONObject answer = new JSONObject();
            try {
                answer.put("value", toJson(call(new JSONObject(line))));
            } catch (InvocationTargetException e) {
                answer.put("error", String.valueOf(e.getCause()));
            }
            out.append(ascii(answer.toString())).append('\n');
        }
        System.out.print(out);
    }

    private static Object call(JSONObject request) throws Exception {
        String[] target = request.getString("call").split("\\.");
        JSONArray args = request.getJSONArray("args");
        Class<?> owner = Class.forName("dev.apkforge.shell." + target[0]);
        for (Method method : owner.getDeclaredMethods()) {
            if (!method.getName().equals(target[1]) || method.getParameterTypes().length != args.length()) continue;
            if (!Modifier.isStatic(method.getModifiers())) throw new IllegalArgumentException(target[1] + " is not static");
            Class<?>[] types = method.getParameterTypes();
            Object[] values = new Object[types.length];
            for (int i = 0; i < types.length; i++) values[i] = fromJson(args.get(i), types[i]);
            method.setAccessible(true);
            return method.invoke(null, values);
        }
        throw new IllegalArgumentException("no method " + request.getString("call") + " with " + args.length() + " arguments");
    }

    private static Object fromJson(Object value, Class<?> type) throws Exception {
        if (value == JSONObject.NULL) return null;
        if (type == int.class) return ((Number) value).intValue();
        if (type == long.class) return ((Number) value).longValue();
        if (type == boolean.class) return (Boolean) value;
        if (type == String.class) return (String) value;
        if (type == String[].class) {
            JSONArray array = (JSONArray) value;
            String[] strings = new String[array.length()];
            for (int i = 0; i < strings.length; i++) strings[i] = array.isNull(i) ? null : array.getString(i);
            return strings;
        }
        if (type == ShellConfig.class) {
            JSONObject object = (JSONObject) value;
            String text = object.has("$config") ? (object.isNull("$config") ? null : object.getString("$config")) : object.toString();
            Method parse = ShellConfig.class.getDeclaredMethod("parse", String.class, int.class);
            parse.setAccessible(true);
            return parse.invoke(null, text, 0x123456);
        }
        throw new IllegalArgumentException("unsupported parameter type " + type);
    }

    private static Object toJson(Object value) throws Exception {
        if (value == null) return JSONObject.NULL;
        if (value instanceof String || value instanceof Number || value instanceof Boolean) return value;
        if (value instanceof byte[]) {
            JSONArray array = new JSONArray();
            for (byte b : (byte[]) value) array.put(b & 0xFF);
            return array;
        }
        if (value instanceof java.util.Collection) return toJson(((java.util.Collection<?>) value).toArray());
        if (value instanceof Object[]) {
            JSONArray array = new JSONArray();
            for (Object item : (Object[]) value) array.put(toJson(item));
            return array;
        }
        JSONObject object = new JSONObject();
        for (Field field : value.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers())) continue;
            field.setAccessible(true);
            object.put(field.getName(), toJson(field.get(value)));
        }
        return object;
    }

    private static String ascii(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) out.append(c);
            else out.append(String.format("\\u%04x", (int) c));
        }
        return out.toString();
    }
}
