import vm from 'node:vm';

/** One context reused for every call: creating a context costs more than the typical work it guards. */
const context = vm.createContext({ run: undefined as undefined | (() => unknown) });
const script = new vm.Script('run()');

/**
 * Runs synchronous work and stops it after `ms`, returning `onTimeout()` instead. Find and replace
 * compiles the user's text as a regular expression; a pathological one would otherwise hold its
 * worker thread for minutes. The vm timeout interrupts even a running regex, and the thread lives
 * on for the next task (the pool's own limit would end the thread).
 */
export function withinTimeLimit<T, F>(work: () => T, ms: number, onTimeout: () => F): T | F {
  context.run = work;
  try {
    return script.runInContext(context, { timeout: ms }) as T;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return onTimeout();
    throw err;
  } finally {
    context.run = undefined;
  }
}
