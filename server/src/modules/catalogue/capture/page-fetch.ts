import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../../core/errors/app-error.js';

export interface FetchPageOptions {
  /** Lets the fetch reach loopback and private networks: tests and intranet deployments only. */
  allowPrivateHosts?: boolean;
  /** For the whole fetch, redirects and body included. Default 10 s. */
  timeoutMs?: number;
  /** Bytes of (decompressed) body read at most; the rest is not downloaded. Default 3 MB. */
  maxBytes?: number;
  fetchImpl?: typeof fetch;
}

export interface FetchedPage {
  html: string;
  /** The URL after redirects: relative links in the page resolve against it. */
  finalUrl: string;
  contentType: string;
  /** The page was longer than `maxBytes` and was cut there (its head, which holds the metadata, is kept). */
  truncated: boolean;
}

export const FETCH_MESSAGES = {
  badScheme: '请输入以 http:// 或 https:// 开头的网址',
  badRedirect: '抓取失败：对方网站跳转到了不支持的网址',
  privateHost: '不能抓取内网地址',
  timeout: '抓取超时，请检查网址或稍后再试',
  status: (status: number) => `抓取失败：对方网站返回 ${status}`,
  notHtml: '该网址不是网页',
  tooManyRedirects: '抓取失败：对方网站跳转次数过多',
  unknownHost: '抓取失败：找不到该网址的服务器',
  unreachable: '抓取失败：无法连接到该网址',
};

export const FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 3 * 1024 * 1024, maxRedirects: 5 };

// Some sites answer a bare client with a stub or a 403; a desktop browser gets the real page.
const REQUEST_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Language': 'zh-CN,zh;q=0.9',
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Downloads a web page for the capture feature, as an administrator's browser would, but refusing
 * what would let a pasted URL reach the server's own network (SSRF): each hop's host must resolve
 * to public addresses only.
 *
 * Known gap: fetch resolves the host again when it connects, so a DNS server that answers a public
 * address to our lookup and a private one to fetch's (DNS rebinding) gets through. Closing it means
 * pinning the checked address in the connection (an undici Agent with a checking `connect.lookup`),
 * which needs `undici` as a direct dependency.
 */
export async function fetchPage(url: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const fetched = await fetchChecked(url, options, (mediaType) => !mediaType || HTML_TYPES.has(mediaType), FETCH_MESSAGES.notHtml);
  const { bytes, finalUrl, contentType, truncated } = fetched;
  // Without a Content-Type, look at the bytes: a page starts with markup.
  if (!contentType && !/^\s*</.test(latin1(bytes.subarray(0, 512)).replace(/^\xef\xbb\xbf/, '') /* UTF-8 BOM */)) {
    throw AppError.badInput('url', FETCH_MESSAGES.notHtml);
  }
  return { html: decodeHtml(bytes, contentType), finalUrl, contentType, truncated };
}

/** Downloads an image (a captured page's cover) under the same rules; a cut-off image is refused. */
export async function fetchImage(url: string, options: FetchPageOptions = {}): Promise<{ bytes: Uint8Array; finalUrl: string }> {
  const fetched = await fetchChecked(
    url,
    { maxBytes: 10 * 1024 * 1024, ...options },
    (mediaType) => mediaType.startsWith('image/'),
    '封面地址不是图片',
  );
  if (fetched.truncated) throw AppError.badInput('url', '封面图片过大');
  return fetched;
}

interface Fetched {
  bytes: Uint8Array;
  finalUrl: string;
  contentType: string;
  truncated: boolean;
}

async function fetchChecked(url: string, options: FetchPageOptions, accepts: (mediaType: string) => boolean, refused: string): Promise<Fetched> {
  const { allowPrivateHosts = false, timeoutMs = FETCH_DEFAULTS.timeoutMs, maxBytes = FETCH_DEFAULTS.maxBytes, fetchImpl = fetch } = options;
  let current = parseHttpUrl(url, FETCH_MESSAGES.badScheme);

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const { signal } = deadline;
  try {
    for (let hop = 0; ; hop++) {
      if (!allowPrivateHosts) await untilAborted(assertPublicHost(current), signal);
      // untilAborted also bounds a fetchImpl that ignores the signal.
      const response = await untilAborted(fetchImpl(current, { redirect: 'manual', signal, headers: REQUEST_HEADERS }), signal);

      if (REDIRECT_STATUSES.has(response.status) && response.headers.has('location')) {
        void response.body?.cancel().catch(() => undefined);
        if (hop >= FETCH_DEFAULTS.maxRedirects) throw AppError.badInput('url', FETCH_MESSAGES.tooManyRedirects);
        current = parseHttpUrl(response.headers.get('location') ?? '', FETCH_MESSAGES.badRedirect, current);
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        void response.body?.cancel().catch(() => undefined);
        throw AppError.badInput('url', FETCH_MESSAGES.status(response.status));
      }

      const contentType = response.headers.get('content-type') ?? '';
      const mediaType = contentType.split(';')[0].trim().toLowerCase();
      if (!accepts(mediaType)) {
        void response.body?.cancel().catch(() => undefined);
        throw AppError.badInput('url', refused);
      }
      const { bytes, truncated } = await untilAborted(readCapped(response, maxBytes), signal);
      return { bytes, finalUrl: current.href, contentType: mediaType ? contentType : '', truncated };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw AppError.badInput('url', FETCH_MESSAGES.timeout);
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    throw AppError.badInput('url', code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? FETCH_MESSAGES.unknownHost : FETCH_MESSAGES.unreachable);
  } finally {
    clearTimeout(timer);
  }
}

/** An absolute http(s) URL (relative to `base` for a redirect's Location), without credentials. */
function parseHttpUrl(text: string, message: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    throw AppError.badInput('url', message);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw AppError.badInput('url', message);
  // fetch refuses URLs with credentials, and a pasted page never needs them.
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}

/** Rejects with the abort once the deadline passes, for work that takes no signal (a DNS lookup). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function assertPublicHost(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // Every address counts: the connection may go to any of them.
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw AppError.badInput('url', FETCH_MESSAGES.privateHost);
}

/** Reads the body up to `maxBytes`, then stops the download. */
async function readCapped(response: Response, maxBytes: number): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  if (!response.body) return { bytes: new Uint8Array(), truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.length >= maxBytes) {
      const overflow = size + value.length > maxBytes;
      chunks.push(value.subarray(0, maxBytes - size));
      size = maxBytes;
      if (overflow) void reader.cancel().catch(() => undefined);
      truncated = overflow || !(await isAtEnd(reader));
      break;
    }
    chunks.push(value);
    size += value.length;
  }
  return { bytes: Buffer.concat(chunks, size), truncated };
}

/**
 * After a chunk that filled the cap exactly: whether the stream ends there. Anything more means the
 * page was cut, and the rest is not downloaded.
 */
async function isAtEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const { done } = await reader.read();
  if (!done) void reader.cancel().catch(() => undefined);
  return done;
}

// ---------------------------------------------------------------------------------------------
// Addresses that must not be fetched

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast included
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether an IP address is on the public internet. IPv6 addresses that carry an IPv4 address
 * (mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by that address.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  // BlockList already matches ::ffff:a.b.c.d against the IPv4 rules.
  if (BLOCKED.check(address, 'ipv6')) return false;
  const embedded = embeddedIpv4(address);
  return embedded === undefined || !BLOCKED.check(embedded, 'ipv4');
}

function embeddedIpv4(address: string): string | undefined {
  const words = ipv6Words(address);
  if (!words) return undefined;
  const quad = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && words[5] === 0xffff) return quad(words[6], words[7]);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return quad(words[6], words[7]);
  if (words[0] === 0x2002) return quad(words[1], words[2]);
  return undefined;
}

/** The eight 16-bit words of an IPv6 address (which `isIP` has already accepted). */
function ipv6Words(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((word) => parseInt(word, 16));
}

// ---------------------------------------------------------------------------------------------
// Character sets

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

/**
 * Decodes the page in its character set: a byte-order mark, else the Content-Type header, else a
 * `<meta charset>` or `http-equiv` declaration near the top, else UTF-8. Labels are those of the
 * WHATWG Encoding standard, so gb2312 and gbk both decode as GBK, and big5 and gb18030 work too.
 */
export function decodeHtml(bytes: Uint8Array, contentType = ''): string {
  for (const label of [bomCharset(bytes), headerCharset(contentType), metaCharset(bytes)]) {
    const decoder = label && decoderFor(label);
    if (decoder) return decoder.decode(bytes);
  }
  return new TextDecoder('utf-8').decode(bytes);
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function headerCharset(contentType: string): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
}

/** Browsers look at the first 1024 bytes; Chinese sites often declare later, so look a little further. */
function metaCharset(bytes: Uint8Array): string | undefined {
  const head = latin1(bytes.subarray(0, 4096));
  const label = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  // A page cannot declare UTF-16 in its own ASCII-compatible bytes: the HTML standard reads it as UTF-8.
  return label && /^utf-?16/i.test(label) ? 'utf-8' : label;
}

function decoderFor(label: string): InstanceType<typeof TextDecoder> | undefined {
  try {
    return new TextDecoder(label.trim());
  } catch {
    return undefined;
  }
}
