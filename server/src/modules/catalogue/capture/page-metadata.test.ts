import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPageMetadata, stripSiteSuffix, SUMMARY_MAX_LENGTH, yearOf } from './page-metadata.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A page with the given head markup. */
const page = (head: string, body = '', lang = '') =>
  `<!DOCTYPE html><html${lang ? ` lang="${lang}"` : ''}><head>${head}</head><body>${body}</body></html>`;

describe('readPageMetadata', () => {
  it('reads a schema.org Book from a JSON-LD @graph, ahead of every other markup', () => {
    const url = 'https://book.example.com/subject/2567698/';
    expect(readPageMetadata(fixture('jsonld-book.html'), url)).toEqual({
      title: '三体',
      creators: ['刘慈欣'],
      coverUrl: 'https://book.example.com/covers/s2768378.jpg',
      summary:
        '文化大革命如火如荼进行的同时，军方探寻外星文明的绝秘计划“红岸工程”取得了突破性进展。\n但在按下发射键的那一刻，历经劫难的叶文洁没有意识到，她彻底改变了人类的命运。&更多',
      keywords: ['科幻', '小说', '硬科幻', '刘慈欣'],
      publisher: '重庆出版社',
      publishYear: 2008,
      isbn: '9787536692930',
      language: 'zh-CN',
      kindHint: 'book',
      sourceUrl: url,
      sources: {
        title: 'jsonld',
        creators: 'jsonld',
        coverUrl: 'jsonld',
        summary: 'jsonld',
        keywords: 'jsonld',
        publisher: 'jsonld',
        publishYear: 'jsonld',
        isbn: 'jsonld',
        language: 'jsonld',
        kindHint: 'jsonld',
      },
    });
  });

  it('reads an Open Graph video page, resolving a relative image and skipping profile URLs', () => {
    const url = 'https://video.example.com/movie/123/play.html';
    const result = readPageMetadata(fixture('og-video.html'), url);
    expect(result).toMatchObject({
      title: '流浪地球',
      creators: ['郭帆'],
      coverUrl: 'https://video.example.com/movie/posters/wandering-earth.jpg',
      summary: '太阳即将毁灭，人类在地球表面建造出巨大的推进器，寻找新家园。',
      keywords: ['科幻', '灾难'],
      publishYear: 2019,
      language: 'zh-CN',
      kindHint: 'video',
    });
    expect(result.sources).toEqual({
      title: 'opengraph',
      creators: 'opengraph',
      coverUrl: 'opengraph',
      summary: 'opengraph',
      keywords: 'opengraph',
      publishYear: 'opengraph',
      language: 'opengraph',
      kindHint: 'opengraph',
    });
  });

  it('prefers Google Scholar citation tags to Dublin Core on a thesis page, taking from each what it has', () => {
    const result = readPageMetadata(fixture('thesis-dc-citation.html'), 'https://thesis.example.edu/detail/123');
    expect(result).toMatchObject({
      title: '基于深度学习的古籍文字识别研究',
      creators: ['王小明', '李 华'],
      summary: '本文研究了古籍文字的自动识别方法， 提出了一种新的模型。',
      keywords: ['古籍', '文字识别', '深度学习'],
      publisher: '清华大学',
      publishYear: 2019,
      language: 'zh',
      kindHint: 'thesis',
    });
    expect(result.sources).toEqual({
      title: 'citation',
      creators: 'citation',
      summary: 'dublincore',
      keywords: 'dublincore',
      publisher: 'citation',
      publishYear: 'citation',
      language: 'dublincore',
      kindHint: 'citation',
    });
    expect(result.isbn).toBeUndefined();
    expect(result.coverUrl).toBeUndefined();
  });

  it('skips malformed JSON-LD without throwing and falls back to microdata and the HTML head', () => {
    const url = 'https://books.example.com/classics/left-hand';
    const result = readPageMetadata(fixture('broken-jsonld.html'), url);
    expect(result).toMatchObject({
      title: 'The Left Hand of Darkness',
      creators: ['Ursula K. Le Guin'],
      coverUrl: 'https://books.example.com/classics/covers/left-hand.jpg',
      summary: 'A novel by Ursula K. Le Guin & a classic of science fiction.',
      isbn: '0441478123',
      language: 'en',
      kindHint: 'book',
    });
    expect(result.sources).toMatchObject({
      title: 'microdata',
      creators: 'microdata',
      coverUrl: 'microdata',
      summary: 'html',
      isbn: 'microdata',
      language: 'html',
    });
  });

  it('drops ISBNs with a wrong check digit, taking the next valid one, and resolves against <base href>', () => {
    const result = readPageMetadata(fixture('invalid-isbn.html'), 'https://www.example.org/item/huozhe');
    expect(result.isbn).toBe('9787506365437');
    expect(result.sources.isbn).toBe('citation');
    expect(result.title).toBe('活着');
    expect(result.creators).toEqual(['余华']);
    // The data: placeholder is passed over for the real cover, which is relative to <base href>.
    expect(result.coverUrl).toBe('https://static.example.org/book/img/huozhe.jpg');
  });

  it('leaves the ISBN out when none is valid, and then guesses no kind from it', () => {
    const result = readPageMetadata(
      page('<meta name="citation_isbn" content="978-7-5366-9293-1"><meta name="citation_title" content="某书">'),
      'https://example.com/',
    );
    expect(result.isbn).toBeUndefined();
    expect(result.kindHint).toBeUndefined();
    expect(result.sources).toEqual({ title: 'citation' });
  });

  it('takes a kind hint of book from a lone ISBN', () => {
    const result = readPageMetadata(page('<meta name="DC.identifier" scheme="ISBN" content="7-5366-9293-5">'), 'https://example.com/');
    expect(result).toMatchObject({ isbn: '7536692935', kindHint: 'book', sources: { isbn: 'dublincore', kindHint: 'dublincore' } });
  });

  it('reads Dublin Core under DC., dc:, and dcterms. names, with an ISBN among the identifiers', () => {
    const html = page(`
      <meta name="dcterms.title" content="红楼梦">
      <meta name="DC:creator" content="曹雪芹">
      <meta name="dc.creator" content="高鹗">
      <meta name="DC.identifier" content="https://example.com/item/42">
      <meta name="DC.identifier" content="urn:isbn:9787020002207">
      <meta name="dcterms.issued" content="1996年12月">
      <meta name="DCTERMS.abstract" content="中国古典长篇小说。">
      <meta name="DC.Publisher" content="人民文学出版社">
      <meta name="dc.language" content="ZH_cn">`);
    expect(readPageMetadata(html, 'https://example.com/item/42')).toMatchObject({
      title: '红楼梦',
      creators: ['曹雪芹', '高鹗'],
      isbn: '9787020002207',
      publishYear: 1996,
      summary: '中国古典长篇小说。',
      publisher: '人民文学出版社',
      language: 'zh-CN',
      sources: { title: 'dublincore', isbn: 'dublincore', publisher: 'dublincore' },
    });
  });

  it('falls back to <title>, description, keywords, author and <html lang>, cleaned', () => {
    const html = page(
      `<title>
         围城 &amp; 其他 _百度百科</title>
       <meta property="og:title" content="   ">
       <meta name="description" content="  钱钟书的长篇小说，&nbsp;1947 年出版。  ">
       <meta name="keywords" content="小说, 钱钟书，围城;经典；民国、 ,小说">
       <meta name="author" content="钱钟书、杨绛">
       <link rel="image_src" href="//img.example.com/weicheng.jpg">`,
      '',
      'zh-Hans',
    );
    expect(readPageMetadata(html, 'https://baike.example.com/item/weicheng')).toEqual({
      title: '围城 & 其他',
      creators: ['钱钟书', '杨绛'],
      coverUrl: 'https://img.example.com/weicheng.jpg',
      summary: '钱钟书的长篇小说， 1947 年出版。',
      keywords: ['小说', '钱钟书', '围城', '经典', '民国'],
      language: 'zh-Hans',
      sourceUrl: 'https://baike.example.com/item/weicheng',
      sources: { title: 'html', creators: 'html', coverUrl: 'html', summary: 'html', keywords: 'html', language: 'html' },
    });
  });

  it('strips the site suffix only from a <title>, never from structured titles', () => {
    const html = page('<title>A | B</title><meta property="og:title" content="Dune | Part Two">');
    expect(readPageMetadata(html, 'https://example.com/').title).toBe('Dune | Part Two');
    expect(readPageMetadata(page('<title>Dune | Part Two</title>'), 'https://example.com/').title).toBe('Dune');
  });

  it('truncates the summary to 2000 characters', () => {
    const long = '长'.repeat(3000);
    const { summary } = readPageMetadata(page(`<meta name="description" content="${long}">`), 'https://example.com/');
    expect(Array.from(summary ?? '')).toHaveLength(SUMMARY_MAX_LENGTH);
    expect(summary?.endsWith('…')).toBe(true);
  });

  it('copes with JSON-LD in comments, with raw newlines, prefixed types, a single author string and e-book formats', () => {
    const html = page(`<script type="application/ld+json"><!--
      {"@context": "http://schema.org", "@type": "http://schema.org/Book", "name": "第一行
第二行", "author": "张三；李四；张三", "bookFormat": "https://schema.org/EBook", "image": ["", {"contentUrl": "/c.png"}], "copyrightYear": 2021}
    --></script>`);
    expect(readPageMetadata(html, 'https://example.com/a/b')).toMatchObject({
      title: '第一行 第二行',
      creators: ['张三', '李四'],
      coverUrl: 'https://example.com/c.png',
      publishYear: 2021,
      kindHint: 'ebook',
    });
  });

  it('chooses the work among several JSON-LD blocks and maps video and thesis types', () => {
    const movie = page(`
      <script type="application/ld+json">{"@type": "Organization", "name": "某视频网"}</script>
      <script type="application/ld+json">{"@type": ["schema:Movie"], "name": "霸王别姬", "director": {"name": "陈凯歌"}, "dateCreated": "1993-01-01"}</script>`);
    expect(readPageMetadata(movie, 'https://example.com/')).toMatchObject({
      title: '霸王别姬',
      creators: ['陈凯歌'],
      publishYear: 1993,
      kindHint: 'video',
    });
    const thesis = page(
      `<script type="application/ld+json">{"@type": "Thesis", "name": "论文", "inLanguage": {"@type": "Language", "name": "Chinese", "alternateName": "zh"}}</script>`,
    );
    expect(readPageMetadata(thesis, 'https://example.com/')).toMatchObject({ title: '论文', language: 'zh', kindHint: 'thesis' });
  });

  it('reads loose microdata properties when no item declares a type', () => {
    const html = page('', '<h1 itemprop="name"> 平凡的世界 </h1><span itemprop="author">路遥</span><img itemprop="image" src="/p.jpg">');
    expect(readPageMetadata(html, 'https://example.com/x')).toMatchObject({
      title: '平凡的世界',
      creators: ['路遥'],
      coverUrl: 'https://example.com/p.jpg',
      sources: { title: 'microdata', creators: 'microdata', coverUrl: 'microdata' },
    });
  });

  it('never throws, whatever it is given', () => {
    for (const html of ['', '<<<>>>', '<script type="application/ld+json">{{{</script>', '\u0000\uffff']) {
      expect(readPageMetadata(html, 'not a url')).toMatchObject({ creators: [], keywords: [], sourceUrl: 'not a url' });
    }
    expect(readPageMetadata(page('<meta property="og:image" content="javascript:alert(1)">'), 'https://example.com/').coverUrl).toBeUndefined();
  });
});

describe('the value rules', () => {
  it('reads the year from any date form', () => {
    expect(yearOf(2019)).toBe(2019);
    expect(yearOf('2019-05-01')).toBe(2019);
    expect(yearOf('2019-05-01T08:00:00+08:00')).toBe(2019);
    expect(yearOf('2019年5月')).toBe(2019);
    expect(yearOf('二〇一九年五月')).toBe(2019);
    expect(yearOf('May 1, 2019')).toBe(2019);
    expect(yearOf('05/01/2019')).toBe(2019);
    expect(yearOf('20190501')).toBe(2019);
    expect(yearOf('unknown')).toBeUndefined();
    expect(yearOf('9999')).toBeUndefined();
  });

  it('strips common site suffixes from titles', () => {
    expect(stripSiteSuffix('三体 - 豆瓣读书')).toBe('三体');
    expect(stripSiteSuffix('三体_百度百科')).toBe('三体');
    expect(stripSiteSuffix('三体 (豆瓣)')).toBe('三体');
    expect(stripSiteSuffix('Dune | Site')).toBe('Dune');
    expect(stripSiteSuffix('Spider-Man')).toBe('Spider-Man');
    expect(stripSiteSuffix('三体（全集）')).toBe('三体（全集）');
    expect(stripSiteSuffix('| Site')).toBe('| Site');
  });
});
