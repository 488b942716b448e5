// Types for server-build.mjs, so TypeScript tests can build and run the compiled server.
export const SERVER_DIST: string;
export const SERVER_ENTRIES: Record<string, string>;
export function serverBuildStale(root: string, outdir?: string): boolean;
export function buildServer(root: string, options?: { outdir?: string }): Promise<void>;
export function ensureServerBuild(
  root: string,
  options?: { force?: boolean; log?: (msg: string) => void },
): Promise<void>;
