/**
 * A new, empty database on a PostgreSQL server, for one test file or one benchmark run: its
 * URL, and `drop` to remove it (closing what still uses it).
 */
export declare function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{
  url: string;
  drop: () => Promise<void>;
}>;
