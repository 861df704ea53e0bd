import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { portalSystem } from '../theme';
import { Pager, pageSlots } from './Pager';

describe('pageSlots', () => {
  it('lists every page when there are few', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its siblings, with gaps', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'start-gap', 9, 10, 11, 'end-gap', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'start-gap', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'start-gap', 16, 17, 18, 19, 20]);
  });
});

describe('Pager', () => {
  const renderPager = (page: number, total: number, onChange = vi.fn()) => {
    render(
      <ChakraProvider value={portalSystem()}>
        <Pager page={page} pageSize={10} total={total} onChange={onChange} />
      </ChakraProvider>,
    );
    return onChange;
  };

  it('shows the total and marks the current page', () => {
    renderPager(2, 35);
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 35 条，4 页');
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 1 页' })).not.toHaveAttribute('aria-current');
  });

  it('calls onChange with the page asked for', async () => {
    const onChange = renderPager(2, 35);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '第 4 页' }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    renderPager(1, 5);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });
});
