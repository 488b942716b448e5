import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavHeader } from '@scriptloom/media';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SpeechError } from '../src/index.js';
import { createOpenAiEngine } from '../src/openai/openai-engine.js';
import { mapOpenAiWords } from '../src/openai/map-openai-words.js';

// A stand-in for an OpenAI-compatible speech server on 127.0.0.1: it records every request and
// answers from a queue of canned replies (the last one repeats).
interface Received {
  auth: string | undefined;
  path: string;
  fields: Record<string, string>;
  fileName: string | null;
  fileBytes: number;
}
let received: Received[] = [];
let replies: Array<{ status: number; body: unknown; headers?: Record<string, string> }> = [];
let server: Server;
let baseUrl: string;

const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-openai-')) };
const shortWav = join(temp.dir, 'short.wav');
const RETRY = { attempts: 3, baseDelayMs: 1, maxDelayMs: 5 };

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  }).formData();
}

beforeAll(async () => {
  writeWav(shortWav, 2);
  server = createServer(async (req, res) => {
    const form = await readForm(req);
    const fields: Record<string, string> = {};
    let fileName: string | null = null;
    let fileBytes = 0;
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else {
        fileName = value.name;
        fileBytes = value.size;
      }
    }
    received.push({ auth: req.headers.authorization, path: req.url ?? '', fields, fileName, fileBytes });
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(temp.dir, { recursive: true, force: true });
});
beforeEach(() => {
  received = [];
  replies = [];
});

/** A silent 16 kHz mono WAV: silencedetect sees one long silence, so chunk cuts land in its middle. */
function writeWav(path: string, seconds: number): void {
  const data = Buffer.alloc(seconds * 16000 * 2);
  writeFileSync(
    path,
    Buffer.concat([wavHeader({ sampleRate: 16000, channels: 1, bitsPerSample: 16, blockAlign: 2 }, data.length), data]),
  );
}

const CANNED = {
  text: 'Hello there, world.',
  words: [
    { word: 'Hello', start: 0.1, end: 0.4 },
    { word: 'there,', start: 0.45, end: 0.7, probability: 0.82 },
    { word: ' world.', start: 0.8, end: 1.2 },
  ],
};

describe('openai engine', () => {
  it('posts the multipart fields and bearer key, and maps the words', async () => {
    replies = [{ status: 200, body: CANNED }];
    const engine = createOpenAiEngine({
      engine: 'openai',
      baseUrl: `${baseUrl}/`,
      apiKey: 'sk-test',
      model: 'whisper-large',
    });
    const result = await engine.transcribe({ wavPath: shortWav, durationSec: 2, language: 'en-US' });

    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      auth: 'Bearer sk-test',
      path: '/v1/audio/transcriptions',
      fields: {
        model: 'whisper-large',
        response_format: 'verbose_json',
        'timestamp_granularities[]': 'word',
        language: 'en',
      },
      fileName: 'short.wav',
      fileBytes: 44 + 2 * 16000 * 2,
    });
    expect(result).toEqual({
      speakersFromEngine: false,
      punctuated: true,
      words: [
        { text: 'Hello', start: 0.1, end: 0.4, confidence: 1 },
        { text: 'there,', start: 0.45, end: 0.7, confidence: 0.82 },
        { text: 'world.', start: 0.8, end: 1.2, confidence: 1 },
      ],
    });
  });

  it('sends no Authorization header and no language when there are none', async () => {
    replies = [{ status: 200, body: { text: '', words: [] } }];
    const engine = createOpenAiEngine({ engine: 'openai', baseUrl });
    expect((await engine.transcribe({ wavPath: shortWav, durationSec: 2 })).words).toEqual([]);
    expect(received[0]!.auth).toBeUndefined();
    expect(received[0]!.fields.language).toBeUndefined();
    expect(received[0]!.fields.model).toBe('whisper-1');
  });

  it("sends the person's vocabulary as the prompt, to every chunk", async () => {
    replies = [{ status: 200, body: { text: 'hi', words: [{ word: 'hi', start: 1, end: 1.5 }] } }];
    const engine = createOpenAiEngine({ engine: 'openai', baseUrl });
    const vocabulary = ['David Okafor', 'Northwind Labs', 'Scriptloom'];
    await engine.transcribe({ wavPath: shortWav, durationSec: 2, vocabulary });
    expect(received[0]!.fields.prompt).toBe('David Okafor, Northwind Labs, Scriptloom.');

    received = [];
    await engine.transcribe({ wavPath: shortWav, durationSec: 2, vocabulary: [] });
    expect(received[0]!.fields.prompt).toBeUndefined();
  });

  it('fails at once on 401 with the server message', async () => {
    replies = [
      {
        status: 401,
        body: { error: { message: 'Incorrect API key provided: sk-bad.', type: 'invalid_request_error' } },
      },
    ];
    const engine = createOpenAiEngine({ engine: 'openai', baseUrl, apiKey: 'sk-bad' }, { retry: RETRY });
    await expect(engine.transcribe({ wavPath: shortWav, durationSec: 2 })).rejects.toThrow(
      new SpeechError(
        'REMOTE_FAILED',
        'The speech server refused the audio (HTTP 401): Incorrect API key provided: sk-bad.',
      ),
    );
    expect(received).toHaveLength(1);
  });

  it('retries a 500 and then succeeds', async () => {
    replies = [
      { status: 500, body: { error: { message: 'model overloaded' } } },
      { status: 200, body: CANNED },
    ];
    const engine = createOpenAiEngine({ engine: 'openai', baseUrl }, { retry: RETRY });
    const { words } = await engine.transcribe({ wavPath: shortWav, durationSec: 2 });
    expect(words).toHaveLength(3);
    expect(received).toHaveLength(2);
    expect(received[1]!.fileBytes).toBe(received[0]!.fileBytes); // the file is sent again in full
  });

  it('retries 429 as told by Retry-After and gives up after the last try', async () => {
    replies = [{ status: 429, body: { detail: 'Too many requests' }, headers: { 'retry-after': '0' } }];
    const engine = createOpenAiEngine({ engine: 'openai', baseUrl }, { retry: RETRY });
    await expect(engine.transcribe({ wavPath: shortWav, durationSec: 2 })).rejects.toThrow(
      'The speech server refused the audio (HTTP 429 after 3 tries): Too many requests',
    );
    expect(received).toHaveLength(3);
  });

  it('does not retry other client errors, and shows a plain-text answer', async () => {
    replies = [{ status: 400, body: 'unsupported audio format' }];
    const engine = createOpenAiEngine({ engine: 'openai', baseUrl }, { retry: RETRY });
    await expect(engine.transcribe({ wavPath: shortWav, durationSec: 2 })).rejects.toThrow(
      /HTTP 400\): unsupported audio format$/,
    );
    expect(received).toHaveLength(1);
  });

  it('says when the server cannot be reached', async () => {
    const engine = createOpenAiEngine({ engine: 'openai', baseUrl: 'http://127.0.0.1:9/v1' }, { retry: RETRY });
    await expect(engine.transcribe({ wavPath: shortWav, durationSec: 2 })).rejects.toThrow(
      /^Could not reach the speech server at http:\/\/127\.0\.0\.1:9\/v1\/audio\/transcriptions: /,
    );
  });

  it('cuts files over the upload limit into chunks and shifts their word times', async () => {
    const longWav = join(temp.dir, 'long.wav');
    writeWav(longWav, 800); // 25.6 MB: over 24 MB
    replies = [{ status: 200, body: { text: 'hi', words: [{ word: 'hi', start: 1, end: 1.5 }] } }];
    const engine = createOpenAiEngine({ engine: 'openai', baseUrl, concurrency: 2 }, { retry: RETRY });
    const { words } = await engine.transcribe({ wavPath: longWav, durationSec: 800 });

    expect(received).toHaveLength(2);
    for (const r of received) expect(r.fileBytes).toBeLessThan(24 * 1024 * 1024);
    expect(words.map((w) => [w.start, w.end])).toEqual([
      [1, 1.5],
      [401, 401.5],
    ]);
  });
});

describe('mapOpenAiWords', () => {
  it('takes words from segments when the server puts them there', () => {
    const body = {
      text: 'a b',
      segments: [
        { words: [{ word: ' a', start: 0, end: 0.2, probability: 0.5 }] },
        { words: [{ word: 'b', start: 1, end: 1.1 }] },
      ],
    };
    expect(mapOpenAiWords(body)).toEqual([
      { text: 'a', start: 0, end: 0.2, confidence: 0.5 },
      { text: 'b', start: 1, end: 1.1, confidence: 1 },
    ]);
  });

  it('refuses text without word timestamps rather than inventing them', () => {
    expect(() => mapOpenAiWords({ text: 'hello', segments: [{ start: 0, end: 1, text: 'hello' }] })).toThrow(
      /without word timestamps/,
    );
  });
});
