import { databaseNamespaceOf, LOOPBACK, PORTS, PROJECT_ID } from '@contracts/local-stack';
import { FUNCTIONS_REGION } from '@contracts/region';

// The one place that reads import.meta.env. Everything else imports `env`.
// The defaults are the local stack's (`vite --mode emulator`, contracts/local-stack.ts): it needs no env file.
// A production build must set the VITE_FIREBASE_* values (vite.config.ts refuses to build without them).
type RawEnv = Partial<Record<keyof ImportMetaEnv | 'MODE', string | undefined>>;

/** Vite mode of the local stack (npm start / npm run dev). */
const LOCAL_STACK_MODE = 'emulator';

export interface AppEnv {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    databaseURL: string;
    storageBucket: string;
    appId: string;
  };
  functionsRegion: string;
  useEmulators: boolean;
  emulators: { host: string; authPort: number; databasePort: number; functionsPort: number };
  /** '' means same origin (Hosting rewrites /api/**). Never ends with '/'. */
  apiBase: string;
  razorpayCheckoutUrl: string;
  brandName: string;
  supportEmail: string;
  developerName: string;
  developerUrl: string;
}

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
}

export function readEnv(raw: RawEnv): AppEnv {
  const localStack = raw.MODE === LOCAL_STACK_MODE;
  const projectId = text(raw.VITE_FIREBASE_PROJECT_ID, PROJECT_ID);
  const emulatorHost = text(raw.VITE_EMULATOR_HOST, LOOPBACK);
  return {
    firebase: {
      apiKey: text(raw.VITE_FIREBASE_API_KEY, `${PROJECT_ID}-key`),
      authDomain: text(raw.VITE_FIREBASE_AUTH_DOMAIN, `${projectId}.firebaseapp.com`),
      projectId,
      databaseURL: text(
        raw.VITE_FIREBASE_DATABASE_URL,
        `http://${LOOPBACK}:${PORTS.database}/?ns=${databaseNamespaceOf(projectId)}`,
      ),
      storageBucket: text(raw.VITE_FIREBASE_STORAGE_BUCKET, `${projectId}.appspot.com`),
      appId: text(raw.VITE_FIREBASE_APP_ID, '1:000000000000:web:demoapkforge'),
    },
    functionsRegion: text(raw.VITE_FUNCTIONS_REGION, FUNCTIONS_REGION),
    useEmulators: raw.VITE_USE_EMULATORS ? raw.VITE_USE_EMULATORS.trim() === 'true' : localStack,
    emulators: {
      host: emulatorHost,
      authPort: port(raw.VITE_AUTH_EMULATOR_PORT, PORTS.auth),
      databasePort: port(raw.VITE_DATABASE_EMULATOR_PORT, PORTS.database),
      functionsPort: port(raw.VITE_FUNCTIONS_EMULATOR_PORT, PORTS.functions),
    },
    apiBase: (raw.VITE_API_BASE ?? '').trim().replace(/\/+$/, ''),
    // Locally, the payment sandbox (tools/razorpay-sandbox) serves a checkout.js with the same API.
    razorpayCheckoutUrl: text(
      raw.VITE_RAZORPAY_CHECKOUT_URL,
      localStack
        ? `http://${emulatorHost}:${PORTS.razorpay}/v1/checkout.js`
        : 'https://checkout.razorpay.com/v1/checkout.js',
    ),
    brandName: text(raw.VITE_BRAND_NAME, 'Apkforge'),
    supportEmail: text(raw.VITE_SUPPORT_EMAIL, 'support@apkforge.example'),
    developerName: text(raw.VITE_DEVELOPER_NAME, 'Apkforge Team'),
    developerUrl: text(raw.VITE_DEVELOPER_URL, 'https://www.linkedin.com/company/apkforge'),
  };
}

export const env: AppEnv = readEnv(import.meta.env);
