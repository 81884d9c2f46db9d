import { createServer } from 'node:net';
import { LOOPBACK } from '../../../functions/src/contracts/local-stack.js';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolveFree(true)));
  });
}

/** Fails early, naming every busy port, instead of letting one emulator die half-way through start-up. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const entries = Object.entries(ports);
  const free = await Promise.all(entries.map(([, port]) => isFree(port)));
  const busy = entries.filter((_, index) => !free[index]).map(([name, port]) => `${port} (${name})`);
  if (busy.length > 0) {
    throw new Error(
      `ports already in use: ${busy.join(', ')}. Is another "npm start" running? Stop it, or find the process with: ss -ltnp`,
    );
  }
}
