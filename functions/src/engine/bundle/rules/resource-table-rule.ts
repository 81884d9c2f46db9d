import { messageFileReferences } from '../../core/aapt-pb/table-convert.js';
import { FileType } from '../../core/aapt-pb/value-messages.js';
import { readProtoXml } from '../../core/aapt-pb/xml-convert.js';
import { ModulePath } from '../bundle-layout.js';
import type { BundleView, ModuleView } from '../bundle-view.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function checkFileContent(module: ModuleView, path: string, type: number, data: Uint8Array): string | undefined {
  const where = `${module.name}/${path}`;
  if (type === FileType.PNG && PNG_SIGNATURE.some((b, i) => data[i] !== b)) return `${where} is not a PNG file.`;
  if (type === FileType.BINARY_XML) return `${where} is binary XML; a bundle holds XML resources as protobuf.`;
  if (type === FileType.PROTO_XML) {
    try {
      readProtoXml(data, where);
    } catch (error) {
      return `${where} is not protobuf XML (${(error as Error).message}).`;
    }
  }
  return undefined;
}

/**
 * bundletool's ResourceTableValidator (a table where there are resource files; every file it references
 * exists under res/ and every file under res/ is referenced), plus our own checks that each file holds what
 * the table says (protobuf XML, PNG) and that the table belongs to the manifest's package.
 */
export function checkResourceTables(view: BundleView): string[] {
  const issues: string[] = [];
  for (const module of view.modules) {
    const resPrefix = `${ModulePath.res}/`;
    const resFiles = [...module.files.keys()].filter((p) => p.startsWith(resPrefix));
    if (!module.tableMessage) {
      if (resFiles.length && !module.files.has(ModulePath.resourceTable))
        issues.push(`Module '${module.name}' contains resource files but is missing a resource table.`);
      continue;
    }
    const referenced = messageFileReferences(module.tableMessage);
    for (const [path, type] of referenced) {
      const data = module.files.get(path);
      if (!path.startsWith(resPrefix))
        issues.push(`Resource table of module '${module.name}' references '${path}' outside res/.`);
      else if (!data) issues.push(`Resource table of module '${module.name}' references the missing file '${path}'.`);
      else {
        const problem = checkFileContent(module, path, type, data);
        if (problem) issues.push(problem);
      }
    }
    const unreferenced = resFiles.filter((p) => !referenced.has(p));
    if (unreferenced.length)
      issues.push(
        `Module '${module.name}' has resource files the resource table does not reference: ${unreferenced.join(', ')}.`,
      );
    const pkg = module.manifest?.root.attributes.find((a) => a.namespace === undefined && a.name === 'package')?.value;
    const tablePackage = module.tableMessage.package?.[0]?.packageName;
    if (typeof pkg === 'string' && tablePackage !== undefined && tablePackage !== pkg)
      issues.push(`Resource table of module '${module.name}' is for '${tablePackage}', not '${pkg}'.`);
  }
  return issues;
}
