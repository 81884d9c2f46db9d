import type { BuildRequestBody, BuildResponse } from '@contracts/builds';
import { downloadFileName } from '@contracts/file-name';

/** What the result panel shows of a finished free build (docs/product.md "Build result"). */
export interface BuildResult {
  buildId: string;
  appName: string;
  fileName: string;
  packageName?: string;
  versionCode?: number;
  versionName?: string;
  size?: number;
  sha256?: string;
  certificateSha256?: string;
  /** The uploaded icon (a data URL) or '' for the letter icon the engine draws on `themeColor`. */
  icon: string;
  themeColor?: string;
}

/**
 * The build's answer, with what the form sent for what the answer does not repeat (the icon and its colour). An answer
 * without a build id (a server of another version) has nothing to download again: no panel then.
 */
export function toBuildResult(answer: Partial<BuildResponse>, body: BuildRequestBody): BuildResult | null {
  if (typeof answer.buildId !== 'string' || answer.buildId === '') return null;
  const appName = answer.appName ?? body['app-name'];
  return {
    buildId: answer.buildId,
    appName,
    fileName: answer.fileName ?? downloadFileName(appName),
    ...(answer.packageName ? { packageName: answer.packageName } : {}),
    ...(typeof answer.versionCode === 'number' ? { versionCode: answer.versionCode } : {}),
    ...(answer.versionName ? { versionName: answer.versionName } : {}),
    ...(typeof answer.size === 'number' ? { size: answer.size } : {}),
    ...(answer.sha256 ? { sha256: answer.sha256 } : {}),
    ...(answer.certificateSha256 ? { certificateSha256: answer.certificateSha256 } : {}),
    icon: body['app-icon'] ?? '',
    ...(body['theme-color'] ? { themeColor: body['theme-color'] } : {}),
  };
}
