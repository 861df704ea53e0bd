import { Box, Button, Flex, Heading, HStack, Tabs } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { LuArrowLeft, LuPanelLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '../../../lib/site';
import { EmptyNote } from '../../site/EmptyNote';
import { PageHead } from '../../../lib/page-head';

export interface SidePanel {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The reader fills the window below the site's header (whose height varies with the width), so the
 * document scrolls inside it and the toolbar stays in view.
 */
function useHeightToWindowBottom() {
  const frame = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setTop(Math.max(0, (frame.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { frame, height: `calc(100dvh - ${top}px)` };
}

/**
 * The document reader's frame: a toolbar (返回, the title, the reader's tools), a side panel of tabs
 * (the parts of an edition or volume, the outline, thumbnails) and the document.
 */
export function ReaderFrame({
  title,
  backTo,
  backLabel,
  tools,
  panels,
  children,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  tools?: ReactNode;
  panels: SidePanel[];
  children: ReactNode;
}) {
  // The side panel starts open where there is room for it beside the page (md and up).
  const [open, setOpen] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 48em)').matches);
  const [tab, setTab] = useState<string>();
  const current = panels.find((panel) => panel.value === tab) ?? panels[0];
  const { frame, height } = useHeightToWindowBottom();
  return (
    <Flex ref={frame} direction="column" h={height} minH="480px" bg="bg.canvas" borderTop="1px solid" borderColor="border">
      <PageHead title={`${title} - ${SITE.name}`} />
      <HStack role="toolbar" aria-label="阅读工具" gap="2" px="3" py="2" bg="bg" borderBottom="1px solid" borderColor="border" flexWrap="wrap">
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={backTo}>
            <LuArrowLeft aria-hidden="true" />
            {backLabel}
          </RouterLink>
        </Button>
        {panels.length > 0 && (
          <Button size="sm" variant="ghost" aria-pressed={open} aria-controls="reader-side-panel" onClick={() => setOpen(!open)}>
            <LuPanelLeft aria-hidden="true" />
            侧栏
          </Button>
        )}
        <Heading as="h1" fontSize="md" fontWeight="semibold" truncate flex="1" minW="40" title={title}>
          {title}
        </Heading>
        {tools}
      </HStack>
      <Flex flex="1" minH="0">
        {panels.length > 0 && open && current && (
          <Box
            id="reader-side-panel"
            as="aside"
            aria-label="侧栏"
            w={{ base: '44', md: '64' }}
            flexShrink={0}
            bg="bg"
            borderRight="1px solid"
            borderColor="border"
            display="flex"
            flexDirection="column"
            minH="0"
          >
            <Tabs.Root
              value={current.value}
              onValueChange={(e) => setTab(e.value)}
              size="sm"
              variant="line"
              colorPalette="brand"
              display="flex"
              flexDirection="column"
              minH="0"
              flex="1"
            >
              <Tabs.List px="2">
                {panels.map((panel) => (
                  <Tabs.Trigger key={panel.value} value={panel.value}>
                    {panel.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {panels.map((panel) => (
                <Tabs.Content key={panel.value} value={panel.value} flex="1" minH="0" overflowY="auto" p="2">
                  {panel.content}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Box>
        )}
        <Box flex="1" minW="0" position="relative">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}

/** What the reader shows instead of a document it cannot open: why, and the way back. */
export function ReaderProblem({ title, description, backTo }: { title: string; description?: string; backTo: string }) {
  return (
    <Box py="16" role="alert">
      <EmptyNote title={title} description={description} size="md">
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={backTo}>返回</RouterLink>
        </Button>
      </EmptyNote>
    </Box>
  );
}
