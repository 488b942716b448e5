/**
 * Runs async tasks one after another. Every write to the transcript carries the version the
 * previous write returned, so two writes in flight at once would always make the second one stale
 * (409). Saves and server-side edits (replace all, speakers, comments, complete) all go through one.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    // A failed task must not stop the ones queued after it.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
