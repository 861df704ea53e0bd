import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTitleFallback } from './page-head';

function Shell() {
  useTitleFallback('示例市图书馆');
  return null;
}

const titles = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent);

describe('useTitleFallback', () => {
  afterEach(() => document.head.querySelectorAll('title').forEach((title) => title.remove()));

  it("gives a page without a title the site's name, and steps aside for a page's own title", async () => {
    const { unmount } = render(<Shell />);
    expect(titles()).toEqual(['示例市图书馆']);
    // A lazy page's own title arrives after the first commit: the fallback goes.
    const own = document.createElement('title');
    own.textContent = '三国演义 - 示例市图书馆';
    document.head.append(own);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(titles()).toEqual(['三国演义 - 示例市图书馆']);
    expect(document.title).toBe('三国演义 - 示例市图书馆');
    // The page is left (React removes its title): the fallback comes back.
    own.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('示例市图书馆');
    unmount();
  });
});
