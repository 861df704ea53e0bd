/**
 * Generated inputs for this folder's tests (no test code: vitest imports it, the build compiles
 * it harmlessly). Seeded, so that a failure reproduces.
 */

/** mulberry32: a small seeded generator in [0, 1). */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)];
}

/** Pieces that exercise the normalization: traditional, variants, widths, invisibles, marks. */
const SAMPLES = [
  '紅樓夢',
  '红楼梦',
  '圖書館',
  '乾隆',
  '乾淨',
  '頭髮',
  '裡面',
  '裏面',
  '著作',
  '什么',
  '什麼',
  '臺灣',
  '後來',
  'ＰＹＴＨＯＮ',
  '１２３',
  '　',
  '\t',
  '\n',
  '\u200b',
  '\u00ad',
  '\ufeff',
  '\u0000',
  'e\u0301',
  'İ',
  'ß',
  'ﬁ',
  '㈱',
  '①',
  '𠀀',
  '豈',
  '😀',
  '👨‍👩‍👧',
  ' ',
  '  ',
  'Abc',
  '：',
  '，',
  '《',
  '》',
  '-',
  "'",
  '\\',
  'ノルウェイ',
  '한국어',
];

export function randomText(next: () => number, pieces: number): string {
  let s = '';
  for (let i = 0; i < pieces; i += 1) s += pick(next, SAMPLES);
  return s;
}

const CJK_WORDS = [
  '图书馆',
  '圖書館',
  '红楼梦',
  '紅樓夢',
  '历史',
  '歷史',
  '研究',
  '中国',
  '中國',
  '经济',
  '經濟',
  '发展',
  '發展',
  '文学',
  '文學',
  '小说',
  '小說',
  '计算机',
  '計算機',
  '程序',
  '设计',
  '設計',
  '数据',
  '數據',
  '结构',
  '結構',
  '网络',
  '網絡',
  '电影',
  '音乐',
  '音樂',
  '艺术',
  '藝術',
  '长安',
  '長安',
  '荔枝',
  '三体',
  '三體',
  '百年孤独',
  '乾隆',
  '干部',
  '幹部',
  '头发',
  '頭髮',
  '里面',
  '裡面',
  '后来',
  '後來',
  '台湾',
  '臺灣',
  '的',
  '与',
  '與',
  '和',
  '之',
  '书',
  '書',
  '图',
  '圖',
  '馆',
  '館',
  '哈哈哈',
  '人人',
  '一一',
  'ノルウェイの森',
  '한국어',
  '入门',
  '入門',
  '编程',
  '第',
  '版',
  '卷',
  '𠀀𠀁',
];
const LATIN_WORDS = [
  'Python',
  'Java',
  'SQL',
  'Harry',
  'Potter',
  'Books',
  'book',
  'Learning',
  'learn',
  'C++',
  'Web',
  'AI',
  'iPhone',
  'Ｐｙｔｈｏｎ',
  'café',
  'Data',
  'Structures',
  'running',
  'run',
  'A',
  'the',
  'of',
];
const NUMBERS = ['2024', '3', '2', '100', '978-7-111-54493-7', '7-02-000220-7', '1.5', '3D', 'mp3', 'Ⅱ', '①'];
const SEPARATORS = ['', '', '', ' ', ' ', '：', '·', '《', '》', '（', '）', '-', '、', '，', '!', "'", '"', '&', '|', ':'];

/** A catalogue-like title: Chinese words (both scripts), Latin words, numbers, punctuation. */
export function randomTitle(next: () => number): string {
  const n = 2 + Math.floor(next() * 5);
  let title = '';
  for (let i = 0; i < n; i += 1) {
    const r = next();
    const piece = r < 0.6 ? pick(next, CJK_WORDS) : r < 0.85 ? pick(next, LATIN_WORDS) : pick(next, NUMBERS);
    title += (i > 0 ? pick(next, SEPARATORS) : '') + piece;
  }
  return title;
}
