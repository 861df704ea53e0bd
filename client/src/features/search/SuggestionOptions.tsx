import { Flex, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { hasDetailPage, KIND_LABELS, resourceDetailPath } from '../resources/kinds';
import { HighlightedText } from './HighlightedText';
import { useSearchSuggestions, type SearchSuggestion } from './useSearchSuggestions';

/** A suggestion as the search box uses it: its text, and the page it opens (a title's detail) if any. */
export interface SuggestionChoice {
  key: string;
  text: string;
  href?: string;
}

const TYPE_LABELS: Record<SearchSuggestion['type'], string> = { TITLE: '题名', CREATOR: '责任者', SEARCH_WORD: '热门检索' };

/** Where a suggestion leads: a title with a detail page opens it; anything else is searched. */
function hrefOf({ type, resourceId, kind }: SearchSuggestion): string | undefined {
  return type === 'TITLE' && resourceId && kind && hasDetailPage(kind) ? resourceDetailPath(kind, resourceId) : undefined;
}

interface SuggestionOptionsProps {
  /** What to suggest for ('' for nothing). */
  text: string;
  /** The listbox's id: option n is `<listId>-<n>`. */
  listId: string;
  activeIndex: number;
  /** Called with the choices whenever new suggestions arrive. */
  onChoices(choices: SuggestionChoice[]): void;
  onChoose(choice: SuggestionChoice): void;
}

/**
 * The options of the search box's list: the suggestions for `text` (titles with their kind,
 * creators, popular searches), the matched part marked. Loaded when a search box is first used,
 * so the header's box costs every page little.
 */
export function SuggestionOptions({ text, listId, activeIndex, onChoices, onChoose }: SuggestionOptionsProps) {
  const { suggestions } = useSearchSuggestions(text);
  const choices = useMemo(
    () =>
      suggestions.map((suggestion) => ({
        key: `${suggestion.type}-${suggestion.resourceId ?? ''}-${suggestion.text}`,
        text: suggestion.text,
        href: hrefOf(suggestion),
      })),
    [suggestions],
  );
  useEffect(() => onChoices(choices), [choices, onChoices]);

  return suggestions.map((suggestion, index) => (
    <Flex
      as="li"
      key={choices[index].key}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === activeIndex}
      align="center"
      justify="space-between"
      gap="3"
      px="3"
      py="2"
      fontSize="sm"
      color="fg.default"
      cursor="pointer"
      bg={index === activeIndex ? 'brand.50' : undefined}
      _hover={{ bg: 'brand.50' }}
      // Keeps the focus in the input, so the list does not close before the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(choices[index])}
    >
      <Text as="span" truncate>
        <HighlightedText pieces={suggestion.highlighted} />
      </Text>
      <Text as="span" flexShrink={0} fontSize="xs" color="fg.muted">
        {suggestion.type === 'TITLE' && suggestion.kind ? KIND_LABELS[suggestion.kind] : TYPE_LABELS[suggestion.type]}
      </Text>
    </Flex>
  ));
}
