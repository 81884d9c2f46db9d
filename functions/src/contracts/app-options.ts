// The app options the App Configuration form offers and the build endpoint passes to the packaging engine
// (docs/api.md "POST /api/download-apk", docs/product.md "App options"). The engine's defaults live here so the
// form's preview shows what an untouched build gets.

/** The status bar, toolbar and letter-icon colour when none is chosen. */
export const DEFAULT_THEME_COLOR = '#0a7a5c';
/** The splash (launch screen) background when none is chosen. */
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';

export const ORIENTATIONS = ['any', 'portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Device features the app may ask for; each is declared not required, so Play shows the app to every device. */
export const APP_PERMISSIONS = ['camera', 'microphone', 'location'] as const;
export type AppPermission = (typeof APP_PERMISSIONS)[number];

/** A colour the build accepts: '#rrggbb' (what a colour input gives) or '#rgb'. */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Longest version name (the engine's limit). */
export const VERSION_NAME_MAX_LENGTH = 100;
