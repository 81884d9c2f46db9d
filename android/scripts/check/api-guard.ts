import { classTypesIn, type DexClass, type DexMethod, type DexRef } from './dexdump-model.js';
import { BASE_API, type FrameworkApi } from './framework-api.js';

/** The shell's minSdk: anything newer needs a guard. */
export const MIN_SDK = 24;
const SDK_INT = { owner: 'Landroid/os/Build$VERSION;', name: 'SDK_INT' };
// Classes named ApiNN... hold every call to an API newer than minSdk, NN being the lowest level
// they run on; ART then never verifies such calls on older devices.
const HOLDER = /^Ldev\/apkforge\/shell\/Api(\d+)\w*;$/;

/**
 * Platform callbacks the shell overrides although the API 23 jar lacks them (so javac cannot check
 * the override). Their prototypes may name newer types: the platform only calls them where they exist.
 */
export const LATE_CALLBACKS = [
  {
    base: 'Landroid/webkit/WebViewClient;',
    name: 'shouldOverrideUrlLoading',
    proto: '(Landroid/webkit/WebView;Landroid/webkit/WebResourceRequest;)Z',
    api: 24,
  },
  {
    base: 'Landroid/webkit/WebViewClient;',
    name: 'onRenderProcessGone',
    proto: '(Landroid/webkit/WebView;Landroid/webkit/RenderProcessGoneDetail;)Z',
    api: 26,
  },
];

interface NewerUse {
  symbol: string;
  level: number;
  usedIn: string;
}

export interface ApiCheck {
  problems: string[];
  /** Distinct framework symbols the dex uses. */
  frameworkSymbols: number;
  newer: NewerUse[];
}

/**
 * Checks every framework class, method and field the dex uses: it must exist in API 23 or in a
 * stub; if newer than minSdk it may only be used from an ApiNN holder with NN at least its level;
 * and every method that reaches into a holder must test Build.VERSION.SDK_INT.
 */
export function checkFrameworkUse(classes: DexClass[], api: FrameworkApi): ApiCheck {
  const own = new Set(classes.map((c) => c.descriptor));
  const problems: string[] = [];
  const symbols = new Set<string>();
  const newer = new Map<string, NewerUse>();

  for (const dexClass of classes) {
    const holder = HOLDER.exec(dexClass.descriptor);
    const holderLevel = holder ? Number(holder[1]) : null;
    const use = (ref: DexRef, where: string, lateCallback: boolean) => {
      for (const symbol of externalSymbols(ref, own)) {
        symbols.add(symbol.key);
        const resolved = symbol.resolve(api);
        if (!resolved) {
          problems.push(`${where}: ${symbol.key} is not in android.jar API ${BASE_API} nor in the stubs`);
          continue;
        }
        if (resolved.level <= MIN_SDK) continue;
        newer.set(`${symbol.key} @ ${dexClass.descriptor}`, {
          symbol: symbol.key,
          level: resolved.level,
          usedIn: dexClass.descriptor,
        });
        const allowed =
          (holderLevel !== null && holderLevel >= resolved.level) || (lateCallback && ref.kind === 'type');
        if (!allowed)
          problems.push(
            `${where}: ${symbol.key} is API ${resolved.level}, used outside an Api${resolved.level}+ holder class`,
          );
      }
    };
    const asType = (descriptor: string): DexRef => ({ kind: 'type', owner: descriptor, name: '', descriptor: '' });

    for (const type of [dexClass.superclass, ...dexClass.interfaces])
      if (type) use(asType(type), dexClass.descriptor, false);
    for (const field of dexClass.fields) use(asType(field.type), `${dexClass.descriptor}.${field.name}`, false);
    for (const method of dexClass.methods) {
      const where = `${dexClass.descriptor}.${method.name}${method.proto}`;
      const late = isLateCallback(dexClass, method, classes);
      for (const type of classTypesIn(method.proto)) use(asType(type), where, late);
      for (const ref of method.refs) use(ref, where, false);
      if (holderLevel === null && reachesHolder(method) && !readsSdkInt(method)) {
        problems.push(`${where}: calls an ApiNN holder without testing Build.VERSION.SDK_INT`);
      }
    }
  }
  return { problems, frameworkSymbols: symbols.size, newer: [...newer.values()] };
}

interface ExternalSymbol {
  key: string;
  resolve: (api: FrameworkApi) => { level: number } | null;
}

/** The framework symbols a reference names: its owner type, the member itself, the types in its descriptor. */
function externalSymbols(ref: DexRef, own: Set<string>): ExternalSymbol[] {
  const result: ExternalSymbol[] = [];
  const addType = (descriptor: string) => {
    const element = descriptor.replace(/^\[+/, '');
    if (!element.startsWith('L') || own.has(element)) return;
    const internal = element.slice(1, -1);
    result.push({ key: internal, resolve: (api) => api.resolveClass(internal) });
  };
  addType(ref.owner);
  for (const type of classTypesIn(ref.descriptor)) addType(type);
  const owner = ref.owner.replace(/^\[+/, '');
  if (ref.kind !== 'type' && !own.has(owner)) {
    const internal = ref.owner.startsWith('[') ? ref.owner : owner.slice(1, -1);
    const key = `${internal}.${ref.name}:${ref.descriptor}`;
    result.push({
      key,
      resolve: (api) =>
        ref.kind === 'method'
          ? api.resolveMethod(internal, ref.name, ref.descriptor)
          : api.resolveField(internal, ref.name, ref.descriptor),
    });
  }
  return result;
}

function isLateCallback(dexClass: DexClass, method: DexMethod, classes: DexClass[]): boolean {
  return LATE_CALLBACKS.some(
    (c) => c.name === method.name && c.proto === method.proto && extendsClass(dexClass, c.base, classes),
  );
}

/** True when the class is `base` or inherits from it through classes of the dex. */
export function extendsClass(dexClass: DexClass, base: string, classes: DexClass[]): boolean {
  for (let c: DexClass | undefined = dexClass; c; c = classes.find((k) => k.descriptor === c!.superclass)) {
    if (c.superclass === base) return true;
  }
  return false;
}

function reachesHolder(method: DexMethod): boolean {
  return method.refs.some((ref) => HOLDER.test(ref.owner.replace(/^\[+/, '')));
}

function readsSdkInt(method: DexMethod): boolean {
  return method.refs.some((ref) => ref.kind === 'field' && ref.owner === SDK_INT.owner && ref.name === SDK_INT.name);
}
