import type { BuildRequestBody } from '@contracts/builds';
import type { AppPermission, Orientation } from '@contracts/app-options';
import type { SessionUser } from '@/lib/auth/session';

/** What the App Configuration form holds when Generate is pressed (checked and named already). */
export interface ApkFormValues {
  url: string;
  appName: string;
  email: string;
  phone: string;
  icon: string;
  packageName: string;
  confirmSite: boolean;
  themeColor: string;
  backgroundColor: string;
  orientation: Orientation;
  permissions: Record<AppPermission, boolean>;
  versionName: string;
  pullToRefresh: boolean;
  /** Checked by contracts/extra-hosts.ts already. */
  extraHosts: string[];
}

/** The body of POST /api/download-apk (docs/api.md): only the options that differ from the engine's defaults. */
export function buildBody(values: ApkFormValues, user: SessionUser): BuildRequestBody {
  const body: BuildRequestBody = {
    url: values.url,
    'app-name': values.appName,
    'owner-name': user.displayName?.trim() ?? '',
    'contact-email': values.email.trim(),
    'phone-number': values.phone.trim(),
    userId: user.uid,
    'confirm-site': values.confirmSite,
  };
  if (values.icon) body['app-icon'] = values.icon;
  if (values.packageName.trim()) body['package-name'] = values.packageName.trim();
  body['theme-color'] = values.themeColor;
  body['background-color'] = values.backgroundColor;
  if (values.orientation !== 'any') body.orientation = values.orientation;
  if (Object.values(values.permissions).some(Boolean)) body.permissions = values.permissions;
  if (values.versionName.trim()) body['version-name'] = values.versionName.trim();
  if (values.extraHosts.length) body['extra-hosts'] = values.extraHosts;
  if (!values.pullToRefresh) body['pull-to-refresh'] = false;
  return body;
}
