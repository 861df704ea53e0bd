import { Group, HStack, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuChevronDown, LuChevronLeft, LuChevronRight, LuChevronUp, LuZoomIn, LuZoomOut } from 'react-icons/lu';
import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEPS, zoomStep, type PdfFindResult, type PdfZoom } from './pdf-engine';

/** 上一页 / the page number (typed and sent with Enter) / 下一页. */
export function PageTools({ page, pageCount, onGo }: { page: number; pageCount: number; onGo(page: number): void }) {
  const [typed, setTyped] = useState<string>();
  const go = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(typed);
    if (Number.isInteger(n) && n >= 1 && n <= pageCount) onGo(n);
    setTyped(undefined);
  };
  return (
    <HStack as="form" gap="1" onSubmit={go} aria-label="翻页">
      <IconButton size="xs" variant="outline" aria-label="上一页" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        <LuChevronLeft />
      </IconButton>
      <Input
        size="xs"
        w="14"
        textAlign="center"
        inputMode="numeric"
        aria-label={`页码（共 ${pageCount} 页）`}
        value={typed ?? String(page)}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
        onBlur={() => setTyped(undefined)}
      />
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-hidden="true">
        / {pageCount}
      </Text>
      <IconButton size="xs" variant="outline" aria-label="下一页" disabled={page >= pageCount} onClick={() => onGo(page + 1)}>
        <LuChevronRight />
      </IconButton>
    </HStack>
  );
}

const percent = (scale: number) => `${Math.round(scale * 100)}%`;

/** 缩小 / 适合宽度, 适合页面 or a step / 放大. A scale between steps (a preset at this width) shows as itself. */
export function ZoomTools({ zoom, scale, onZoom }: { zoom: PdfZoom; scale: number; onZoom(zoom: PdfZoom): void }) {
  const value = typeof zoom === 'number' ? String(zoom) : zoom;
  const custom = typeof zoom === 'number' && !ZOOM_STEPS.includes(zoom);
  return (
    <HStack gap="1">
      <IconButton size="xs" variant="outline" aria-label="缩小" disabled={scale <= MIN_ZOOM + 0.001} onClick={() => onZoom(zoomStep(scale, -1))}>
        <LuZoomOut />
      </IconButton>
      <NativeSelect.Root size="xs" w="28">
        <NativeSelect.Field
          aria-label="缩放"
          value={value}
          onChange={(event) => onZoom(/^\d/.test(event.target.value) ? Number(event.target.value) : (event.target.value as PdfZoom))}
        >
          <option value="page-width">适合宽度</option>
          <option value="page-fit">适合页面</option>
          {custom && <option value={value}>{percent(zoom)}</option>}
          {ZOOM_STEPS.map((step) => (
            <option key={step} value={String(step)}>
              {percent(step)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton size="xs" variant="outline" aria-label="放大" disabled={scale >= MAX_ZOOM - 0.001} onClick={() => onZoom(zoomStep(scale, 1))}>
        <LuZoomIn />
      </IconButton>
    </HStack>
  );
}

function findStatus(query: string, found: PdfFindResult | undefined) {
  if (!query || !found) return '';
  if (found.state === 'pending' && !found.total) return '搜索中…';
  if (found.state === 'not-found' || !found.total) return '未找到';
  return `${found.current}/${found.total}`;
}

/** 在文档中搜索: Enter finds the next match (Shift+Enter the previous); the count of matches beside. */
export function FindTools({ found, onFind }: { found?: PdfFindResult; onFind(query: string, options: { again: boolean; previous: boolean }): void }) {
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState('');
  const find = (previous: boolean) => {
    const q = query.trim();
    if (!q) return;
    onFind(q, { again: q === sent, previous });
    setSent(q);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find(event.shiftKey);
  };
  const status = findStatus(sent, found);
  return (
    <HStack gap="1" role="search">
      <Group attached>
        <Input
          size="xs"
          w={{ base: '28', md: '40' }}
          type="search"
          placeholder="在文档中搜索"
          aria-label="在文档中搜索"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <IconButton size="xs" variant="outline" aria-label="上一个结果" disabled={!query.trim()} onClick={() => find(true)}>
          <LuChevronUp />
        </IconButton>
        <IconButton size="xs" variant="outline" aria-label="下一个结果" disabled={!query.trim()} onClick={() => find(false)}>
          <LuChevronDown />
        </IconButton>
      </Group>
      <Text fontSize="xs" color="fg.muted" minW="10" aria-live="polite">
        {status}
      </Text>
    </HStack>
  );
}
