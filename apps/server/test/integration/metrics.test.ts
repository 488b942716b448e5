import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handler } from '../../src/queue/queue.js';
import { enqueueStage, pipelineStageJob } from '../../src/queue/pipeline-definitions.js';
import { createTestApp, waitForJobs, type TestApp } from '../support/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  const scrape = async () => (await t.request({ method: 'GET', url: '/api/metrics' })).body;

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: METRICS_TOKEN });
  });
  afterAll(() => t?.close());

  it('answers the Prometheus text format', async () => {
    const res = await t.request({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'scriptloom_http_request_duration_seconds histogram',
      'scriptloom_jobs_total counter',
      'scriptloom_job_duration_seconds histogram',
      'scriptloom_queue_waiting_jobs gauge',
      'scriptloom_jobs_running gauge',
      'process_cpu_seconds_total counter',
    ]) {
      expect(res.body).toContain(`# TYPE ${name}`);
    }
  });

  it('counts requests by route pattern, never by the URL with its ids', async () => {
    const health = 'scriptloom_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    const status =
      'scriptloom_http_request_duration_seconds_count{method="GET",route="/api/up/status/:id",status="401"}';
    const before = await scrape();
    const fileId = randomUUID();
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: `/api/up/status/${fileId}?secret=query-value` });
    await t.request({ method: 'GET', url: `/api/no-such-route/${fileId}` });
    const after = await scrape();
    expect(sample(after, health)).toBe(sample(before, health) + 1);
    expect(sample(after, status)).toBe(sample(before, status) + 1);
    expect(after).toContain('route="unmatched",status="404"');
    expect(after).not.toContain(fileId);
    expect(after).not.toContain('query-value');
  });

  it('counts jobs by name and outcome, times stages by stage, and reads the queue depth when scraped', async () => {
    const works = { name: 'test.metrics-works', payload: z.object({}), retryLimit: 0, retryDelaySeconds: 1 };
    const fails = { name: 'test.metrics-fails', payload: z.object({}), retryLimit: 0, retryDelaySeconds: 1 };
    const waits = { name: 'test.metrics-waits', payload: z.object({}), retryLimit: 0, retryDelaySeconds: 1 };
    await t.runtime.queue.work([
      handler(works, async () => {}),
      handler(fails, async () => {
        throw new Error('this job always fails');
      }),
    ]);
    await t.runtime.queue.enqueue(works, {});
    await t.runtime.queue.enqueue(fails, {});
    // Nobody works this queue: its jobs wait.
    await t.runtime.queue.enqueue(waits, {});
    await t.runtime.queue.enqueue(waits, {});
    // A stage of a file that does not exist ends at once, having found nothing to do.
    await enqueueStage(t.runtime.ctx, randomUUID(), 'diarization');
    await waitForJobs(t, works.name);
    await waitForJobs(t, fails.name);
    await waitForJobs(t, pipelineStageJob.name);

    const text = await scrape();
    expect(sample(text, `scriptloom_jobs_total{job="${works.name}",outcome="completed"}`)).toBe(1);
    expect(sample(text, `scriptloom_jobs_total{job="${fails.name}",outcome="failed"}`)).toBe(1);
    expect(
      sample(
        text,
        `scriptloom_job_duration_seconds_count{job="${pipelineStageJob.name}",stage="diarization",outcome="completed"}`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, `scriptloom_queue_waiting_jobs{job="${waits.name}"}`)).toBe(2);
  });

  it('is not found for requests from elsewhere, unless they carry METRICS_TOKEN', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    const res = await t.request({ method: 'GET', url: '/api/metrics', headers: proxied });
    expect(res.statusCode).toBe(404);
    // A page whose own name was made to resolve to this machine (DNS rebinding) comes from loopback.
    const rebound = await t.request({ method: 'GET', url: '/api/metrics', headers: { host: 'evil.example:8080' } });
    expect(rebound.statusCode).toBe(404);
    const wrong = await t.request({
      method: 'GET',
      url: '/api/metrics',
      headers: { ...proxied, authorization: `Bearer ${METRICS_TOKEN.replace(/.$/, 'x')}` },
    });
    expect(wrong.statusCode).toBe(404);
    const allowed = await t.request({
      method: 'GET',
      url: '/api/metrics',
      headers: { ...proxied, authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('scriptloom_jobs_total');
  });
});
