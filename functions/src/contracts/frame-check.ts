/** The answer of GET /api/frame-check?url=... (docs/api.md): may the preview show this page inside a frame? */
export type FrameCheckAnswer =
  | { frameable: true }
  | { frameable: false; reason: 'x-frame-options' | 'csp' }
  | { frameable: null; reason: 'unreachable' };
