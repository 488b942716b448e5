/**
 * Entry of the CPU pool's threads (see cpu-pool.ts): every export is a task, run by name. Only
 * plain data crosses (structured clone), so tasks take and return data, never class instances,
 * and each loads the package it needs on its first call.
 */
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import type { CpuWorkerData } from './worker-data.js';

/**
 * A job thread yields the CPU to the event loop and to request threads whenever they want it
 * (see cpu-pool.ts). Linux keeps a nice value per thread; elsewhere it would apply to the whole
 * process, so it is left alone there.
 */
const { nice } = (workerData ?? { nice: 0 }) as CpuWorkerData;
if (nice > 0 && process.platform === 'linux') {
  try {
    setPriority(nice);
  } catch {
    // Not allowed in this environment: the thread runs at normal priority.
  }
}

export { renderExports } from './tasks/render-exports.js';
export { replaceAllTask } from './tasks/replace-all.js';
export { insightsGenerate, insightsArticle } from './tasks/insights.js';
export { diarizeWords, buildParagraphs } from './tasks/speakers.js';
export { findFillerSoundsTask } from './tasks/fillers.js';
export { reviewAccuracyTask } from './tasks/review-accuracy.js';
export { renderInvoiceTask } from './tasks/render-invoice.js';
export { renderPublicPageTask } from './tasks/public-page.js';
