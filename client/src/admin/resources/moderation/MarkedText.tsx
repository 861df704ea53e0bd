import { Mark, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A reader's text in a review queue, with the given words marked (the sensitive words the filter
 * found; none by default). Every occurrence is marked, longest word first where two start alike.
 */
export function MarkedText({ text, words = [], clamp }: { text: string | null | undefined; words?: readonly string[]; clamp?: number }) {
  if (!text)
    return (
      <Text as="span" color="fg.subtle">
        —
      </Text>
    );
  return (
    <Text as="span" display="block" whiteSpace="pre-wrap" lineClamp={clamp} title={clamp ? text : undefined}>
      {markWords(text, words)}
    </Text>
  );
}

/** The text cut at each occurrence of a word, the occurrences wrapped in <mark>. */
export function markWords(text: string, words: readonly string[]): ReactNode[] {
  const wanted = [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!wanted.length) return [text];
  const escaped = wanted.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.split(new RegExp(`(${escaped.join('|')})`, 'g')).map((part, index) =>
    index % 2 === 1 ? (
      <Mark key={index} variant="solid" colorPalette="red">
        {part}
      </Mark>
    ) : (
      part
    ),
  );
}
