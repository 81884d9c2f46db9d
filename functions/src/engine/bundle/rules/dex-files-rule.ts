import { ANDROID_NS } from '../../core/xml/android-attrs.js';
import { ValueType } from '../../core/res/res-value.js';
import { DEX_NAME, ModulePath } from '../bundle-layout.js';
import type { BundleView, ModuleView } from '../bundle-view.js';

const DEX_MAGIC = [0x64, 0x65, 0x78, 0x0a]; // "dex\n"
/** android:hasCode (frameworks/base/core/res/res/values/public.xml). */
const HAS_CODE = 0x0101000c;

function declaresNoCode(module: ModuleView): boolean {
  const application = module.manifest?.root.children.find((c) => c.name === 'application');
  const hasCode = application?.attributes.find(
    (a) => a.resourceId === HAS_CODE || (a.namespace === ANDROID_NS && a.name === 'hasCode'),
  )?.value;
  return typeof hasCode === 'object' && hasCode.type === ValueType.INT_BOOLEAN && hasCode.data === 0;
}

/**
 * bundletool's DexFilesValidator (classes.dex, classes2.dex... without gaps; code unless hasCode="false"),
 * and our own check that each is a dex file at all (nothing else here notices a broken one).
 */
export function checkDexFiles(view: BundleView): string[] {
  const issues: string[] = [];
  for (const module of view.modules) {
    const dex = [...module.files.keys()]
      .filter((p) => p.startsWith(`${ModulePath.dex}/`) && DEX_NAME.test(p.slice(ModulePath.dex.length + 1)))
      .map((p) => ({ path: p, index: Number(DEX_NAME.exec(p.slice(4))![1] || 1) }))
      .sort((a, b) => a.index - b.index);
    dex.forEach(({ path, index }, i) => {
      const expected = i === 0 ? 'classes.dex' : `classes${i + 1}.dex`;
      if (index !== i + 1 || path !== `${ModulePath.dex}/${expected}`)
        issues.push(
          `Invalid dex file indices in module '${module.name}': expected ${expected}, found ${path.slice(4)}.`,
        );
      const data = module.files.get(path)!;
      if (DEX_MAGIC.some((b, k) => data[k] !== b)) issues.push(`${module.name}/${path} is not a dex file.`);
    });
    if (!dex.length && module.manifest && !declaresNoCode(module))
      issues.push(`Module '${module.name}' has no dex files but does not declare android:hasCode="false".`);
  }
  return issues;
}
