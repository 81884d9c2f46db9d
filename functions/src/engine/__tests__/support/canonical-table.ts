import type { ResourceTable } from '../../core/arsc/table-model.js';

/**
 * A table with its configurations in a fixed order and empty ones dropped: two tables that hold the same
 * resources compare equal however their configurations were ordered (the order carries no meaning).
 */
export function canonicalTable(table: ResourceTable): ResourceTable {
  const key = (config: object) => JSON.stringify(config, Object.keys(config).sort());
  return {
    packageName: table.packageName,
    types: table.types.map((type) => ({
      name: type.name,
      entries: [...type.entries],
      configs: type.configs
        .filter((c) => c.values.size > 0)
        .map((c) => ({ config: c.config, values: new Map([...c.values].sort((a, b) => a[0] - b[0])) }))
        .sort((a, b) => (key(a.config) < key(b.config) ? -1 : key(a.config) > key(b.config) ? 1 : 0)),
    })),
  };
}
