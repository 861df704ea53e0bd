import type { SiteIdentity } from '../lib/site';

/** The library the unit tests' pages present, as the portal would write it into the page (lib/site.ts). */
export const TEST_SITE: SiteIdentity = {
  name: '钱塘市图书馆',
  englishName: 'Qiantang City Library',
  phone: '0571-86001234',
  address: '钱塘市江滨区之江大道 1288 号',
  postcode: '310000',
  openingHours: '周二至周日 9:00-21:00（周一闭馆，法定节假日另行通知）',
  email: 'service@qtlib.example.cn',
  icp: '钱ICP备 20260001 号',
  url: 'http://localhost:8080',
  timeZone: 'Asia/Shanghai',
};
