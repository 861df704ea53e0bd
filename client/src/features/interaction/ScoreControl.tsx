import { useMutation } from '@apollo/client/react';
import { Badge, Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuStar } from 'react-icons/lu';
import { showSuccess } from '../../components/ui/toaster';
import { graphql } from '../../gql';
import type { ResourceActions_ResourceFragment } from '../../gql/graphql';
import { MESSAGES, REVIEW_STATUS_COLORS, REVIEW_STATUS_LABELS } from './labels';
import { QUIET, useReaderSession } from './reader-session';
import { updateReaderState, type ReaderState } from './reader-state';
import { useSubmissionClosed } from './SubmissionClosed';

const SubmitScoreMutation = graphql(`
  mutation ScoreControlSubmit($input: ScoreInput!) {
    submitScore(input: $input) {
      id
      value
      status
    }
  }
`);

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 评分: the resource's average and count (passed scores), and five stars for the reader's own
 * score with its state (审核中 until passed). A click scores at once; scoring again replaces the
 * score and it waits for review again.
 */
export function ScoreControl({
  resource,
  state,
}: {
  resource: Pick<ResourceActions_ResourceFragment, 'id' | 'scoreAverage' | 'scoreCount'>;
  state: ReaderState | undefined;
}) {
  const { loggedIn, sendToLogin, fail } = useReaderSession();
  const [hover, setHover] = useState(0);
  const [submit, { loading }] = useMutation(SubmitScoreMutation, {
    context: QUIET,
    update: (cache, { data }) => {
      const score = data?.submitScore;
      if (score) updateReaderState(cache, resource.id, (current) => ({ ...current, score }));
    },
  });
  const own = state?.score;
  const closed = useSubmissionClosed('Score');
  const lit = hover || own?.value || 0;

  const score = async (value: number) => {
    if (!loggedIn) return sendToLogin();
    try {
      await submit({ variables: { input: { resourceId: resource.id, value } } });
      showSuccess(MESSAGES.scoreSent);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Flex align="center" wrap="wrap" columnGap="3" rowGap="1" fontSize="sm">
      <Text as="span" fontWeight="semibold" color="fg.default" flexShrink={0}>
        评分
      </Text>
      <Text as="span" color="fg.muted">
        {resource.scoreCount > 0 ? `${resource.scoreAverage.toFixed(1)} 分（${resource.scoreCount}人评分）` : '暂无评分'}
      </Text>
      {closed ? (
        <Text as="span" color="fg.muted" role="status">
          {closed}
        </Text>
      ) : (
        <HStack gap="0" role="group" aria-label="我的评分" onMouseLeave={() => setHover(0)}>
          {STARS.map((value) => (
            <IconButton
              key={value}
              aria-label={`${value} 星`}
              aria-pressed={loggedIn ? own?.value === value : undefined}
              size="sm"
              variant="ghost"
              minW="8"
              color={value <= lit ? 'orange.500' : 'gray.500'}
              _hover={{ bg: 'transparent' }}
              disabled={loading}
              onMouseEnter={() => setHover(value)}
              onFocus={() => setHover(value)}
              onBlur={() => setHover(0)}
              onClick={() => void score(value)}
            >
              <LuStar fill={value <= lit ? 'currentColor' : 'none'} />
            </IconButton>
          ))}
        </HStack>
      )}
      {own && (
        <HStack gap="2">
          <Text as="span" color="fg.muted">
            我的评分：{own.value} 星
          </Text>
          <Badge colorPalette={REVIEW_STATUS_COLORS[own.status]} variant="subtle">
            {REVIEW_STATUS_LABELS[own.status]}
          </Badge>
        </HStack>
      )}
      {!own && !closed && (
        <Box as="span" color="fg.muted" fontSize="xs">
          点击星星评分
        </Box>
      )}
    </Flex>
  );
}
