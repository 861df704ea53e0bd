/**
 * nginx in front of the e2e portal, as a library puts one (issue 52): plain HTTP and HTTPS (a
 * self-signed certificate made here by `openssl req -x509`), passing Host, X-Forwarded-For and
 * X-Forwarded-Proto; in front of several instances, taking turns between them (the field drill). A process of its own: its own prefix, configuration, logs and temporary files
 * in a temporary directory, listening on free ports of 127.0.0.1, stopped by its process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './portal';
import { NGINX } from './settings';

export interface Nginx {
  /** The ports it listens on, on 127.0.0.1. */
  ports: { http: number; https: number };
  /** The requests it passed on (its access log: address, scheme, host, status, path, instance). */
  accessLog: string;
  /** The self-signed certificate it shows (PEM file), for clients that check it. */
  certificate: string;
  stop(): Promise<void>;
}

/** A key and a self-signed certificate for `host`, written into `dir`. */
function selfSignedCertificate(dir: string, host: string) {
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'];
  args.push('-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`, '-keyout', key, '-out', cert);
  const made = spawnSync('openssl', args, { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl req -x509 failed: ${made.error?.message ?? made.stderr}`);
  return { cert, key };
}

/** The configuration: one server on both ports, every path passed to the targets as the proxy of an install would. */
function configuration(dir: string, targets: URL[], ports: Nginx['ports'], certificate: { cert: string; key: string }) {
  return `
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  log_format proxied '$remote_addr $scheme $http_host $status $request_uri $upstream_addr';
  access_log ${join(dir, 'access.log')} proxied;
  client_body_temp_path ${join(dir, 'client-body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  client_max_body_size 100m;
  upstream portal {
${targets.map((target) => `    server ${target.host};`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${ports.http};
    listen 127.0.0.1:${ports.https} ssl;
    ssl_certificate ${certificate.cert};
    ssl_certificate_key ${certificate.key};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

/** Starts nginx in front of `target` (the portal's base URL, or several) for `host`; answers once both ports pass a request through. */
export async function startNginx(target: string | string[], host: string): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'lp-e2e-nginx-'));
  // Run as root, nginx's workers run as nobody and must reach their temporary directories in here.
  chmodSync(dir, 0o755);
  const ports = { http: await freePort(), https: await freePort() };
  const conf = join(dir, 'nginx.conf');
  const certificate = selfSignedCertificate(dir, host);
  const targets = (Array.isArray(target) ? target : [target]).map((url) => new URL(url));
  writeFileSync(conf, configuration(dir, targets, ports, certificate));

  const output = createWriteStream(join(dir, 'output.log'));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  let exited: string | undefined;
  const exit = new Promise<void>((done) => child.on('exit', (code, signal) => ((exited = String(signal ?? code)), done())));
  child.on('error', (error) => (exited = error.message));
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (exited === undefined) {
      // nginx's fast shutdown; its workers go with the master.
      child.kill('SIGTERM');
      await exit;
    }
    output.end();
    rmSync(dir, { recursive: true, force: true });
  };

  const log = () =>
    ['output.log', 'error.log']
      .map((name) => join(dir, name))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('');
  const deadline = Date.now() + 30_000;
  for (const url of [`http://127.0.0.1:${ports.http}/healthz`, `https://127.0.0.1:${ports.https}/healthz`]) {
    for (;;) {
      if (exited !== undefined) {
        const said = log();
        await stop();
        throw new Error(`nginx exited (${exited}):\n${said}`);
      }
      if (await passesThrough(url)) break;
      if (Date.now() > deadline) {
        const said = log();
        await stop();
        throw new Error(`nginx did not pass ${url} through within 30 s:\n${said}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { ports, accessLog: join(dir, 'access.log'), certificate: certificate.cert, stop };
}

/** Whether the portal's /healthz answers through nginx (over HTTPS, taking the self-signed certificate). */
function passesThrough(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const request = get(url, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}
