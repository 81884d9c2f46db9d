import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The android/ workspace folder. */
export const ANDROID_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_DIR = resolve(ANDROID_DIR, '..');
export const SHELL_SOURCES_DIR = join(ANDROID_DIR, 'src');
export const STUB_SOURCES_DIR = join(ANDROID_DIR, 'stubs', 'src');
/** Git-ignored: Debian packages, the private apt state, extracted jars. */
export const CACHE_DIR = join(ANDROID_DIR, '.cache');
/** The committed dex that the engine embeds in every APK. */
export const COMMITTED_DEX = join(REPO_DIR, 'functions', 'src', 'engine', 'shell', 'classes.dex');
/** ProGuard's mapping of the committed dex, in the same folder (or next to --out). */
export const MAPPING_NAME = 'proguard.map';
/** Its raw DEFLATE form, which the engine stores in APKs: next to the dex (or to --out) with this suffix. */
export const DEFLATE_SUFFIX = '.deflate';
