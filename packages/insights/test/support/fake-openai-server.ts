import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible chat server for tests: `POST /v1/chat/completions` answered by a
 * handler the test gives, over real HTTP on 127.0.0.1, so the product's SDK client is what talks
 * to it. Every request is recorded.
 */

export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: ChatBody;
}

/** A string is the assistant's content; an object can also set the status, or hang. */
export type FakeReply =
  | string
  | {
      content?: string;
      status?: number;
      /** Error body for a non-2xx status (default `{error: {message: 'fake failure'}}`). */
      error?: unknown;
      headers?: Record<string, string>;
      finishReason?: string;
      /** Never answer (until the server closes): for timeouts and aborts. */
      hang?: boolean;
      delayMs?: number;
    };

export type FakeHandler = (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAiServer {
  /** Including /v1, as LLM_BASE_URL is. */
  baseUrl: string;
  requests: RecordedRequest[];
  setHandler(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(handler: FakeHandler = () => '{}'): Promise<FakeOpenAiServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          send(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
          return;
        }
        let body: ChatBody;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
        } catch {
          send(res, 400, { error: { message: 'body is not JSON' } });
          return;
        }
        const recorded: RecordedRequest = { method: req.method, path: req.url, headers: req.headers, body };
        requests.push(recorded);
        let reply: FakeReply;
        try {
          reply = await current(recorded, requests.length - 1);
        } catch (err) {
          send(res, 500, { error: { message: `test handler failed: ${(err as Error).message}` } });
          return;
        }
        const r = typeof reply === 'string' ? { content: reply } : reply;
        if (r.hang) return;
        if (r.delayMs) await new Promise((resolve) => setTimeout(resolve, r.delayMs));
        const status = r.status ?? 200;
        if (status !== 200) {
          send(res, status, r.error ?? { error: { message: 'fake failure' } }, r.headers);
          return;
        }
        send(
          res,
          200,
          {
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: r.content ?? '' },
                finish_reason: r.finishReason ?? 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          },
          r.headers,
        );
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setHandler(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** The system prompt of a recorded request. */
export function systemOf(request: RecordedRequest): string {
  return request.body.messages.find((m) => m.role === 'system')?.content ?? '';
}

/** The last user message of a recorded request. */
export function lastUserOf(request: RecordedRequest): string {
  return request.body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
}

/** The first user message (the question itself, before any correction request). */
export function questionOf(request: RecordedRequest): string {
  return request.body.messages.find((m) => m.role === 'user')?.content ?? '';
}
