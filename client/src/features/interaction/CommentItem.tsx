import { Badge, Box, Circle, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import type { ReviewStatus } from '../../gql/graphql';
import { REVIEW_STATUS_COLORS, REVIEW_STATUS_LABELS } from './labels';

export interface CommentView {
  id: string;
  content: string;
  authorName: string;
  createdAt: string;
}

/**
 * One comment: the (masked) author, the time (YYYY-MM-DD HH:mm), the text, and for the reader's
 * own comment still under review its state. `about` shows what the comment is on (the catalogue's list).
 */
export function CommentItem({ comment, status, about }: { comment: CommentView; status?: ReviewStatus; about?: ReactNode }) {
  return (
    <Flex as="article" gap="3" py="4" borderBottom="1px solid" borderColor="border.muted" align="flex-start">
      <Circle size="9" bg="brand.50" color="brand.700" fontWeight="bold" flexShrink={0} aria-hidden="true">
        {comment.authorName.slice(0, 1)}
      </Circle>
      <Box minW="0" flex="1">
        <HStack gap="2" columnGap="3" wrap="wrap" fontSize="sm">
          <Text as="span" fontWeight="semibold" color="fg.default">
            {comment.authorName}
          </Text>
          <Text as="span" color="fg.muted" fontSize="xs">
            <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          </Text>
          {status && (
            <Badge size="sm" colorPalette={REVIEW_STATUS_COLORS[status]} variant="subtle">
              {REVIEW_STATUS_LABELS[status]}
            </Badge>
          )}
        </HStack>
        {about && (
          <Text mt="1" fontSize="sm" color="fg.muted">
            {about}
          </Text>
        )}
        <Text mt="1.5" whiteSpace="pre-line" wordBreak="break-word" lineHeight="1.8" color="fg.default">
          {comment.content}
        </Text>
      </Box>
    </Flex>
  );
}
