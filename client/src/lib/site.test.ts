import { describe, expect, it } from 'vitest';
import { presentLines, readSiteIdentity, SITE_IDENTITY_ID, telHref } from './site';

const page = (json: string | undefined) => {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== undefined) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = SITE_IDENTITY_ID;
    element.textContent = json;
    doc.head.append(element);
  }
  return doc;
};

describe('the library the page presents (lib/site.ts)', () => {
  it('is read from the element the portal writes into every page, its missing fields empty', () => {
    const site = readSiteIdentity(page('{"name":"示例市图书馆","phone":"010-12345678","address":"\\u003c中山路\\u003e 1 号"}'));
    expect(site).toEqual({
      name: '示例市图书馆',
      englishName: '',
      phone: '010-12345678',
      address: '<中山路> 1 号',
      postcode: '',
      openingHours: '',
      email: '',
      icp: '',
      url: '',
      timeZone: 'Asia/Shanghai',
    });
  });

  it('is undefined in a page the portal did not serve', () => {
    expect(readSiteIdentity(page(undefined))).toBeUndefined();
  });

  it('dials the digits of a number and leaves out lines whose field is empty', () => {
    expect(telHref('0571-8600 1234')).toBe('tel:057186001234');
    expect(telHref('+86 10 12345678')).toBe('tel:+861012345678');
    const phone = '';
    expect(presentLines(phone && `电话：${phone}`, '邮箱：a@b.cn', false)).toEqual(['邮箱：a@b.cn']);
  });
});
