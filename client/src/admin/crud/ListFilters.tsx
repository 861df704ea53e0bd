import { Button, HStack, Input, InputGroup, NativeSelect, Text, Wrap } from '@chakra-ui/react';
import { type FormEvent } from 'react';
import { useStateFor } from '../../lib/useStateFor';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { WithOptions } from './OptionsLoader';
import type { AnyResource } from './types';
import type { ListParams } from './useListParams';

/**
 * Enum filters marked `tabs`: a strip of toggle buttons above the table (全部 first). Buttons with
 * aria-pressed, not ARIA tabs: the table below is the same panel whatever is chosen.
 */
export function FilterTabs({ config, params }: { config: AnyResource; params: ListParams }) {
  const tabs = config.filters.filter((f) => f.kind === 'enum' && f.tabs);
  return tabs.map((f) => {
    const current = params.values[f.name] || '';
    const options = [{ value: '', label: '全部' }, ...(f.options ?? [])];
    return (
      <HStack key={f.name} role="group" aria-label={f.label} gap="1" borderBottomWidth="1px" overflowX="auto" colorPalette="brand">
        {options.map((o) => {
          const pressed = current === o.value;
          return (
            <Button
              key={o.value || 'all'}
              size="sm"
              variant="ghost"
              rounded="none"
              whiteSpace="nowrap"
              aria-pressed={pressed}
              color={pressed ? 'brand.fg' : 'fg.muted'}
              fontWeight={pressed ? 'semibold' : 'normal'}
              borderBottomWidth="2px"
              borderColor={pressed ? 'brand.solid' : 'transparent'}
              mb="-1px"
              onClick={() => params.setFilters({ [f.name]: o.value })}
            >
              {o.label}
            </Button>
          );
        })}
      </HStack>
    );
  });
}

/**
 * The filter bar: keyword search (applied with 搜索 or Enter), enum and boolean selects and date
 * ranges (applied at once), and 重置. Every value goes to the URL through useListParams.
 */
export function ListFilters({ config, params }: { config: AnyResource; params: ListParams }) {
  const keywords = config.filters.filter((f) => f.kind === 'keyword');
  const selects = config.filters.filter((f) => f.kind === 'boolean' || (f.kind === 'enum' && !f.tabs));
  // What is typed follows the URL (back/forward, 重置): a new keyword value there starts it afresh.
  const urlKeywords = keywords.map((f) => params.values[f.name] ?? '');
  const [text, setText] = useStateFor<string, Record<string, string>>(
    urlKeywords.join('\u0000'),
    Object.fromEntries(keywords.map((f, i) => [f.name, urlKeywords[i]])),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.setFilters(Object.fromEntries(keywords.map((f) => [f.name, text[f.name] ?? ''])));
  };

  const ranges = config.filters.filter((f) => f.kind === 'dateRange');
  const active = config.filters.some((f) => f.kind !== 'param' && (params.values[f.name] || (f.to && params.values[f.to])));

  return (
    <form onSubmit={submit} role="search" aria-label={`${config.title}筛选`}>
      <Wrap gap="3" align="center">
        {keywords.map((f) => (
          <InputGroup key={f.name} startElement={<LuSearch />} width={{ base: 'full', sm: '64' }}>
            <Input
              aria-label={f.label}
              placeholder={f.placeholder ?? `搜索${f.label}`}
              value={text[f.name] ?? ''}
              onChange={(e) => setText((t) => ({ ...t, [f.name]: e.target.value }))}
              bg="bg"
              size="sm"
            />
          </InputGroup>
        ))}
        {selects.map((f) => {
          const [yes, no] = f.labels ?? ['是', '否'];
          const options =
            f.kind === 'boolean'
              ? [
                  { value: 'true', label: yes },
                  { value: 'false', label: no },
                ]
              : f.options;
          return (
            <HStack key={f.name} gap="2">
              <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {f.label}
              </Text>
              <WithOptions options={options} optionsFrom={f.optionsFrom}>
                {(loaded) => (
                  <NativeSelect.Root size="sm" width={f.optionsFrom ? '44' : '28'}>
                    <NativeSelect.Field
                      aria-label={f.label}
                      value={params.values[f.name]}
                      onChange={(e) => params.setFilters({ [f.name]: e.target.value })}
                      bg="bg"
                    >
                      <option value="">全部</option>
                      {loaded.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </WithOptions>
            </HStack>
          );
        })}
        {ranges.map((f) => (
          // On a phone the two dates share the row's width instead of running off it.
          <HStack key={f.name} gap="2" width={{ base: 'full', sm: 'auto' }}>
            <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {f.label}
            </Text>
            <Input
              type="date"
              size="sm"
              width={{ base: 'auto', sm: '36' }}
              flex={{ base: '1', sm: 'none' }}
              minWidth="0"
              bg="bg"
              aria-label={`${f.label}起`}
              value={params.values[f.name] ?? ''}
              max={f.to ? params.values[f.to] || undefined : undefined}
              onChange={(e) => params.setFilters({ [f.name]: e.target.value })}
            />
            {f.to && (
              <>
                <Text as="span" color="fg.muted">
                  至
                </Text>
                <Input
                  type="date"
                  size="sm"
                  width={{ base: 'auto', sm: '36' }}
                  flex={{ base: '1', sm: 'none' }}
                  minWidth="0"
                  bg="bg"
                  aria-label={`${f.label}止`}
                  value={params.values[f.to] ?? ''}
                  min={params.values[f.name] || undefined}
                  onChange={(e) => params.setFilters({ [f.to!]: e.target.value })}
                />
              </>
            )}
          </HStack>
        ))}
        <HStack gap="2">
          {keywords.length > 0 && (
            <Button type="submit" size="sm" colorPalette="brand">
              <LuSearch /> 搜索
            </Button>
          )}
          <Button type="button" size="sm" variant="outline" onClick={params.reset} disabled={!active}>
            <LuRotateCcw /> 重置
          </Button>
        </HStack>
      </Wrap>
    </form>
  );
}
