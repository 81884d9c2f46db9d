import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { parseOrExit } from '@apkforge/test-kit';
import { ROOT_DIR } from './stack-config.js';
import { auditVerdict } from './supply-chain/audit-report.js';

const USAGE = `npm run audit:runtime
  npm audit --omit=dev --audit-level=high: fails on a high or critical advisory in a runtime dependency
  (what the deployed functions and the web app ship). When npm's advisory service cannot be queried it says so
  and passes, unless APKFORGE_REQUIRE_AUDIT=1.`;

const { values } = parseOrExit('audit', USAGE, () =>
  parseArgs({ options: { help: { type: 'boolean', short: 'h', default: false } } }),
);
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const npm = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  cwd: ROOT_DIR,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const verdict = auditVerdict(npm.stdout ?? '');
const say = (line: string) => process.stdout.write(`audit: ${line}\n`);
switch (verdict.kind) {
  case 'clean':
    say(`runtime dependencies: ${verdict.summary}; nothing high or critical`);
    process.exit(0);
    break;
  case 'findings':
    say(`runtime dependencies: ${verdict.summary}`);
    for (const name of verdict.packages) say(`  high or worse: ${name}`);
    say('run `npm audit --omit=dev` for the advisories and fixes');
    process.exit(1);
    break;
  default: {
    const required = process.env.APKFORGE_REQUIRE_AUDIT === '1';
    say(`NOT RUN: npm's advisory service did not answer: ${verdict.reason}`);
    process.exit(required ? 1 : 0);
  }
}
