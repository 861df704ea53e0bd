import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { startTransition, Suspense, useEffect, useMemo, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '../../features/site/SiteFooter';
import { usePageViewReporter } from '../../features/stats/usePageViewReporter';
import { SiteHeader } from '../../features/site/SiteHeader';
import { toMenuData, visibleMenu } from '../../features/site/menu';
import { useGlobalState } from '../../lib/global-state';
import { SiteLayoutQuery } from './site-layout-query';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the main content without touching the URL (a hash would be a router navigation). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/**
 * The public site's shell: skip link, header (top bar, name, navigation from siteMenu), the page,
 * and the footer (contact, friendly links, the site's own pages, ICP line).
 */
export function SiteLayout() {
  const { data } = useQuery(SiteLayoutQuery);
  const { menu, setMenu } = useGlobalState();
  // 统计分析: every page of the site and the personal centre (children of this layout) is counted.
  usePageViewReporter();

  // In a transition: a change of the global state's value just after a server-rendered page hydrated
  // would make React hydrate the parts still waiting (the Suspense boundaries below) at once, in one
  // long blocking task; a transition lets them hydrate yielding to the browser (issue 12).
  useEffect(() => {
    const siteMenu = data?.siteMenu;
    if (siteMenu) startTransition(() => setMenu(toMenuData(siteMenu)));
  }, [data?.siteMenu, setMenu]);

  // The menu in the global state keeps every entry; only those with built pages are shown.
  const siteMenu = data?.siteMenu;
  const shown = useMemo(() => visibleMenu(siteMenu ? toMenuData(siteMenu) : menu), [siteMenu, menu]);

  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink id={MAIN_CONTENT_ID} onClick={skipToMain} zIndex="skipNav" colorPalette="brand" bg="white" color="brand.700" boxShadow="lg">
        跳到主要内容
      </SkipNavLink>
      {/* Each part a Suspense boundary: a server-rendered page then hydrates part by part, yielding to
          the browser between them, instead of in one long task (issue 12: total blocking time). */}
      <Suspense fallback={null}>
        <SiteHeader menu={shown} />
      </Suspense>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" bg="bg.canvas">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter friendLinks={data?.friendLinks.items ?? []} />
      </Suspense>
      {/* New pages start at the top; back and forward restore the position. */}
      <ScrollRestoration />
    </Flex>
  );
}
