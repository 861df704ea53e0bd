/**
 * The field drill's HTTP client (specs/w-field-drill.spec.ts): requests to nginx under the site's
 * host name over HTTPS — SNI and Host `library.test`, connected to 127.0.0.1, the self-signed
 * certificate checked for that name — or straight to one portal instance; from a loopback address of
 * its own when given (127.0.0.0/8 is all this host's), so that the portals can tell clients apart
 * behind the proxy; keeping cookies as a browser keeps them for the site, and its connections alive.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface Target {
  /** The base URL: `https://library.test:<port>` (nginx) or `http://127.0.0.1:<port>` (one instance). */
  url: string;
  /** The address to connect to instead of resolving the URL's host. */
  connectTo?: string;
  /** The certificate (PEM) to trust for the URL's host. */
  ca?: Buffer;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface GqlAnswer<T> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export class FieldClient {
  /** Cookies the site set (name → value), sent back with every request. */
  readonly cookies = new Map<string, string>();
  /** The login token sent as `Authorization: Bearer`. */
  token?: string;
  private readonly http: HttpAgent;
  private readonly https: HttpsAgent;

  constructor(
    readonly name: string,
    readonly localAddress?: string,
  ) {
    this.http = new HttpAgent({ keepAlive: true, maxSockets: 16 });
    this.https = new HttpsAgent({ keepAlive: true, maxSockets: 16 });
  }

  request(target: Target, method: string, path: string, options: { body?: Buffer | string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const url = new URL(path, target.url);
    const headers: Record<string, string> = { host: url.host, ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const secure = url.protocol === 'https:';
    const common = {
      method,
      host: target.connectTo ?? url.hostname,
      port: Number(url.port || (secure ? 443 : 80)),
      path: url.pathname + url.search,
      headers,
      localAddress: this.localAddress,
    };
    return new Promise((resolve, reject) => {
      const done = (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          for (const cookie of response.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';');
            const at = pair.indexOf('=');
            this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        });
      };
      const request = secure
        ? httpsRequest({ ...common, agent: this.https, servername: url.hostname, ca: target.ca }, done)
        : httpRequest({ ...common, agent: this.http }, done);
      request.on('error', reject);
      request.end(options.body);
    });
  }

  /** A GraphQL operation (POST /graphql, JSON). */
  async gql<T = Record<string, unknown>>(target: Target, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer<T>> {
    const answer = await this.request(target, 'POST', '/graphql', {
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json' },
    });
    return { status: answer.status, ...(JSON.parse(answer.body.toString()) as object) };
  }

  /** A GraphQL operation's data; throws with the errors when it has none. */
  async data<T = Record<string, unknown>>(target: Target, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.gql<T>(target, query, variables);
    if (!answer.data) throw new Error(`${this.name}: ${query.slice(0, 60)}… answered ${answer.status} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  }

  /** A one-file multipart GraphQL upload (graphql-upload's protocol; Apollo's CSRF rule asks for the preflight header). */
  async upload<T = Record<string, unknown>>(
    target: Target,
    query: string,
    file: { data: Buffer; name: string; type: string },
  ): Promise<GqlAnswer<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
    const answer = await this.request(target, 'POST', '/graphql', {
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, 'apollo-require-preflight': 'true' },
    });
    return { status: answer.status, ...(JSON.parse(answer.body.toString()) as object) };
  }

  /**
   * Requests/s of `GET path` over `seconds`, `concurrency` requests in flight on kept-alive
   * connections (after a short warm-up); every answer must be a 200.
   */
  async throughput(target: Target, path: string, seconds: number, concurrency: number): Promise<number> {
    const loop = async (until: number) => {
      let count = 0;
      while (Date.now() < until) {
        const answer = await this.request(target, 'GET', path);
        if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status} during the throughput run`);
        count += 1;
      }
      return count;
    };
    const run = async (ms: number) =>
      (await Promise.all(Array.from({ length: concurrency }, () => loop(Date.now() + ms)))).reduce((a, b) => a + b, 0);
    await run(500);
    const started = performance.now();
    const count = await run(seconds * 1000);
    return count / ((performance.now() - started) / 1000);
  }

  close() {
    this.http.destroy();
    this.https.destroy();
  }
}
