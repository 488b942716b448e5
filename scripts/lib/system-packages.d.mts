// Types for system-packages.mjs, so TypeScript scripts (the corpus renderer) can install what they need.
export const RUNTIME_PACKAGES: string[];
export const TEST_PACKAGES: string[];
export function missingPackages(names: string[]): string[];
export function ensurePackages(names: string[], log?: (msg: string) => void): string[];
