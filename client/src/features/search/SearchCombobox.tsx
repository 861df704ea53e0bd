import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import type { SuggestionChoice } from './SuggestionOptions';

// The suggestions (their query, highlighting and kinds) arrive when a box is first used.
const SuggestionOptions = lazy(() => import('./SuggestionOptions').then((module) => ({ default: module.SuggestionOptions })));

const Input = chakra('input', {
  base: {
    flex: '1',
    minW: '0',
    bg: 'white',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'brand.200',
    borderEndWidth: '0',
    borderStartRadius: 'md',
    outline: 'none',
    _placeholder: { color: 'fg.muted' },
    _focusVisible: { borderColor: 'brand.500', boxShadow: 'inset 0 0 0 1px {colors.brand.500}' },
  },
});

/** The two sizes: the header's compact box and the search page's. */
const SIZES = {
  sm: { input: { h: '9', px: '3', fontSize: 'sm' }, button: { size: 'sm', h: '9', px: '3' } },
  lg: { input: { h: '12', px: '4', fontSize: 'md' }, button: { size: 'lg', h: '12', px: '6' } },
} as const;

interface SearchComboboxProps {
  /** The accessible name of the search landmark (站内检索); the input is named 检索词. */
  label: string;
  /** The text it starts with; remount (key) to start again. */
  defaultValue?: string;
  size?: 'sm' | 'lg';
  placeholder?: string;
  /** Searches a text (the box's, or a suggestion's that does not open a page). */
  onSearch(text: string): void;
}

/**
 * A search box with suggestions as one types (an ARIA 1.2 combobox with a list): ↑/↓ move through
 * the suggestions, Enter picks the highlighted one (or searches the text), Esc closes the list
 * (and empties the box when it is closed). A title suggestion opens its resource; the others search.
 */
export function SearchCombobox({ label, defaultValue = '', size = 'sm', placeholder = '检索题名、责任者、主题词', onSearch }: SearchComboboxProps) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(defaultValue);
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [choices, setChoices] = useState<SuggestionChoice[]>([]);
  const expanded = open && text.trim() !== '' && choices.length > 0;
  const activeIndex = expanded && active < choices.length ? active : -1;
  const onChoices = useCallback((next: SuggestionChoice[]) => {
    setChoices(next);
    setActive(-1);
  }, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (choice: SuggestionChoice) => {
    close();
    if (choice.href) navigate(choice.href);
    else {
      setText(choice.text);
      onSearch(choice.text);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    if (text.trim()) onSearch(text.trim());
  };
  const move = (step: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      return;
    }
    const count = choices.length;
    setActive((current) => (step === 1 ? (current + 1 >= count ? 0 : current + 1) : current <= 0 ? count - 1 : current - 1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(choices[activeIndex]);
    } else if (event.key === 'Escape') {
      // The first Esc closes the list and keeps the text (a search input would clear itself).
      event.preventDefault();
      if (expanded) close();
      else setText('');
    }
  };
  const start = () => {
    setUsed(true);
    setOpen(true);
  };

  return (
    <Box as="form" role="search" aria-label={label} onSubmit={submit} position="relative" w="full">
      <Flex>
        <Input
          type="search"
          {...SIZES[size].input}
          role="combobox"
          aria-label="检索词"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            start();
          }}
          onFocus={start}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" colorPalette="brand" {...SIZES[size].button} borderStartRadius="0">
          <LuSearch aria-hidden="true" />
          <Box as="span" srOnly={size === 'sm'}>
            搜索
          </Box>
        </Button>
      </Flex>
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label="检索建议"
        hidden={!expanded}
        position="absolute"
        top="100%"
        insetX="0"
        mt="1"
        py="1"
        listStyleType="none"
        bg="white"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="md"
        boxShadow="lg"
        zIndex="dropdown"
        maxH="80"
        overflowY="auto"
        textAlign="start"
      >
        {used && (
          <Suspense fallback={null}>
            <SuggestionOptions text={open ? text : ''} listId={listId} activeIndex={activeIndex} onChoices={onChoices} onChoose={choose} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
