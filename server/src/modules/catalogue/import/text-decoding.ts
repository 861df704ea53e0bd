/** Text files from Chinese offices come as UTF-8 (with or without BOM), GBK, or Excel's UTF-16 "Unicode text". */

export type TextEncodingName = 'utf-8' | 'gbk' | 'utf-16le' | 'utf-16be';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const gbk = new TextDecoder('gbk', { fatal: true });

/** Decodes bytes as UTF-8, or GBK when they are not valid UTF-8; undefined when neither fits. */
function decodeUtf8OrGbk(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'gbk' } | undefined {
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    try {
      return { text: gbk.decode(bytes), encoding: 'gbk' };
    } catch {
      return undefined;
    }
  }
}

/** Decodes strictly as one encoding; undefined when the bytes are not valid in it. */
export function decodeStrict(bytes: Uint8Array, encoding: 'utf-8' | 'gbk'): string | undefined {
  try {
    return (encoding === 'gbk' ? gbk : utf8).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A whole text file: the byte-order mark decides when there is one; otherwise UTF-8 if the bytes
 * are valid UTF-8 (a GBK file with Chinese in it practically never is), else GBK.
 */
export function decodeTextFile(bytes: Uint8Array): { text: string; encoding: TextEncodingName } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = decodeStrict(bytes.subarray(3), 'utf-8');
    return text === undefined ? undefined : { text, encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  return decodeUtf8OrGbk(bytes);
}

/** Control characters that never occur in a text spreadsheet (tab, line breaks and form feed aside): a binary file. */
export function looksBinary(text: string): boolean {
  const end = Math.min(text.length, 65_536);
  for (let i = 0; i < end; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) return true;
  }
  return false;
}
