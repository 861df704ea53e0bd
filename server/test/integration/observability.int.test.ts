/**
 * Issue 18, observability: every response carries a request id, which is on every log line of the
 * request and on GraphQL errors; one log line per request without headers or addresses; /metrics
 * in Prometheus format for the holder of METRICS_TOKEN only; /readyz says whether the database
 * answers and every migration is applied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('observability', () => {
  let portal: TestPortal;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    portal = await startTestPortal({ env: { METRICS_TOKEN: TOKEN }, log });
  });
  afterAll(() => portal?.close());

  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

  it('gives each request an id: in the x-request-id header, in its log line, on GraphQL errors', async () => {
    const rest = await fetch(`${portal.url}/api/news?page=1&pageSize=5`);
    const id = rest.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [line] = linesOf(id);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/news?page=…&pageSize=…' },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(line.statements).toBeGreaterThan(0);
    // No headers, cookies or addresses in the log.
    expect(JSON.stringify(line)).not.toMatch(/authorization|cookie|remoteAddress|127\.0\.0\.1/i);

    const failed = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'proxy-1234-abcd' },
      body: JSON.stringify({ query: '{ news(id: "999999") { id } }' }),
    });
    expect(failed.headers.get('x-request-id'), 'a proxy’s id is kept').toBe('proxy-1234-abcd');
    const body = (await failed.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', requestId: 'proxy-1234-abcd' });

    const odd = await fetch(`${portal.url}/healthz`, { headers: { 'x-request-id': 'no spaces <script>' } });
    expect(odd.headers.get('x-request-id'), 'an id that does not look like one is replaced').toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a refused request as a warning, one line, and leaves the probes out', async () => {
    const missing = await fetch(`${portal.url}/api/no-such-path?x=1`);
    const probe = await fetch(`${portal.url}/healthz`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(missing.status).toBe(404);
    expect(linesOf(missing.headers.get('x-request-id')!)).toMatchObject([
      { level: 40, msg: 'request completed', req: { method: 'GET', url: '/api/no-such-path?x=…' }, res: { statusCode: 404 } },
    ]);
    expect(linesOf(probe.headers.get('x-request-id')!)).toEqual([]);
  });

  it('serves Prometheus metrics to the token’s holder only', async () => {
    expect((await fetch(`${portal.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${portal.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-wrong-token-xx' } })).status).toBe(401);
    await portal.gql('query MetricsProbe { newsList(pageSize: 1) { total } }');
    await fetch(`${portal.url}/api/news/1`);
    const res = await fetch(`${portal.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/news",status="200"\} \d+$/m);
    // A path with an id is counted under its pattern, not one series per id.
    expect(text).toMatch(/route="\/api\/news\/:id"/);
    expect(text).toMatch(/^graphql_operation_duration_seconds_count\{operation="MetricsProbe",type="query",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^sql_statements_per_request_count\{surface="graphql"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{state="used"\} \d+$/m);
    expect(text).toMatch(/^job_queue_jobs\{queue="[^"]+",state="queued"\} \d+$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('is ready when the database answers and no migration is pending', async () => {
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    await portal.sql(`delete from mikro_orm_migrations where name = (select name from mikro_orm_migrations order by id desc limit 1)`);
    const pending = await fetch(`${portal.url}/readyz`);
    expect(pending.status).toBe(503);
    expect(((await pending.json()) as { status: string }).status).toBe('migrations pending');
  });
});

describe('metrics without a token', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal?.close());

  it('has no /metrics page at all', async () => {
    expect((await fetch(`${portal.url}/metrics`)).status).toBe(404);
  });
});
