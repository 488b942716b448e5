import { describe, expect, it } from 'vitest';
import { createBatchedLogStream } from '../../src/http/log-stream.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched log stream', () => {
  it('writes the lines of one event-loop turn together, in order, after the turn', async () => {
    const writes: string[] = [];
    const stream = createBatchedLogStream({ write: (text) => writes.push(text) }, () => {});
    stream.write('{"msg":"incoming request"}\n');
    stream.write('{"msg":"request completed"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"incoming request"}\n{"msg":"request completed"}\n']);
    stream.write('{"msg":"later"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"incoming request"}\n{"msg":"request completed"}\n', '{"msg":"later"}\n']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('writes what is still gathered when the process exits', () => {
    const writes: string[] = [];
    let onExit = () => {};
    const stream = createBatchedLogStream({ write: (text) => writes.push(text) }, (flush) => {
      onExit = flush;
    });
    stream.write('{"msg":"last words"}\n');
    onExit();
    expect(writes).toEqual(['{"msg":"last words"}\n']);
  });
});
