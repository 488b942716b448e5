/** Where log lines finally go: stdout in the server. */
export interface LineSink {
  write(text: string): unknown;
}

/**
 * The request log's destination. Every request logs two lines, and writing each on its own costs a
 * system call apiece (writes to stdout are synchronous on Linux, to a file or a pipe): a quarter of
 * the server's CPU on a light request under load. Lines are gathered and written together once per
 * turn of the event loop, in order; whatever is still gathered when the process exits (also after
 * an uncaught exception) is written then.
 */
export function createBatchedLogStream(
  sink: LineSink = process.stdout,
  onExit: (flush: () => void) => void = (flush) => process.once('exit', flush),
) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    sink.write(text);
  };
  onExit(flush);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
