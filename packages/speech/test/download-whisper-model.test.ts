import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SpeechError } from '../src/index.js';
import { downloadWhisperModel, WHISPER_MODEL_CHECKSUMS } from '../src/whisper/download-whisper-model.js';

// A small stand-in for a model file, served by a local HTTP server; its checksum is computed here.
const body = randomBytes(300_000);
const sha1 = createHash('sha1').update(body).digest('hex');
const requests: string[] = [];
let server: Server;
let baseUrl: string;
let modelsDir: string;
const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-whisper-download-')) };

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/models/ggml-tiny.en.bin') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
      // In several writes, as a real download arrives.
      for (let at = 0; at < body.length; at += 65_536) res.write(body.subarray(at, at + 65_536));
      res.end();
    } else if (req.url === '/moved/ggml-tiny.en.bin') {
      res.writeHead(302, { location: '/models/ggml-tiny.en.bin' }).end();
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Entry not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(temp.dir, { recursive: true, force: true });
});
beforeEach(() => {
  requests.length = 0;
  modelsDir = mkdtempSync(join(temp.dir, 'data-'));
  modelsDir = join(modelsDir, 'models');
});

describe('downloadWhisperModel', () => {
  it('saves the file under its ggml name once its SHA-1 matches, reporting progress', async () => {
    const progress: Array<[number, number | undefined]> = [];
    const result = await downloadWhisperModel({
      name: 'tiny.en',
      modelsDir,
      baseUrl: `${baseUrl}/models/`,
      checksums: { 'tiny.en': sha1 },
      onProgress: (received, total) => progress.push([received, total]),
    });
    const path = join(modelsDir, 'ggml-tiny.en.bin');
    expect(result).toEqual({ path, bytes: body.length, alreadyPresent: false });
    expect(readFileSync(path).equals(body)).toBe(true);
    expect(readdirSync(modelsDir)).toEqual(['ggml-tiny.en.bin']);
    expect(requests).toEqual(['/models/ggml-tiny.en.bin']);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual([body.length, body.length]);
    for (let i = 1; i < progress.length; i++) expect(progress[i]![0]).toBeGreaterThan(progress[i - 1]![0]);

    // A second run finds the file and its checksum right, and fetches nothing.
    const again = await downloadWhisperModel({ name: 'tiny.en', modelsDir, baseUrl, checksums: { 'tiny.en': sha1 } });
    expect(again).toEqual({ path, bytes: body.length, alreadyPresent: true });
    expect(requests).toHaveLength(1);
  });

  it('follows redirects, as the Hugging Face address answers with one', async () => {
    const result = await downloadWhisperModel({
      name: 'tiny.en',
      modelsDir,
      baseUrl: `${baseUrl}/moved`,
      checksums: { 'tiny.en': sha1 },
    });
    expect(readFileSync(result.path).equals(body)).toBe(true);
  });

  it('removes a download whose checksum does not match and keeps no file', async () => {
    const wrong = createHash('sha1').update('something else').digest('hex');
    const attempt = downloadWhisperModel({
      name: 'tiny.en',
      modelsDir,
      baseUrl: `${baseUrl}/models`,
      checksums: { 'tiny.en': wrong },
    });
    await expect(attempt).rejects.toThrow(
      new SpeechError(
        'REMOTE_FAILED',
        `${baseUrl}/models/ggml-tiny.en.bin does not have the expected checksum (SHA-1 ${sha1}, expected ${wrong}); the download was removed.`,
      ),
    );
    expect(readdirSync(modelsDir)).toEqual([]);
  });

  it('replaces a damaged file already in the folder', async () => {
    mkdirSync(modelsDir, { recursive: true });
    writeFileSync(join(modelsDir, 'ggml-tiny.en.bin'), 'truncated');
    const result = await downloadWhisperModel({
      name: 'tiny.en',
      modelsDir,
      baseUrl: `${baseUrl}/models`,
      checksums: { 'tiny.en': sha1 },
    });
    expect(result.alreadyPresent).toBe(false);
    expect(readFileSync(result.path).equals(body)).toBe(true);
  });

  it('names the HTTP status of a failed download and leaves nothing', async () => {
    await expect(
      downloadWhisperModel({ name: 'base', modelsDir, baseUrl: `${baseUrl}/models`, checksums: { base: sha1 } }),
    ).rejects.toThrow(`Downloading ${baseUrl}/models/ggml-base.bin failed: HTTP 404 Not Found`);
    expect(existsSync(modelsDir)).toBe(false);
  });

  it('refuses an unknown model name and lists the known ones, before any request', async () => {
    const attempt = downloadWhisperModel({ name: 'huge', modelsDir, baseUrl });
    await expect(attempt).rejects.toThrow(/^Unknown whisper.cpp model "huge"\. Known models: tiny, tiny\.en, base, /);
    await expect(attempt).rejects.toMatchObject({ code: 'CONFIG' });
    expect(requests).toEqual([]);
    // Names that are properties of every object are not models.
    await expect(downloadWhisperModel({ name: 'constructor', modelsDir, baseUrl })).rejects.toThrow(/Unknown/);
  });

  it("offers whisper.cpp's published models, each with a SHA-1", () => {
    expect(Object.keys(WHISPER_MODEL_CHECKSUMS)).toEqual(expect.arrayContaining(['tiny.en', 'base.en', 'small']));
    for (const sum of Object.values(WHISPER_MODEL_CHECKSUMS)) expect(sum).toMatch(/^[0-9a-f]{40}$/);
  });
});
