// targaryen 3.1 ships no types; this declares the small part of its API the suite uses.
declare module 'targaryen' {
  export interface TargaryenResult {
    allowed: boolean;
    info: string;
  }
  export interface TargaryenDatabase {
    as(auth: object | null): TargaryenDatabase;
    read(path: string, options?: { now?: number; query?: Record<string, unknown> }): TargaryenResult;
    write(path: string, value: unknown, options?: { now?: number; priority?: unknown }): TargaryenResult;
    update(path: string, patch: Record<string, unknown>, options?: { now?: number }): TargaryenResult;
  }
  const targaryen: {
    database(rules: object, data: unknown, now?: number): TargaryenDatabase;
  };
  export default targaryen;
}
