import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHISPER_MODEL_CHECKSUMS } from '@scriptloom/speech';

// `npm run whisper:model` as a person runs it, against a local server standing in for Hugging Face.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const served = randomBytes(200_000);
const requests: string[] = [];
let server: Server;
let url: string;
const dataDir = mkdtempSync(join(tmpdir(), 'scriptloom-whisper-command-'));

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/ggml-base.en.bin') res.writeHead(200, { 'content-length': served.length }).end(served);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the command without blocking this process, whose HTTP server must answer it. */
function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      tsx,
      ['scripts/whisper-model.ts', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, WHISPER_MODEL_URL: url }, encoding: 'utf8' },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run whisper:model', () => {
  it('refuses a download whose SHA-1 is not the published one and leaves no file', async () => {
    const actual = createHash('sha1').update(served).digest('hex');
    const { code, stdout, stderr } = await run('base.en');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('ggml-base.en.bin: 0.2 of 0.2 MB');
    expect(stderr).toContain(
      `${url}/ggml-base.en.bin does not have the expected checksum (SHA-1 ${actual}, expected ${WHISPER_MODEL_CHECKSUMS['base.en']}); the download was removed.`,
    );
    expect(requests).toEqual(['/ggml-base.en.bin']);
    expect(readdirSync(join(dataDir, 'models'))).toEqual([]);
  });

  it('names the known models for an unknown one, and says an HTTP error', async () => {
    const unknown = await run('enormous');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(
      /^Unknown whisper\.cpp model "enormous"\. Known models: tiny, tiny\.en, base, base\.en, /,
    );
    const missing = await run('tiny');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Downloading ${url}/ggml-tiny.bin failed: HTTP 404 Not Found`);
    expect(existsSync(join(dataDir, 'models', 'ggml-tiny.bin'))).toBe(false);
  });
});
