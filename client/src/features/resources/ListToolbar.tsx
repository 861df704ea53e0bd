import { Button, Flex, Group, HStack, Input, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { LuSearch } from 'react-icons/lu';
import { SORTS, type SortKey } from './list-params';

interface Props {
  /** What is searched, e.g. 纸质图书 (names the search box). */
  label: string;
  sort: SortKey;
  keyword?: string;
  onSort(sort: SortKey): void;
  onSearch(keyword: string | undefined): void;
}

/** 排序 (最新 / 最热 / 评分) and a keyword box over a list. */
export function ListToolbar({ label, sort, keyword, onSort, onSearch }: Props) {
  // The box starts from the URL's keyword; the page remounts it (key) when that changes elsewhere.
  const form = useForm<{ text: string }>({ defaultValues: { text: keyword ?? '' } });
  const submit = form.handleSubmit(({ text }) => onSearch(text.trim() || undefined));
  return (
    <Flex mt="4" gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
      <HStack gap="2" role="group" aria-label="排序">
        <Text as="span" fontSize="sm" color="fg.muted" aria-hidden="true">
          排序：
        </Text>
        {SORTS.map((item) => (
          <Button
            key={item.key}
            size="sm"
            colorPalette="brand"
            variant={item.key === sort ? 'solid' : 'ghost'}
            aria-pressed={item.key === sort}
            onClick={() => item.key !== sort && onSort(item.key)}
          >
            {item.label}
          </Button>
        ))}
      </HStack>
      <form role="search" aria-label={`检索${label}`} onSubmit={(event) => void submit(event)}>
        <Group attached w={{ base: 'full', sm: '72' }}>
          <Input size="sm" {...form.register('text')} placeholder="输入题名或责任者" aria-label={`在${label}中检索`} />
          <Button type="submit" size="sm" colorPalette="brand">
            <LuSearch aria-hidden="true" />
            搜索
          </Button>
        </Group>
      </form>
    </Flex>
  );
}
