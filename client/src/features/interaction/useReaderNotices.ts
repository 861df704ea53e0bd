import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';

const ReaderNoticesPoll = graphql(`
  mutation ReaderNoticesPoll {
    readerNotices {
      unreadReplies
      newIssues
      dueSoonLoans
    }
  }
`);

/** How often the personal centre asks (spec: api/user/polling); the server answers in one statement. */
export const NOTICES_POLL_MS = 60_000;

export interface ReaderNotices {
  unreadReplies: number;
  newIssues: number;
  dueSoonLoans: number;
}

/**
 * The personal centre's badges: reviews and replies not seen yet, new issues of subscriptions,
 * loans due soon. Asked when the centre opens and every minute while it stays open; a failure
 * leaves the badges as they were (no message: nothing the reader asked for failed).
 */
export function useReaderNotices(): ReaderNotices | undefined {
  const [poll, { data }] = useMutation(ReaderNoticesPoll, { context: { quiet: true } });
  useEffect(() => {
    const ask = () => void poll().catch(() => undefined);
    ask();
    const timer = window.setInterval(ask, NOTICES_POLL_MS);
    return () => window.clearInterval(timer);
  }, [poll]);
  return data?.readerNotices;
}
