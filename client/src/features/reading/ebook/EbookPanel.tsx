import { Box, Button, CloseButton, Flex, Heading, HStack, IconButton, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { FONT_FAMILIES, FONT_SIZE, THEMES, type EbookTheme, type SearchHit } from './ebook-engine';
import { percent, type EbookReaderState } from './ebook-state';

export type PanelKind = 'toc' | 'bookmarks' | 'search' | 'settings';

const TITLES: Record<PanelKind, string> = { toc: '目录', bookmarks: '书签', search: '书内搜索', settings: '阅读设置' };

interface Props {
  kind: PanelKind;
  state: EbookReaderState;
  cover: string | null;
  currentHref: string | null;
  hits: SearchHit[] | null;
  onClose(): void;
  onGo(target: string): void;
  onChange(change: Partial<EbookReaderState>): void;
  onSearch(query: string): void;
}

function Entry({ onClick, current, children }: { onClick(): void; current?: boolean; children: ReactNode }) {
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        size="sm"
        w="full"
        h="auto"
        py="2"
        justifyContent="flex-start"
        textAlign="left"
        whiteSpace="normal"
        color="inherit"
        fontWeight={current ? 'bold' : 'normal'}
        aria-current={current ? 'location' : undefined}
        onClick={onClick}
      >
        {children}
      </Button>
    </Box>
  );
}

const file = (href: string | null) => href?.split('#')[0].split('/').pop() ?? '';

function Toc({ state, cover, currentHref, onGo }: Pick<Props, 'state' | 'cover' | 'currentHref' | 'onGo'>) {
  return (
    <>
      {(cover || state.metadata) && (
        <HStack gap="3" mb="3">
          {cover && <Image src={cover} alt="封面" w="12" borderRadius="sm" />}
          {state.metadata && (
            <Box fontSize="sm">
              <Text fontWeight="semibold">{state.metadata.title}</Text>
              <Text opacity={0.75}>{[state.metadata.creator, state.metadata.publisher].filter(Boolean).join(' · ')}</Text>
            </Box>
          )}
        </HStack>
      )}
      {state.navigation.length === 0 ? (
        <Text fontSize="sm">本书没有目录</Text>
      ) : (
        <Box as="ol" m="0" p="0">
          {state.navigation.map((item) => (
            <Entry key={`${item.href}-${item.label}`} onClick={() => onGo(item.href)} current={file(item.href) === file(currentHref)}>
              <Box as="span" pl={item.depth * 4}>
                {item.label}
              </Box>
            </Entry>
          ))}
        </Box>
      )}
    </>
  );
}

function Bookmarks({ state, onGo, onChange }: Pick<Props, 'state' | 'onGo' | 'onChange'>) {
  if (state.bookmarks.length === 0) return <Text fontSize="sm">还没有书签：在想记住的页面点「添加书签」。</Text>;
  return (
    <Box as="ul" m="0" p="0">
      {state.bookmarks.map((mark) => (
        <HStack as="li" key={mark.cfi} gap="1" align="start" listStyleType="none">
          <Button
            variant="ghost"
            size="sm"
            flex="1"
            h="auto"
            py="2"
            whiteSpace="normal"
            textAlign="left"
            justifyContent="flex-start"
            color="inherit"
            onClick={() => onGo(mark.cfi)}
          >
            <Stack gap="0.5" align="start">
              <Text fontWeight="semibold">
                {mark.sectionTitle || '未命名章节'} · {percent(mark.progress)}
              </Text>
              <Text fontSize="xs" opacity={0.8} lineClamp={2}>
                {mark.excerpt || '（无摘录）'}
              </Text>
            </Stack>
          </Button>
          <IconButton
            size="sm"
            variant="ghost"
            color="inherit"
            aria-label={`删除书签：${mark.sectionTitle || mark.excerpt.slice(0, 10)}`}
            onClick={() => onChange({ bookmarks: state.bookmarks.filter((other) => other.cfi !== mark.cfi) })}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      ))}
    </Box>
  );
}

function Search({ hits, onGo, onSearch }: Pick<Props, 'hits' | 'onGo' | 'onSearch'>) {
  const form = useForm<{ query: string }>({ defaultValues: { query: '' } });
  const [asked, setAsked] = useState(false);
  // A blank search is not made (and says nothing).
  const search = form.handleSubmit(({ query }) => {
    if (!query.trim()) return;
    setAsked(true);
    onSearch(query.trim());
  });
  return (
    <>
      <form role="search" onSubmit={(event) => void search(event)}>
        <HStack mb="3">
          <Input size="sm" {...form.register('query')} placeholder="搜索书中内容" aria-label="搜索书中内容" maxLength={100} />
          <Button size="sm" type="submit" colorPalette="brand">
            搜索
          </Button>
        </HStack>
      </form>
      {asked && hits === null && <Text fontSize="sm">搜索中…</Text>}
      {asked && hits?.length === 0 && <Text fontSize="sm">没有找到相关内容</Text>}
      {hits && hits.length > 0 && (
        <>
          <Text fontSize="xs" mb="1" aria-live="polite">
            共 {hits.length} 处
          </Text>
          <Box as="ul" m="0" p="0">
            {hits.map((hit) => (
              <Entry key={hit.cfi} onClick={() => onGo(hit.cfi)}>
                <Text as="span" fontSize="sm">
                  {hit.excerpt}
                </Text>
              </Entry>
            ))}
          </Box>
        </>
      )}
    </>
  );
}

function Settings({ state, onChange }: Pick<Props, 'state' | 'onChange'>) {
  const size = (delta: number) => onChange({ fontSize: Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, state.fontSize + delta)) });
  return (
    <Stack gap="5" fontSize="sm">
      <Box role="group" aria-label="字号">
        <Text fontWeight="semibold" mb="2">
          字号
        </Text>
        <HStack>
          <IconButton
            size="sm"
            variant="outline"
            color="inherit"
            aria-label="缩小字号"
            onClick={() => size(-FONT_SIZE.step)}
            disabled={state.fontSize <= FONT_SIZE.min}
          >
            <LuMinus />
          </IconButton>
          <Text as="output" minW="10" textAlign="center" aria-live="polite" data-testid="ebook-font-size">
            {state.fontSize}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            color="inherit"
            aria-label="放大字号"
            onClick={() => size(FONT_SIZE.step)}
            disabled={state.fontSize >= FONT_SIZE.max}
          >
            <LuPlus />
          </IconButton>
        </HStack>
      </Box>
      <Box role="group" aria-label="字体">
        <Text fontWeight="semibold" mb="2">
          字体
        </Text>
        <Flex gap="2" wrap="wrap">
          {FONT_FAMILIES.map((family) => (
            <Button
              key={family.label}
              size="xs"
              variant={state.fontFamily === family.value ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={state.fontFamily === family.value}
              onClick={() => onChange({ fontFamily: family.value })}
            >
              {family.label}
            </Button>
          ))}
        </Flex>
      </Box>
      <Box role="group" aria-label="主题">
        <Text fontWeight="semibold" mb="2">
          主题
        </Text>
        <Flex gap="2">
          {(Object.keys(THEMES) as EbookTheme[]).map((name) => (
            <Button
              key={name}
              size="xs"
              variant="outline"
              bg={THEMES[name].background}
              color={THEMES[name].color}
              borderWidth={state.theme === name ? '2px' : '1px'}
              borderColor={state.theme === name ? 'brand.500' : 'border'}
              aria-pressed={state.theme === name}
              onClick={() => onChange({ theme: name })}
            >
              {THEMES[name].label}
            </Button>
          ))}
        </Flex>
      </Box>
      <Box role="group" aria-label="翻页方式">
        <Text fontWeight="semibold" mb="2">
          翻页方式
        </Text>
        <Flex gap="2">
          {[
            { label: '分页', paginated: true },
            { label: '滚动', paginated: false },
          ].map((mode) => (
            <Button
              key={mode.label}
              size="xs"
              variant={state.paginated === mode.paginated ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={state.paginated === mode.paginated}
              onClick={() => onChange({ paginated: mode.paginated })}
            >
              {mode.label}
            </Button>
          ))}
        </Flex>
      </Box>
    </Stack>
  );
}

/** The reader's side panel: contents, bookmarks, search or settings. */
export function EbookPanel(props: Props) {
  const { kind, onClose } = props;
  return (
    <Box
      as="aside"
      aria-label={TITLES[kind]}
      position="absolute"
      top="0"
      right="0"
      bottom="0"
      w={{ base: 'full', sm: '340px' }}
      bg="bg.panel"
      color="fg"
      borderLeftWidth="1px"
      shadow="lg"
      p="4"
      overflowY="auto"
      zIndex="1"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="sm">
          {TITLES[kind]}
        </Heading>
        <CloseButton size="sm" aria-label={`关闭${TITLES[kind]}`} onClick={onClose} />
      </HStack>
      {kind === 'toc' && <Toc {...props} />}
      {kind === 'bookmarks' && <Bookmarks {...props} />}
      {kind === 'search' && <Search {...props} />}
      {kind === 'settings' && <Settings {...props} />}
    </Box>
  );
}
