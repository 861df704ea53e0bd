import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { portalSystem } from '../../theme';
import { BANNER_INTERVAL_MS, BannerCarousel } from './BannerCarousel';

const BANNERS = ['第一幅', '第二幅', '第三幅'].map((title, i) => ({
  __typename: 'Banner' as const,
  id: String(i + 1),
  title,
  image: `/uploads/demo/banner-${i + 1}.jpg`,
  link: i === 1 ? null : `/information/libraryNews`,
}));

function renderCarousel() {
  const router = createMemoryRouter([{ path: '/', element: <BannerCarousel banners={BANNERS} /> }]);
  render(
    <ChakraProvider value={portalSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

/** The slide exposed to assistive technology (the others are aria-hidden and inert). */
const currentSlide = () => screen.getByRole('group', { name: /^第 \d 张，共 3 张/ });

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances on its own, and goes back and forth with the buttons and dots', async () => {
    renderCarousel();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张：第一幅');

    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    });
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张：第二幅');

    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张：第三幅');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张：第一幅');
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张：第三幅');

    await user.click(screen.getByRole('button', { name: '第 2 张：第二幅' }));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张：第二幅');
    expect(screen.getByRole('button', { name: '第 2 张：第二幅' })).toHaveAttribute('aria-current', 'true');
    // Only the current slide can be reached: the others are inert.
    expect(screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.hasAttribute('inert'))).toHaveLength(2);
  });

  it('pauses while the pointer is over it, and with the pause button', async () => {
    renderCarousel();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const carousel = screen.getByRole('region', { name: '馆讯轮播' });

    await user.hover(carousel);
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2); // not a whole cycle of the 3 slides
    });
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 3 张：第一幅');

    await user.unhover(carousel);
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    });
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张：第二幅');

    // The pause button stops it until pressed again (a bare click: neither pointer nor focus stays on it).
    fireEvent.click(within(carousel).getByRole('button', { name: '暂停轮播' }));
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2); // not a whole cycle of the 3 slides
    });
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 3 张：第二幅');
    fireEvent.click(within(carousel).getByRole('button', { name: '播放轮播' }));
    act(() => {
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    });
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 3 张：第三幅');
  });

  it('links a slide only when its banner has a link', () => {
    renderCarousel();
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.closest('a')?.getAttribute('href') ?? null)).toEqual([
      '/information/libraryNews',
      null,
      '/information/libraryNews',
    ]);
  });
});
