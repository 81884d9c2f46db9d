/**
 * How many random configs the engine's property test builds and hands to Google's tools. Every run (CI, `npm test`)
 * builds the full count; `npm test -- --quick` sets APKFORGE_PROPERTY_COUNT to the quick one for a faster loop.
 */
export const PROPERTY_COUNT = { full: 200, quick: 20 } as const;

/** The count for this process: APKFORGE_PROPERTY_COUNT when set (a positive integer), else the full count. */
export function propertyCount(env: Record<string, string | undefined> = process.env): number {
  const text = env.APKFORGE_PROPERTY_COUNT;
  if (text === undefined || text === '') return PROPERTY_COUNT.full;
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new Error(`APKFORGE_PROPERTY_COUNT must be a positive integer, not ${JSON.stringify(text)}`);
  return Number(text);
}
