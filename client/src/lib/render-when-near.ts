/**
 * For a block that usually lies below a phone's first screen (the home page's news blocks and library
 * cards, the footer): the browser skips its style, layout and paint until it comes near the
 * viewport (CSS `content-visibility: auto`), so loading and hydrating a page lay out what is on
 * screen only. Its content stays in the page: found by find-in-page, read by screen readers, and
 * laid out at once when scrolled to or focused. `contain-intrinsic-size: auto` keeps a rendered
 * block's real height, so the scrollbar does not jump once it has been seen; the figure is only the
 * first guess. Also contains the block's paint: nothing inside may draw outside it (keep padding
 * around focus rings and hover lifts).
 */
export function renderWhenNear(estimatedHeightPx: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeightPx}px` } as const;
}
