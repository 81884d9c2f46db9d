import type { ResConfig } from '../core/arsc/res-config.js';

/** A file under res/ that a resource entry points to in one configuration. */
export interface ResourceFile {
  type: 'drawable' | 'mipmap' | 'xml';
  name: string;
  config: ResConfig;
  path: string;
  /** Absent when another entry already carries the same file (two entries, one path). */
  data?: Uint8Array;
  /** PNGs are stored (already compressed, and the platform may mmap them); XML is deflated. */
  stored: boolean;
}
