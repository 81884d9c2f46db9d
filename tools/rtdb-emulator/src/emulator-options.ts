/** Options of startRtdbEmulator. */
export interface RtdbEmulatorOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** A database.rules.json (comments allowed); reloaded when it changes. */
  rulesPath?: string;
  /** Rules given as an object; used when no rulesPath is given. */
  rules?: object;
  /** Folder holding database_export/<namespace>.json to load at start. */
  importDir?: string;
  /** Folder to export to when stop() is called. */
  exportOnExitDir?: string;
  /** Where to report a rules file that fails to reload; default console.error. */
  log?: (message: string) => void;
}

export interface RtdbEmulator {
  readonly port: number;
  readonly host: string;
  /** http://host:port */
  readonly url: string;
  /** Closes every connection and the listener; exports first when exportOnExitDir was given. */
  stop(): Promise<void>;
  /** Writes <dir>/database_export/<namespace>.json for every namespace. */
  exportTo(dir: string): Promise<void>;
}
