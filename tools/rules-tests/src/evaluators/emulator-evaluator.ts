import { isDeepStrictEqual } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { startRtdbEmulator } from '@apkforge/rtdb-emulator';
import { seedFor } from '../cases/seed.js';
import type { RulesCase, Verdict } from '../cases/types.js';
import { DATABASE_RULES_PATH, type DatabaseRules } from '../rules-file.js';
import { DATABASE_NAMESPACE, PROJECT_ID } from '../../../../functions/src/contracts/local-stack.js';
import { SdkClients } from './sdk-clients.js';

/**
 * First evaluator: the project's own database emulator (tools/rtdb-emulator), in-process on an ephemeral port, with
 * the real database.rules.json. Seeding and clearing go through firebase-admin (owner credential, rules bypassed);
 * the operations through the firebase@12 web SDK, as the product's web client issues them.
 */
export class EmulatorEvaluator {
  private constructor(
    private readonly stopEmulator: () => Promise<void>,
    private readonly adminApp: App,
    private readonly admin: Database,
    private readonly clients: SdkClients,
  ) {}

  /** With the real database.rules.json, or with the given rules (the mutant tests' weakened copies). */
  static async start(rules?: DatabaseRules): Promise<EmulatorEvaluator> {
    const host = '127.0.0.1';
    const emulator = await startRtdbEmulator(
      rules ? { port: 0, host, rules } : { port: 0, host, rulesPath: DATABASE_RULES_PATH },
    );
    const adminApp = initializeApp(
      { projectId: PROJECT_ID, databaseURL: `http://${host}:${emulator.port}?ns=${DATABASE_NAMESPACE}` },
      `rules-tests-admin-${process.pid}-${Date.now()}`,
    );
    return new EmulatorEvaluator(
      () => emulator.stop(),
      adminApp,
      getDatabase(adminApp),
      new SdkClients(host, emulator.port),
    );
  }

  /** Empties the database; awaited before every case so no case sees another's writes. */
  async clear(): Promise<void> {
    await this.admin.ref().set(null);
  }

  async evaluate(rulesCase: RulesCase): Promise<Verdict> {
    await this.admin.ref().set(seedFor(rulesCase));
    const seeded: unknown = (await this.admin.ref().get()).val();
    const verdict = await this.clients.perform(rulesCase.who, rulesCase.op);
    if (rulesCase.op.kind === 'read') {
      if (!verdict.allowed) return verdict;
      // The seeded lists hold fewer children than any limit the cases use, so a query returns the whole location.
      const stored: unknown = (await this.admin.ref(rulesCase.op.path).get()).val();
      return { ...verdict, readMatchesStore: isDeepStrictEqual(stored, verdict.value) };
    }
    const after: unknown = (await this.admin.ref().get()).val();
    return { ...verdict, dataChanged: !isDeepStrictEqual(seeded, after) };
  }

  async stop(): Promise<void> {
    await this.clients.close();
    await deleteApp(this.adminApp);
    await this.stopEmulator();
  }
}
