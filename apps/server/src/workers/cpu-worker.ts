/**
 * Entry of the CPU pool's threads (see cpu-pool.ts): every export is a task, run by name. Only
 * plain data crosses (structured clone), so tasks take and return data, never class instances,
 * and each loads the package it needs on its first call.
 */
import { setPriority } from 'node:os';

/**
 * A pool thread yields the CPU to the event loop thread whenever both want it: a request's few
 * milliseconds then never wait behind seconds of rendering. Linux keeps a nice value per thread;
 * elsewhere it would apply to the whole process, so it is left alone there.
 */
const WORKER_NICE = 10;
if (process.platform === 'linux') {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // Not allowed in this environment: the thread runs at normal priority.
  }
}

export { renderExports } from './tasks/render-exports.js';
export { replaceAllTask } from './tasks/replace-all.js';
export { insightsGenerate, insightsArticle } from './tasks/insights.js';
export { diarizeWords, buildParagraphs } from './tasks/speakers.js';
