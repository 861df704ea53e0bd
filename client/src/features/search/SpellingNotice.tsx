import { Box, Link, Text } from '@chakra-ui/react';
import { LuLightbulb } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

interface SpellingNoticeProps {
  /** What the reader searched. */
  asked: string;
  /** The query the results are for (the corrected one when `corrected`). */
  shown: string;
  didYouMean?: string | null;
  corrected: boolean;
  /** The search of another text. */
  hrefFor(text: string): string;
}

/**
 * When the query found nothing and the results are those of a correction: 没有找到“X”的结果，已为您显示“Y”的结果.
 * When it found little and another query finds more: 您是不是要找：Y (a link that searches it).
 */
export function SpellingNotice({ asked, shown, didYouMean, corrected, hrefFor }: SpellingNoticeProps) {
  if (!corrected && !didYouMean) return null;
  return (
    <Box
      role="status"
      display="flex"
      alignItems="baseline"
      gap="2"
      bg="accent.400/10"
      borderInlineStartWidth="3px"
      borderColor="accent.400"
      px="4"
      py="2.5"
      borderRadius="sm"
      fontSize="sm"
    >
      <Box as="span" color="accent.600" alignSelf="center">
        <LuLightbulb aria-hidden="true" />
      </Box>
      {corrected ? (
        <Text>
          没有找到“{asked}”的结果，已为您显示“{shown}”的结果
        </Text>
      ) : (
        <Text>
          您是不是要找：
          <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={hrefFor(didYouMean!)}>{didYouMean}</RouterLink>
          </Link>
        </Text>
      )}
    </Box>
  );
}
