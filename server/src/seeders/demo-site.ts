/**
 * The fictional library the demo content describes, and its contact: what a development install
 * shows while SITE_NAME, LIBRARY_PHONE and the others are unset (config-site.ts). A production
 * install shows only what its environment says.
 */
export const DEMO_LIBRARY = {
  name: '钱塘市图书馆',
  englishName: 'Qiantang City Library',
  phone: '0571-86001234',
  address: '钱塘市江滨区之江大道 1288 号',
  postcode: '310000',
  openingHours: '周二至周日 9:00-21:00（周一闭馆，法定节假日另行通知）',
  email: 'service@qtlib.example.cn',
  icp: '钱ICP备 20260001 号',
} as const;

/** The fictional city and library the demo content describes. */
export const CITY = '钱塘市';
export const LIB = DEMO_LIBRARY.name;
export const HOTLINE = DEMO_LIBRARY.phone;

/** Small seeded PRNG (mulberry32): the demo data is identical on every run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;

export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
