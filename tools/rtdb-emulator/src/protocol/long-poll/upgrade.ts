import type { WebSocket } from 'ws';
import { encodeFrames, FrameAssembler } from '../frames.js';
import { control } from '../messages.js';
import type { Session } from '../session.js';
import { websocketTransport } from '../websocket-connection.js';
import type { LongPollChannel } from './channel.js';

/**
 * Moves a long-polling session onto a websocket (`/.ws?s=<session id>`), in the SDK's order:
 * the server greets the new socket with a switch ack, answers the client's health pings on it,
 * and when the client ends transmission on the old channel ('n'), answers 'n' there and sends
 * everything after that on the socket. The SDK buffers what the socket delivers until it has
 * read that 'n', so no message is reordered.
 */
export function adoptUpgrade(
  socket: WebSocket,
  session: Session,
  channel: LongPollChannel,
  onEnd: () => void,
): (message: unknown) => boolean {
  const transport = websocketTransport(socket);
  const assembler = new FrameAssembler();
  let switched = false;
  const sendRaw = (frame: ReturnType<typeof control>) => encodeFrames(frame).forEach((text) => socket.send(text));
  socket.on('message', (data) => {
    const text = assembler.push(data.toString());
    if (text === null) return;
    let message: { t?: unknown; d?: { t?: unknown } } | null;
    try {
      message = JSON.parse(text) as { t?: unknown; d?: { t?: unknown } } | null;
    } catch {
      return;
    }
    if (message?.t === 'c') {
      if (message.d?.t === 'p') sendRaw(control('o'));
      return;
    }
    session.receive(message);
  });
  socket.on('close', () => {
    if (switched) onEnd();
  });
  socket.on('error', () => socket.terminate());
  sendRaw(control('a'));
  // Called for each message the client sends on the long-polling channel; true when it was the switch.
  return (message) => {
    const frame = message as { t?: unknown; d?: { t?: unknown } } | null;
    if (frame?.t !== 'c' || frame.d?.t !== 'n' || switched) return false;
    channel.send(control('n'));
    session.switchTransport(transport);
    channel.retire();
    switched = true;
    return true;
  };
}
