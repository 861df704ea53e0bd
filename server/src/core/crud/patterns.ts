/** Input patterns several modules validate against. */

/** A link or image: a site-relative path (/uploads/…, /index) or an http(s) URL. */
export const URL_OR_PATH = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;
export const URL_OR_PATH_MESSAGE = '必须是以 http(s):// 或 / 开头的地址';

/** An absolute http(s) URL (external sites). */
export const HTTP_URL = /^https?:\/\/[^\s]+$/;

/** A telephone number as libraries write them: digits, spaces, +, -, parentheses. */
export const PHONE = /^[\d\s()+-]{5,32}$/;
