import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuSearch, LuX } from 'react-icons/lu';
import type { Option, PickerSource } from '../types';

interface PickerFieldProps {
  /** The id the field's label points at (the search input). */
  id?: string;
  label: string;
  source: PickerSource;
  value: readonly Option[];
  onChange(value: Option[]): void;
  invalid?: boolean;
  /** One item only (the reader of a blacklist entry): 选择 replaces it, and there is no order. */
  single?: boolean;
  placeholder?: string;
}

/**
 * Items picked from a search, in order (a booklist's resources): the picked list with 上移, 下移
 * and 移除 on each, and under it a search (搜索 or Enter) whose results each have 添加.
 */
export function PickerField({ id, label, source, value, onChange, invalid, single, placeholder = '输入题名关键词搜索' }: PickerFieldProps) {
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState<string>();
  const { data, loading } = useQuery(source.query, {
    variables: source.variables(searched ?? ''),
    skip: searched === undefined,
    fetchPolicy: 'network-only',
  });
  const results = data ? source.toOptions(data) : [];
  const picked = new Set(value.map((option) => option.value));

  const move = (index: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };
  const search = () => setSearched(keyword.trim());
  const addLabel = (option: Option) => (single ? (picked.has(option.value) ? '已选择' : '选择') : picked.has(option.value) ? '已添加' : '添加');
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    search();
  };

  return (
    <Stack gap="3" width="full">
      <Box borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} rounded="md" bg="bg">
        {value.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" px="3" py="3">
            尚未添加{label}，请在下方搜索后添加
          </Text>
        ) : (
          <Stack as="ol" aria-label={`已选${label}`} gap="0" listStyleType="none">
            {value.map((option, index) => (
              <PickedItem
                key={option.value}
                option={option}
                source={source}
                index={index}
                last={index === value.length - 1}
                ordered={!single}
                onMove={(by) => move(index, by)}
                onRemove={() => onChange(value.filter((_, i) => i !== index))}
              />
            ))}
          </Stack>
        )}
      </Box>
      <HStack gap="2">
        <Input id={id} size="sm" value={keyword} onChange={(e) => setKeyword(e.target.value)} onKeyDown={keyDown} placeholder={placeholder} />
        <Button size="sm" variant="outline" onClick={search}>
          <LuSearch /> 搜索
        </Button>
      </HStack>
      {searched !== undefined && (
        <Box borderWidth="1px" rounded="md" maxHeight="64" overflowY="auto" bg="bg.subtle">
          {loading ? (
            <HStack px="3" py="3" gap="2" color="fg.muted" fontSize="sm">
              <Spinner size="xs" /> 搜索中
            </HStack>
          ) : results.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" px="3" py="3">
              没有找到相关{label}
            </Text>
          ) : (
            <Stack as="ul" aria-label="搜索结果" gap="0" listStyleType="none">
              {results.map((option) => (
                <HStack as="li" key={option.value} gap="2" px="3" py="1.5">
                  <Text as="span" fontSize="sm" flex="1" minWidth="0" truncate title={option.label}>
                    {option.label}
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    bg="bg"
                    aria-label={`${addLabel(option)} ${option.label}`}
                    disabled={picked.has(option.value)}
                    onClick={() => onChange(single ? [option] : [...value, option])}
                  >
                    <LuPlus /> {addLabel(option)}
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}

interface PickedItemProps {
  option: Option;
  source: PickerSource;
  index: number;
  last: boolean;
  /** 上移 / 下移 (not for a single item). */
  ordered: boolean;
  onMove(by: number): void;
  onRemove(): void;
}

/** One picked item; one the record could not name (label '') is named by the source's lookup. */
function PickedItem({ option, source, index, last, ordered, onMove, onRemove }: PickedItemProps) {
  const lookup = source.lookup;
  const { data, error } = useQuery(lookup?.query ?? source.query, {
    variables: { id: option.value },
    skip: !!option.label || !lookup,
    // A resource removed since is not an error to report here: it is named as gone.
    context: { quiet: true },
  });
  const label = option.label || (data && lookup ? lookup.toOption(data).label : error ? `编号 ${option.value}（已不存在）` : `编号 ${option.value}`);
  return (
    <HStack as="li" gap="2" px="3" py="1.5" borderTopWidth={index ? '1px' : undefined}>
      <Text as="span" fontSize="sm" color="fg.muted" width="6" textAlign="end" fontVariantNumeric="tabular-nums">
        {index + 1}
      </Text>
      <Text as="span" fontSize="sm" flex="1" minWidth="0" truncate title={label}>
        {label}
      </Text>
      {ordered && (
        <>
          <IconButton size="xs" variant="ghost" aria-label={`上移 ${label}`} disabled={index === 0} onClick={() => onMove(-1)}>
            <LuArrowUp />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={`下移 ${label}`} disabled={last} onClick={() => onMove(1)}>
            <LuArrowDown />
          </IconButton>
        </>
      )}
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`移除 ${label}`} onClick={onRemove}>
        <LuX />
      </IconButton>
    </HStack>
  );
}
