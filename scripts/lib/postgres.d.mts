// Types for postgres.mjs, so TypeScript benches can start a throwaway server too.
export function findPostgresBin(): string | undefined;
export function startTempPostgres(): Promise<{ url: string; stop(): void }>;
