import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '../theme';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('drops scripts, event handlers, javascript: URLs, frames, forms and inline styles', () => {
    const html = sanitizeHtml(
      '<p style="color:red" onclick="x()">文字</p><script>alert(1)</script><img src="a.jpg" onerror="x()">' +
        '<a href="javascript:x()">a</a><iframe src="//x"></iframe><form><input name="p"></form><svg><script>x()</script></svg>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<form|<input|style=/i);
    expect(html).toContain('<p>文字</p>');
    expect(html).toContain('<img src="a.jpg">');
  });

  it('keeps rich text, and makes new-window links safe', () => {
    const html = sanitizeHtml(
      '<h2>标题</h2><ol><li>一</li></ol><table><tbody><tr><td>格</td></tr></tbody></table><a href="https://example.cn" target="_blank">链接</a>',
    );
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<td>格</td>');
    expect(html).toContain('<a href="https://example.cn" target="_blank" rel="noopener noreferrer">链接</a>');
  });

  it('renders the sanitised HTML', () => {
    const { container } = render(
      <ChakraProvider value={portalSystem()}>
        <SafeHtml html={'<p>正文</p><img src="x" onerror="window.bad = 1"><script>window.bad = 2</script>'} />
      </ChakraProvider>,
    );
    expect(container.querySelector('.rich-text p')).toHaveTextContent('正文');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('leaves the shared DOMPurify instance alone', () => {
    sanitizeHtml('<a href="https://example.cn" target="_blank">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.cn" target="_blank">x</a>', { ADD_ATTR: ['target'] })).not.toContain('noopener');
  });
});
