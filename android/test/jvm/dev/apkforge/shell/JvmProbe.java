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
 * Stateful classes (Navigator): {"call": "new Class", "args": [...]} answers {"value": {"$ref": n}}, and
 * {"call": "$n.method"} calls that object's method, {"call": "$n.field=", "args": [value]} sets a field;
 * objects live until the probe's input ends.
 */
public final class JvmProbe {
    private static final java.util.List<Object> OBJECTS = new java.util.ArrayList<Object>();

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
        String call = request.getString("call");
        JSONArray args = request.getJSONArray("args");
        if (call.startsWith("new ")) {
            Class<?> owner = Class.forName("dev.apkforge.shell." + call.substring(4));
            for (java.lang.reflect.Constructor<?> constructor : owner.getDeclaredConstructors()) {
                if (constructor.getParameterTypes().length != args.length()) continue;
                constructor.setAccessible(true);
                OBJECTS.add(constructor.newInstance(values(constructor.getParameterTypes(), args)));
                return new JSONObject().put("$ref", OBJECTS.size() - 1);
            }
            throw new IllegalArgumentException("no constructor " + call + " with " + args.length() + " arguments");
        }
        String[] target = call.split("\\.");
        Object self = target[0].startsWith("$") ? OBJECTS.get(Integer.parseInt(target[0].substring(1))) : null;
        Class<?> owner = self != null ? self.getClass() : Class.forName("dev.apkforge.shell." + target[0]);
        if (self != null && target[1].endsWith("=")) {
            Field field = owner.getDeclaredField(target[1].substring(0, target[1].length() - 1));
            field.setAccessible(true);
            field.set(self, fromJson(args.get(0), field.getType()));
            return null;
        }
        for (Method method : owner.getDeclaredMethods()) {
            if (!method.getName().equals(target[1]) || method.getParameterTypes().length != args.length()) continue;
            if (self == null && !Modifier.isStatic(method.getModifiers())) throw new IllegalArgumentException(target[1] + " is not static");
            method.setAccessible(true);
            return method.invoke(self, values(method.getParameterTypes(), args));
        }
        throw new IllegalArgumentException("no method " + call + " with " + args.length() + " arguments");
    }

    private static Object[] values(Class<?>[] types, JSONArray args) throws Exception {
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) values[i] = fromJson(args.get(i), types[i]);
        return values;
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
        if (type == JSONObject.class) {
            JSONObject object = (JSONObject) value;
            return object.has("$config") ? new JSONObject(object.getString("$config")) : object;
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
        if (value instanceof String || value instanceof Number || value instanceof Boolean || value instanceof JSONObject) return value;
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
