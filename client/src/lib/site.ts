/** The library this portal presents (the demo data's fictional library). */
export const SITE = {
  name: '钱塘市图书馆',
  englishName: 'Qiantang City Library',
  address: '钱塘市江滨区之江大道 1288 号',
  postcode: '310000',
  hotline: '0571-86001234',
  email: 'service@qtlib.example.cn',
  openingHours: '周二至周日 9:00-21:00（周一闭馆，法定节假日另行通知）',
  icp: '钱ICP备 20260001 号',
  /** The library's time zone (China Standard Time, no daylight saving): dates are shown in it (lib/format.ts). */
  utcOffsetMinutes: 480,
} as const;
