import { chakra, HStack, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { SEARCH_SORTS, type SearchSortKey } from './search-params';

/** 排序: 相关度 / 最新 / 借阅最多 / 浏览最多. */
export function SearchSortSelect({ value, onChange }: { value: SearchSortKey; onChange(sort: SearchSortKey): void }) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        排序
      </chakra.label>
      <NativeSelect.Root size="sm" width="32">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value as SearchSortKey)} bg="white">
          {SEARCH_SORTS.map((sort) => (
            <option key={sort.key} value={sort.key}>
              {sort.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
