import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChunkErrorBoundary } from '../../src/app/lazy/ChunkErrorBoundary';
import { reportedPath, startErrorReports } from '../../src/shared/errors/error-reports';

// The web app's error reports (shared/errors/error-reports.ts) on a local stand-in of an
// error-reporting service: a screen that fails to render is reported, with nothing of the page.

let standIn: http.Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  port = (standIn.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
});

function Broken(): never {
  throw new TypeError(`Cannot read properties of undefined (reading 'words')`);
}

describe('web error reports', () => {
  it('say which screen failed with ids taken out', () => {
    expect(reportedPath('/transcripts/0f8fad5b-d9cb-469f-a165-70867728950e/editor')).toBe('/transcripts/:id/editor');
  });

  it('send a screen that failed to render to the service the server names, without the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/transcripts/0f8fad5b-d9cb-469f-a165-70867728950e?token=secret-value');
    await startErrorReports(async () => ({
      error_reports_dsn: `http://key@127.0.0.1:${port}/7`,
      version: '9.9.9',
      languages: null,
    }));
    render(
      <ChunkErrorBoundary>
        {/* The text on the page must not travel with the report. */}
        <p>Dear diary, my private words</p>
        <Broken />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('This page could not be shown. Reload to try again.')).toBeTruthy();
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0), { timeout: 10_000 });
    const body = received.join('\n');
    expect(body).toContain('"type":"TypeError"');
    expect(body).toContain("Cannot read properties of undefined (reading 'words')");
    expect(body).toContain('"where":"render"');
    expect(body).toContain('"release":"9.9.9"');
    expect(body).toContain('/transcripts/:id');
    for (const secret of ['Dear diary', 'secret-value', '0f8fad5b-d9cb-469f-a165-70867728950e']) {
      expect(body).not.toContain(secret);
    }
  });
});
