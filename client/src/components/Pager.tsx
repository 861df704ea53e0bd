import { Box, Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export interface PagerProps {
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
  /** Pages shown on each side of the current one (default 1). */
  siblings?: number;
  /** The accessible name of the navigation landmark (default 分页). */
  label?: string;
  /** Hides 共 N 条. */
  hideTotal?: boolean;
}

type Slot = number | 'start-gap' | 'end-gap';

/** The pages to show: always the first and the last, the current one with its siblings, gaps as "…". */
export function pageSlots(page: number, pageCount: number, siblings = 1): Slot[] {
  const windowSize = siblings * 2 + 5; // first, last, current, siblings, two gaps
  if (pageCount <= windowSize) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let start = Math.max(2, Math.min(page - siblings, pageCount - 1 - siblings * 2 - 1));
  let end = Math.min(pageCount - 1, Math.max(page + siblings, 2 + siblings * 2 + 1));
  // A gap that would hide a single page shows that page instead.
  if (start === 3) start = 2;
  if (end === pageCount - 2) end = pageCount - 1;
  const slots: Slot[] = [1];
  if (start > 2) slots.push('start-gap');
  for (let p = start; p <= end; p += 1) slots.push(p);
  if (end < pageCount - 1) slots.push('end-gap');
  slots.push(pageCount);
  return slots;
}

/** Pagination: 共 N 条, previous/next and page numbers, each with a Chinese accessible name. */
export function Pager({ page, pageSize, total, onChange, siblings = 1, label = '分页', hideTotal }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onChange(target);
  };
  return (
    <Flex as="nav" aria-label={label} align="center" justify="center" wrap="wrap" gap="3" py="2">
      {!hideTotal && (
        <Text fontSize="sm" color="fg.muted">
          共 {total} 条{pageCount > 1 ? `，${pageCount} 页` : ''}
        </Text>
      )}
      <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" wrap="wrap" justify="center">
        <li>
          <IconButton aria-label="上一页" size="sm" variant="outline" disabled={current <= 1} onClick={() => go(current - 1)}>
            <LuChevronLeft />
          </IconButton>
        </li>
        {pageSlots(current, pageCount, siblings).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <Button
                size="sm"
                minW="9"
                colorPalette="brand"
                variant={slot === current ? 'solid' : 'outline'}
                aria-label={`第 ${slot} 页`}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </Button>
            </li>
          ) : (
            <Box as="li" key={slot} aria-hidden="true" px="1" color="fg.muted">
              …
            </Box>
          ),
        )}
        <li>
          <IconButton aria-label="下一页" size="sm" variant="outline" disabled={current >= pageCount} onClick={() => go(current + 1)}>
            <LuChevronRight />
          </IconButton>
        </li>
      </HStack>
    </Flex>
  );
}
