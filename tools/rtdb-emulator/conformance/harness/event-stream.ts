/** A REST event stream (Accept: text/event-stream) read with fetch, collecting events as they arrive. */
export interface EventStreamReader {
  readonly status: number;
  readonly contentType: string | null;
  readonly events: { event: string; data: unknown }[];
  /** True once the server ended the stream. */
  readonly ended: boolean;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const state = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events: [] as { event: string; data: unknown }[],
    ended: false,
    close: () => controller.abort(),
  };
  if (!response.body || !state.contentType?.startsWith('text/event-stream')) {
    state.ended = true;
    return state;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
          state.events.push({ event, data: JSON.parse(data) as unknown });
        }
      }
    } catch {
      // aborted by close()
    }
    state.ended = true;
  })();
  return state;
}
