import { ButtonGroup, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { PAGE_SIZES, type ListParams } from './useListParams';

/** 共 N 条, the page size (N 条/页) and the pages; all of it through the URL. `label` names the pagination (two lists on a page). */
export function ListPager({ total, params, label = '分页' }: { total: number; params: ListParams; label?: string }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" pt="4">
      <HStack gap="3">
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          共 {total} 条
        </Text>
        <NativeSelect.Root size="xs" width="24">
          <NativeSelect.Field aria-label="每页条数" value={String(params.pageSize)} onChange={(e) => params.setPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} 条/页
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Pagination.Root
        // Never less than the current page: with a smaller count (while a page loads) the
        // pagination machine would reset the page to 1 and take it out of the URL.
        count={Math.max(total, params.page * params.pageSize)}
        pageSize={params.pageSize}
        page={params.page}
        onPageChange={(e) => e.page !== params.page && params.setPage(e.page)}
        siblingCount={1}
        translations={{
          rootLabel: label,
          prevTriggerLabel: '上一页',
          nextTriggerLabel: '下一页',
          itemLabel: ({ page }) => `第 ${page} 页`,
        }}
      >
        <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton>
              <LuChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(page) => (
              <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand">
                {page.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>
              <LuChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </HStack>
  );
}
