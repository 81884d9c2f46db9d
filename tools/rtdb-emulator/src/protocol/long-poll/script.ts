import type { ServerFrame } from '../messages.js';

/**
 * Long polling answers with JavaScript run inside the SDK's hidden iframe. The first answer
 * defines two helpers in that iframe that forward to the callbacks the SDK registered on the
 * page (`pLPCommand<cb>` for commands, `pRTLPCB<cb>` for data), as the official emulator does;
 * later answers only call the helpers.
 */
export function helpersScript(callbackId: string): string {
  const command = JSON.stringify(`pLPCommand${callbackId}`);
  const data = JSON.stringify(`pRTLPCB${callbackId}`);
  return [
    'function pLPCommand(c, a1, a2, a3, a4) {',
    `parent.window[${command}] && parent.window[${command}](c, a1, a2, a3, a4);`,
    '}',
    'function pRTLPCB(pN, data) {',
    `parent.window[${data}] && parent.window[${data}](pN, data);`,
    '}',
    '',
  ].join('\n');
}

export function commandScript(command: string, ...args: (string | number)[]): string {
  return `pLPCommand(${[command, ...args].map((arg) => JSON.stringify(arg)).join(',')});\n`;
}

/** One numbered batch of messages; the SDK processes batches strictly in number order. */
export function dataScript(responseNumber: number, frames: readonly ServerFrame[]): string {
  return `pRTLPCB(${responseNumber},${JSON.stringify(frames)});\n`;
}
