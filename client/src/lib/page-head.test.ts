import { describe, expect, it } from 'vitest';
import { headHtml, plainText } from './page-head';
import { resourceData } from './structured-data';

const site = { name: '示例市图书馆', url: 'https://library.example.org' };

describe('a page’s head for search engines and link previews (issue 52)', () => {
  it('writes the title, description, canonical address, Open Graph tags and JSON-LD, all escaped', () => {
    const title = '</script><script>alert(1)</script> & "书"';
    const book = { __typename: 'Book', title, creators: ['罗贯中'], isbn: '9787020008735', cover: '/uploads/c.jpg' };
    const head = headHtml(
      {
        title: `${title} - 示例市图书馆`,
        description: 'a<b',
        canonical: '/resources/book/detail?id=7',
        type: 'book',
        image: book.cover,
        structuredData: resourceData(book, '/resources/book/detail?id=7'),
      },
      site,
      '/resources/newBooks/detail?id=7&utm=x',
    );
    expect(head).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;书&quot; - 示例市图书馆</title>');
    expect(head).toContain('<meta name="description" content="a&lt;b">');
    expect(head).toContain('<link rel="canonical" href="https://library.example.org/resources/book/detail?id=7">');
    expect(head).toContain('<meta property="og:type" content="book">');
    expect(head).toContain('<meta property="og:image" content="https://library.example.org/uploads/c.jpg">');
    // One script element only: the title's </script> is \u003c/script> inside it.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Book', name: title, isbn: '9787020008735', author: [{ '@type': 'Person', name: '罗贯中' }] });
  });

  it('falls back to the site’s title and description and the requested address', () => {
    const head = headHtml(undefined, site, '/retrieve?q=a');
    expect(head).toMatch(/^<title>示例市图书馆<\/title><meta name="description" content="示例市图书馆：[^"]+">/);
    expect(head).toContain('<link rel="canonical" href="https://library.example.org/retrieve?q=a">');
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('<script');
  });

  it('makes a description of rich text', () => {
    expect(plainText('<p>开馆&nbsp;通知</p>\n<p>a &amp; b</p>')).toBe('开馆 通知 a & b');
    expect(plainText('字'.repeat(200), 10)).toBe(`${'字'.repeat(9)}…`);
  });
});
