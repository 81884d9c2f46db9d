import { DATABASE_NAMESPACE } from '../../../../functions/src/contracts/local-stack.js';
import type { CompiledRules } from '../rules/ruleset.js';
import type { DataNode } from '../tree/node.js';
import { Database } from './database.js';

/** The namespace the product uses; requests without `?ns=` land here. */
export const DEFAULT_NAMESPACE = DATABASE_NAMESPACE;

const NAMESPACE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export function isValidNamespace(name: string): boolean {
  return NAMESPACE.test(name);
}

/**
 * Every namespace, created on first use. Each has its own data; its rules are the emulator's
 * default rules (the rules file) until a client PUTs rules to /.settings/rules.json for it.
 */
export class Registry {
  private readonly databases = new Map<string, Database>();

  constructor(
    private defaultRules: CompiledRules,
    private readonly clock: () => number = Date.now,
  ) {}

  get(namespace: string): Database {
    let database = this.databases.get(namespace);
    if (!database) {
      database = new Database(namespace, this.defaultRules, this.clock);
      this.databases.set(namespace, database);
    }
    return database;
  }

  all(): Database[] {
    return [...this.databases.values()];
  }

  /** The rules file changed: every namespace that has not been given its own rules follows. */
  setDefaultRules(rules: CompiledRules): void {
    this.defaultRules = rules;
    for (const database of this.databases.values()) {
      if (!database.rulesOverridden) database.setRules(rules, false);
    }
  }

  get rules(): CompiledRules {
    return this.defaultRules;
  }

  importTrees(trees: ReadonlyMap<string, DataNode>): void {
    for (const [namespace, tree] of trees) this.get(namespace).replaceRoot(tree);
  }

  trees(): Map<string, DataNode> {
    return new Map([...this.databases].map(([namespace, database]) => [namespace, database.root]));
  }
}
