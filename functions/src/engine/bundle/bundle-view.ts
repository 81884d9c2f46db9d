import { BundleConfigSchema, type BundleConfigMessage } from '../core/bundle-pb/bundle-config-message.js';
import { tableFromMessage } from '../core/aapt-pb/table-convert.js';
import { ResourceTableSchema, type ResourceTableMessage } from '../core/aapt-pb/table-messages.js';
import { readProtoXml } from '../core/aapt-pb/xml-convert.js';
import type { ResourceTable } from '../core/arsc/table-model.js';
import { decodeMessage } from '../core/proto/message-codec.js';
import type { XmlDocument } from '../core/xml/xml-model.js';
import { BUNDLE_CONFIG_PATH, BUNDLE_METADATA, META_INF, ModulePath } from './bundle-layout.js';

export interface ModuleView {
  name: string;
  /** The module's files by their path inside the module folder. */
  files: Map<string, Uint8Array>;
  manifest?: XmlDocument;
  /** resources.pb as read (file references keep their kind here) and as the engine's table model. */
  tableMessage?: ResourceTableMessage;
  table?: ResourceTable;
}

/** A bundle's files, read into the models the validation rules look at. */
export interface BundleView {
  files: ReadonlyMap<string, Uint8Array>;
  config?: BundleConfigMessage;
  modules: ModuleView[];
}

const reason = (error: unknown) => (error as Error).message;

/** Parses what can be parsed; every file that cannot is one issue, and the rules skip what is missing. */
export function viewBundle(files: ReadonlyMap<string, Uint8Array>): { view: BundleView; issues: string[] } {
  const issues: string[] = [];
  const view: BundleView = { files, modules: [] };
  const config = files.get(BUNDLE_CONFIG_PATH);
  if (!config) {
    issues.push(`The archive is not an App Bundle: ${BUNDLE_CONFIG_PATH} is missing.`);
  } else {
    try {
      view.config = decodeMessage(BundleConfigSchema, config, 'BundleConfig');
    } catch (error) {
      issues.push(`${BUNDLE_CONFIG_PATH} could not be parsed (${reason(error)}).`);
    }
  }
  const modules = new Map<string, ModuleView>();
  for (const [path, data] of files) {
    const slash = path.indexOf('/');
    const top = path.slice(0, slash);
    if (slash <= 0 || top === META_INF || top === BUNDLE_METADATA) continue;
    let module = modules.get(top);
    if (!module) modules.set(top, (module = { name: top, files: new Map() }));
    module.files.set(path.slice(slash + 1), data);
  }
  for (const module of modules.values()) {
    const manifest = module.files.get(ModulePath.manifest);
    if (!manifest) issues.push(`Module '${module.name}' is missing its ${ModulePath.manifest}.`);
    else {
      try {
        module.manifest = readProtoXml(manifest, `${module.name}/${ModulePath.manifest}`);
      } catch (error) {
        issues.push(`${module.name}/${ModulePath.manifest} could not be parsed (${reason(error)}).`);
      }
    }
    const table = module.files.get(ModulePath.resourceTable);
    if (table) {
      try {
        module.tableMessage = decodeMessage(ResourceTableSchema, table, `${module.name}/${ModulePath.resourceTable}`);
        module.table = tableFromMessage(module.tableMessage);
      } catch (error) {
        issues.push(`${module.name}/${ModulePath.resourceTable} could not be parsed (${reason(error)}).`);
      }
    }
    view.modules.push(module);
  }
  return { view, issues };
}
