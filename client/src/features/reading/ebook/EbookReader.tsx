import { Box, Button, Flex, Heading, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuArrowLeft, LuBookmark, LuBookmarkCheck, LuChevronLeft, LuChevronRight, LuList, LuSearch, LuSettings2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { readTimeResourceOf } from '../read-time/read-time-resource';
import { useReadTime } from '../read-time/useReadTime';
import { useReadingState } from '../useReadingState';
import type { ReaderSource } from '../reader-source';
import { fileRefusal } from '../file-refusal';
import { EbookPanel, type PanelKind } from './EbookPanel';
import {
  pageAction,
  THEMES,
  type EbookInfo,
  type EbookLook,
  type EbookPlace,
  type EbookSession,
  type OpenEbook,
  type SearchHit,
} from './ebook-engine';
import { DEFAULT_EBOOK_STATE, keptPageList, keptToc, percent, sectionTitleOf, toggledBookmarks, type EbookReaderState } from './ebook-state';

/** A book that has not opened by then is taken as broken (a stalled download, an EPUB epubjs hangs on). */
export const OPEN_TIMEOUT_MS = 30_000;
export const BROKEN_EBOOK = '电子书无法打开：文件已损坏或格式不受支持。';

/** The real engine: epubjs in its own chunk, fetched when a book opens (never with the site's first load). */
const loadEpubjs = () => import('./epub-adapter').then((module) => module.openEpub);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type Status = 'loading' | 'open' | 'failed';

/**
 * The e-book reader (issue 13) for one source: pages of the EPUB between previous/next zones, a
 * menu bar (back, contents, bookmarks, search, settings, bookmark this page) and a progress bar.
 * Its place and settings are kept by useReadingState (this device at once, the account debounced).
 * `open` replaces epubjs in unit tests.
 */
export function EbookReader({ source, open }: { source: ReaderSource; open?: OpenEbook }) {
  const reading = useReadingState<EbookReaderState>(source.document, 'epub', DEFAULT_EBOOK_STATE);
  const { state, save } = reading;
  // Read time counts while the page is visible and the reader active; page turns inside the book's
  // iframe are activity the window does not see.
  const { markActive } = useReadTime(readTimeResourceOf(source.document));
  const viewRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<EbookSession | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [info, setInfo] = useState<EbookInfo | null>(null);
  const [place, setPlace] = useState<EbookPlace | null>(null);
  const [panel, setPanel] = useState<PanelKind | null>(null);
  const [hits, setHits] = useState<SearchHit[] | null>(null);

  // The latest state for the engine's callbacks, which are registered once per book.
  const latest = useRef({ state, progress: reading.progress });
  const lookRef = useRef<EbookLook>({ fontSize: state.fontSize, fontFamily: state.fontFamily, theme: state.theme, paginated: state.paginated });
  useEffect(() => {
    latest.current = { state, progress: reading.progress };
    lookRef.current = { fontSize: state.fontSize, fontFamily: state.fontFamily, theme: state.theme, paginated: state.paginated };
  });
  const patch = useCallback((change: Partial<EbookReaderState>) => save({ state: change as EbookReaderState }), [save]);

  const turn = useCallback(
    (action: ReturnType<typeof pageAction>) => {
      const session = sessionRef.current;
      if (action === 'prev') void session?.prev();
      else if (action === 'next') void session?.next();
      else if (action === 'menu') patch({ menuVisible: !latest.current.state.menuVisible });
    },
    [patch],
  );

  // epubjs starts downloading at once, while the account is asked for the place (not one after the other).
  useEffect(() => {
    if (!open) void loadEpubjs();
  }, [open]);

  // The book opens once the account has answered, at the later of the device's and the account's place.
  const { ready, location } = reading;
  const [startAt, setStartAt] = useState<string | null | undefined>(undefined);
  if (ready && startAt === undefined) setStartAt(location);
  useEffect(() => {
    const element = viewRef.current;
    if (startAt === undefined || !element) return;
    let cancelled = false;
    let session: EbookSession | null = null;
    void (async () => {
      try {
        const openBook = open ?? (await loadEpubjs());
        if (cancelled) return;
        session = openBook(element, source.url, { target: startAt ?? undefined, look: lookRef.current });
        sessionRef.current = session;
        session.onRelocated((next) => {
          markActive();
          setPlace(next);
          const { state: kept, progress } = latest.current;
          save({
            // Before the locations are counted the engine says 0: the known share stands until then.
            progress: next.percentage || next.atStart ? next.percentage : progress,
            location: next.cfi,
            state: {
              section: next.href,
              sectionTitle: sectionTitleOf(kept.navigation, next.href),
              verticalOffset: next.verticalOffset,
              bookmarked: kept.bookmarks.some((mark) => mark.cfi === next.cfi),
            } as EbookReaderState,
          });
        });
        session.onInput((input) => {
          markActive();
          turn(pageAction(input));
        });
        const opened = await withTimeout(session.opened, OPEN_TIMEOUT_MS);
        if (cancelled) return;
        setInfo(opened);
        setStatus('open');
        if (!lookRef.current.paginated && latest.current.state.verticalOffset) session.scrollTo(latest.current.state.verticalOffset);
        patch({
          fileName: source.fileName ?? source.title,
          book: source.document,
          navigation: keptToc(opened.toc),
          metadata: opened.metadata,
          pageList: keptPageList(opened.pageList),
        });
      } catch {
        // Refused by the server (a login, the grant, the day's allowance), or broken.
        const why = await fileRefusal(source.url);
        if (!cancelled) {
          setRefusal(why);
          setStatus('failed');
        }
      }
    })();
    return () => {
      cancelled = true;
      session?.destroy();
      sessionRef.current = null;
    };
    // The book is opened once per source; settings and saves reach it through refs.
  }, [startAt, source.url, source.document, source.title, source.fileName, open, save, patch, turn, markActive]);

  // Settings reach the open book as they change.
  const { fontSize, fontFamily, theme, paginated } = state;
  useEffect(() => {
    if (status === 'open') sessionRef.current?.setLook({ fontSize, fontFamily, theme, paginated });
  }, [status, fontSize, fontFamily, theme, paginated]);

  // Previous / next by keyboard, when the focus is in this page (the book's own keys come through onInput).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]') || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ' && target?.closest('button, a')) return;
      const action = pageAction({ type: 'key', key: event.key });
      if (action) {
        event.preventDefault();
        turn(action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [turn]);

  const bookmarked = !!place && state.bookmarks.some((mark) => mark.cfi === place.cfi);
  const toggleBookmark = () => {
    if (!place) return;
    const bookmarks = toggledBookmarks(state.bookmarks, {
      cfi: place.cfi,
      sectionTitle: state.sectionTitle || sectionTitleOf(state.navigation, place.href),
      excerpt: place.excerpt,
      progress: reading.progress,
      createdAt: new Date().toISOString(),
    });
    patch({ bookmarks, bookmarked: !bookmarked });
  };
  const go = (target: string) => {
    void sessionRef.current?.display(target);
    setPanel(null);
  };
  const search = async (query: string) => {
    setHits(null);
    setHits((await sessionRef.current?.search(query)) ?? []);
  };

  const colors = THEMES[state.theme];
  const menu = state.menuVisible || status !== 'open';

  if (status === 'failed') {
    return (
      <Box role="alert" py="16" textAlign="center">
        <Heading as="h1" size="md" mb="3">
          {source.title}
        </Heading>
        <Text mb="6">{refusal ?? BROKEN_EBOOK}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={source.backTo}>返回{source.backLabel}</RouterLink>
        </Button>
      </Box>
    );
  }

  return (
    <Flex
      direction="column"
      h="calc(100dvh - 140px)"
      minH="480px"
      bg={colors.background}
      color={colors.color}
      borderWidth="1px"
      borderRadius="md"
      position="relative"
      data-theme-name={state.theme}
    >
      <HStack as="header" px="3" py="2" gap="2" borderBottomWidth="1px" borderColor="border.muted" hidden={!menu}>
        <Button asChild size="sm" variant="ghost" color="inherit">
          <RouterLink to={source.backTo}>
            <LuArrowLeft /> 返回{source.backLabel}
          </RouterLink>
        </Button>
        <Heading as="h1" size="sm" flex="1" minW="0" truncate textAlign="center" title={source.title}>
          {source.title}
          {state.sectionTitle && (
            <Text as="span" fontWeight="normal" color="inherit" opacity={0.7}>
              {' '}
              · {state.sectionTitle}
            </Text>
          )}
        </Heading>
        <IconButton size="sm" variant="ghost" color="inherit" aria-label="目录" onClick={() => setPanel(panel === 'toc' ? null : 'toc')}>
          <LuList />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          color="inherit"
          aria-label="书签列表"
          onClick={() => setPanel(panel === 'bookmarks' ? null : 'bookmarks')}
        >
          <LuBookmark />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          color="inherit"
          aria-label="搜索"
          onClick={() => setPanel(panel === 'search' ? null : 'search')}
          disabled={status !== 'open'}
        >
          <LuSearch />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          color="inherit"
          aria-label="阅读设置"
          onClick={() => setPanel(panel === 'settings' ? null : 'settings')}
        >
          <LuSettings2 />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          color="inherit"
          aria-label={bookmarked ? '移除书签' : '添加书签'}
          aria-pressed={bookmarked}
          onClick={toggleBookmark}
          disabled={!place}
        >
          {bookmarked ? <LuBookmarkCheck /> : <LuBookmark />}
        </IconButton>
      </HStack>

      <Flex flex="1" minH="0" position="relative">
        <IconButton
          aria-label="上一页"
          variant="ghost"
          color="inherit"
          h="auto"
          w={{ base: '8', md: '12' }}
          borderRadius="0"
          onClick={() => turn('prev')}
          disabled={status !== 'open' || place?.atStart}
        >
          <LuChevronLeft />
        </IconButton>
        <Box
          ref={viewRef}
          flex="1"
          minW="0"
          h="full"
          data-testid="ebook-view"
          data-location={place?.cfi}
          aria-label={`${source.title}正文`}
          role="document"
        />
        <IconButton
          aria-label="下一页"
          variant="ghost"
          color="inherit"
          h="auto"
          w={{ base: '8', md: '12' }}
          borderRadius="0"
          onClick={() => turn('next')}
          disabled={status !== 'open' || place?.atEnd}
        >
          <LuChevronRight />
        </IconButton>
        {status === 'loading' && (
          <Flex position="absolute" inset="0" align="center" justify="center" role="status" aria-label="电子书加载中" gap="2">
            <Spinner size="sm" /> 正在打开电子书…
          </Flex>
        )}
        {panel && (
          <EbookPanel
            kind={panel}
            onClose={() => setPanel(null)}
            state={state}
            cover={info?.cover ?? null}
            currentHref={place?.href ?? state.section}
            onGo={go}
            onChange={patch}
            hits={hits}
            onSearch={(query) => void search(query)}
          />
        )}
      </Flex>

      <HStack as="footer" px="3" py="2" gap="3" borderTopWidth="1px" borderColor="border.muted" hidden={!menu} fontSize="sm">
        <Box
          flex="1"
          h="1.5"
          bg="gray.300"
          borderRadius="full"
          overflow="hidden"
          role="progressbar"
          aria-label="阅读进度"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(reading.progress * 100)}
        >
          <Box h="full" w={percent(reading.progress)} bg="brand.500" />
        </Box>
        <Text as="span" minW="10" textAlign="right" data-testid="ebook-percent">
          {percent(reading.progress)}
        </Text>
      </HStack>
    </Flex>
  );
}
