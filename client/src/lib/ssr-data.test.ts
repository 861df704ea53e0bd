import { describe, expect, it } from 'vitest';
import { readServerRenderedData, serializeForScript, SSR_DATA_ID } from './ssr-data';

describe('server-rendered data (issue 12)', () => {
  const data = { router: { loaderData: { 0: null } }, apollo: { 'News:1': { title: '</script><script>alert(1)</script><!-- \u2028' } } };

  it('cannot end its script element or open a comment, and reads back unchanged', () => {
    const text = serializeForScript(data);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(text).not.toContain('<');
    document.body.innerHTML = `<script type="application/json" id="${SSR_DATA_ID}">${text}</script><p id="after">after</p>`;
    expect(document.getElementById('after')).not.toBeNull();
    expect(readServerRenderedData()).toEqual(data);
  });

  it('is absent from a page the browser renders', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerRenderedData()).toBeUndefined();
  });
});
