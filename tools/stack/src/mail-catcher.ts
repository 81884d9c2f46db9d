import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LOOPBACK, PORTS } from '../../../functions/src/contracts/local-stack.js';
import { ManagedProcess } from './managed-process.js';
import { ROOT_DIR } from './stack-config.js';

/**
 * The local mail catcher (maildev): the functions send customer emails over SMTP to 127.0.0.1:1025 (SMTP_URL in
 * functions/.secret.local) and a developer reads them at http://localhost:1080. A child process rather than
 * in-process, because maildev installs its own SIGINT/SIGTERM handlers that exit the process, which would cut
 * the stack's shutdown (and its data export) short. Its REST API (GET /email) is what the integration tests read.
 */
export function startMailCatcher(options: { echo: boolean; logFile?: string }): ManagedProcess {
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  return new ManagedProcess({
    name: 'maildev',
    command: process.execPath,
    args: [bin, '--ip', LOOPBACK, '--smtp', String(PORTS.mailSmtp), '--web', String(PORTS.mailInbox), '--silent'],
    cwd: ROOT_DIR,
    echo: options.echo,
    ...(options.logFile ? { logFile: options.logFile } : {}),
  });
}
