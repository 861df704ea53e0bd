/**
 * Costs per call, printed for the record (ceilings are loose: shared CI machines vary). These run on
 * every indexed write and every query.
 */
import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { documentTerms, documentWords, type SearchField } from './document.js';
import { highlight, snippet } from './highlight.js';
import { normalizeText } from './normalize.js';
import { pinyinKeys } from './pinyin.js';
import { queryTerms, queryWords } from './query.js';

/**
 * Median over rounds of the mean CPU µs per call (CPU time, not wall time: the machine running the
 * tests is shared, and waiting for a core is not our cost).
 */
function measure(fn: () => unknown, calls: number): number {
  for (let i = 0; i < Math.min(calls, 50); i += 1) fn();
  const rounds: number[] = [];
  for (let r = 0; r < 3; r += 1) {
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i += 1) fn();
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / calls);
  }
  return rounds.sort((a, b) => a - b)[1];
}

/** A bare loop over 2,000 characters: the machine's yardstick, to read the other figures by. */
function baseline(text: string): number {
  let x = 0;
  for (let i = 0; i < text.length; i += 1) x = (x + text.charCodeAt(i)) | 0;
  return x;
}

const TITLE = '红楼梦研究：曹雪芹与清代社会的历史考察（第二版）Python';
const TITLE_TW = '紅樓夢研究：曹雪芹與清代社會的歷史考察（第二版）Python';
const PARAGRAPH =
  '《红楼梦》是中国古典四大名著之一，清代作家曹雪芹创作的章回体长篇小说，以贾、史、王、薛四大家族的兴衰为背景，' +
  '以富贵公子贾宝玉为视角，以贾宝玉与林黛玉、薛宝钗的爱情婚姻悲剧为主线，描绘了一批举止见识出于须眉之上的闺阁佳人。ISBN 978-7-02-000220-7. ';
const SUMMARY = PARAGRAPH.repeat(20).slice(0, 2000);
const SUMMARY_TW = Converter({ from: 'cn', to: 'tw' })(SUMMARY);

describe('speed', () => {
  it('is fast enough to run on every write and every query', () => {
    const cold = performance.now();
    normalizeText(TITLE_TW);
    documentTerms([{ text: TITLE, weight: 'A' }]);
    const coldMs = performance.now() - cold;

    const fields: SearchField[] = [
      { text: TITLE, weight: 'A' },
      { text: '曹雪芹 高鹗', weight: 'B' },
      { text: '古典小说 清代 红学', weight: 'B' },
      { text: '中国文学', weight: 'C' },
      { text: SUMMARY, weight: 'D' },
    ];
    const phrase = Converter({ from: 'tw', to: 'cn' });
    const us = {
      coldStartMs: coldMs,
      bareLoop2000: measure(() => baseline(SUMMARY), 20_000),
      normalizeTitle30: measure(() => normalizeText(TITLE), 20_000),
      normalizeTitle30Traditional: measure(() => normalizeText(TITLE_TW), 20_000),
      normalizeSummary2000: measure(() => normalizeText(SUMMARY), 500),
      normalizeSummary2000Traditional: measure(() => normalizeText(SUMMARY_TW), 500),
      openccPhraseConverterTitle30: measure(() => phrase(TITLE_TW), 5_000),
      openccPhraseConverterSummary2000: measure(() => phrase(SUMMARY_TW), 100),
      documentTermsTitle: measure(() => documentTerms([{ text: TITLE, weight: 'A' }]), 5_000),
      documentTermsResource: measure(() => documentTerms(fields), 100),
      documentWordsResource: measure(() => documentWords(fields), 100),
      queryTerms: measure(() => queryTerms('紅樓夢 研究 python', { prefix: true }), 20_000),
      queryTerms2000Chars: measure(() => queryTerms(SUMMARY), 300),
      queryWords: measure(() => queryWords('红楼梦研究'), 5_000),
      pinyinKeysTitle: measure(() => pinyinKeys(TITLE), 1_000),
      highlightTitle: measure(() => highlight(TITLE_TW, '红楼梦 python'), 5_000),
      snippetSummary: measure(() => snippet(SUMMARY_TW, '贾宝玉', 120), 100),
    };
    console.info('µs per call (coldStartMs in ms)', Object.fromEntries(Object.entries(us).map(([k, v]) => [k, Number(v.toFixed(1))])));
    expect(us.normalizeTitle30).toBeLessThan(50);
    expect(us.normalizeSummary2000).toBeLessThan(1_000);
    expect(us.documentTermsResource).toBeLessThan(10_000);
    expect(us.queryTerms).toBeLessThan(200);
  }, 120_000);
});
