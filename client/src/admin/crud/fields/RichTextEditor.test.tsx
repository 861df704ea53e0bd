import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../apollo/client';
import { toaster } from '../../../components/ui/toaster';
import { http, HttpResponse, server } from '../../../test/msw';
import { portalSystem } from '../../../theme';
import { RichTextEditor } from './RichTextEditor';

configure({ asyncUtilTimeout: 10_000 });

// ProseMirror scrolls the selection into view; jsdom has no layout to measure.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Element.prototype.getClientRects ??= noRects;

let html = '';
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="body-label">正文</span>
      <RichTextEditor
        value={value}
        labelId="body-label"
        onChange={(next) => {
          html = next;
          setValue(next);
        }}
      />
    </>
  );
}

function renderEditor(initial = '<p>馆藏介绍</p>') {
  html = '';
  return render(
    <ChakraProvider value={portalSystem()}>
      <ApolloProvider client={createApolloClient()}>
        <Harness initial={initial} />
      </ApolloProvider>
    </ChakraProvider>,
  );
}

afterEach(() => {
  act(() => toaster.remove());
});

describe('RichTextEditor', () => {
  it('shows the content in a textbox labelled by the field, with the toolbar', async () => {
    renderEditor();
    const box = await screen.findByRole('textbox', { name: '正文' });
    expect(box).toHaveTextContent('馆藏介绍');
    for (const name of ['粗体', '斜体', 'H2', 'H3', '无序列表', '有序列表', '引用', '链接', '撤销', '重做']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /插入图片/ })).toBeInTheDocument();
  });

  it('turns the paragraph into a heading and back, and reports the HTML', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('textbox', { name: '正文' });
    await user.click(screen.getByRole('button', { name: 'H2' }));
    await waitFor(() => expect(html).toMatch(/^<h2>馆藏介绍<\/h2>/));
    expect(screen.getByRole('button', { name: 'H2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(html).toBe('<p>馆藏介绍</p>'));
  });

  it('插入图片 uploads the picture and inserts it', async () => {
    server.use(
      http.post('*/graphql', () => HttpResponse.json({ data: { uploadFile: { __typename: 'StoredFile', id: '5', url: '/uploads/in-body.png' } } })),
    );
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('textbox', { name: '正文' });
    await user.upload(screen.getByLabelText('选择要插入的图片'), new File(['png'], '馆舍.png', { type: 'image/png' }));
    await waitFor(() => expect(html).toContain('<img src="/uploads/in-body.png"'));
  });
});
