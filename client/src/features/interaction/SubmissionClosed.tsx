import { useQuery } from '@apollo/client/react';
import { Alert } from '@chakra-ui/react';
import { graphql } from '../../gql';

const SubmissionAvailabilityQuery = graphql(`
  query SubmissionAvailability {
    submissionAvailability {
      type
      accepting
      message
    }
  }
`);

/**
 * Why a submission type takes nothing new now ('留言暂停受理', '评论已停用': the library's examine
 * items), or null while it does or the answer has not come (the server refuses anyway). Every form
 * of a page shares the one query.
 */
export function useSubmissionClosed(type: string): string | null {
  const { data } = useQuery(SubmissionAvailabilityQuery, { context: { quiet: true } });
  const entry = data?.submissionAvailability.find((item) => item.type === type);
  return entry && !entry.accepting ? (entry.message ?? '暂停受理') : null;
}

/** What a form shows instead of its fields and submit button while its type is closed. */
export function SubmissionClosed({ message }: { message: string }) {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
