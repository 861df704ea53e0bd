/**
 * Why a resource's file would not load (issue 54, S10): at its own address (`/uploads/…`) a
 * downloadable file needs a login (401), the 下载 grant (403) and the day's allowance (429), each
 * resource read online counting once a day. pdf.js, epub.js and <audio> only say that the file
 * failed; the reading pages ask the file again (one byte) and tell the reader the server's refusal,
 * its Chinese `msg` when it sent one, instead of a generic error.
 */

/** What each refusal says when the server sent no message of its own. */
export const FILE_REFUSALS: Record<number, string> = {
  401: '请登录后阅读',
  403: '您没有下载权限',
  429: '今日下载次数已达上限',
};

const CHINESE = /[\u3400-\u9fff]/;

/** The refusal the file's address answers, or null when it answers something else (missing, broken, offline). */
export async function fileRefusal(url: string): Promise<string | null> {
  try {
    const res = await fetch(new URL(url, window.location.href), { headers: { range: 'bytes=0-0' }, credentials: 'same-origin' });
    const fallback = FILE_REFUSALS[res.status];
    if (!fallback) return null;
    const body = (await res.json().catch(() => null)) as { msg?: unknown } | null;
    return typeof body?.msg === 'string' && CHINESE.test(body.msg) ? body.msg : fallback;
  } catch {
    return null;
  }
}
