import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { DateRange } from './date-range';
import { StatisticsDocument } from './statistics.gql';
import type { StatRowData, StatSeries, StatView } from './types';

export interface StatAnswers {
  /** The answers for these series, view and range (kept while 更新统计 asks again, so the chart does not blink). */
  answers: Array<{ name: string; rows: StatRowData[] }> | null;
  loading: boolean;
  failed: boolean;
  refetch: () => void;
}

interface Settled {
  /** The question these answers are for, and the round of asking it. */
  for: string;
  round: number;
  answers: StatAnswers['answers'];
  failed: boolean;
}

/** Asks the server for each series of a view over the range (one query per series, together); a failure is reported by the error link. */
export function useStatAnswers(series: StatSeries[], view: StatView, range: DateRange): StatAnswers {
  const client = useApolloClient();
  const [settled, setSettled] = useState<Settled>({ for: '', round: -1, answers: null, failed: false });
  const [round, setRound] = useState(0);
  // The series, view and range by their content, not their identity.
  const request = JSON.stringify({ series, by: view.by, dimension: view.dimension, limit: view.limit, range });

  useEffect(() => {
    let current = true;
    const asked = JSON.parse(request) as { series: StatSeries[]; by: StatView['by']; dimension: string; limit?: number; range: DateRange };
    Promise.all(
      asked.series.map(async (s) => {
        const { data } = await client.query({
          query: StatisticsDocument,
          fetchPolicy: 'network-only',
          variables: {
            query: { metric: s.metric, scope: s.scope, keys: s.keys, dimension: asked.dimension, by: asked.by, limit: asked.limit, ...asked.range },
          },
        });
        return { name: s.name, rows: data?.statistics ?? [] };
      }),
    ).then(
      (answers) => current && setSettled({ for: request, round, answers, failed: false }),
      () => current && setSettled({ for: request, round, answers: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [client, request, round]);

  const refetch = useCallback(() => setRound((n) => n + 1), []);
  const same = settled.for === request;
  return { answers: same ? settled.answers : null, loading: !same || settled.round !== round, failed: same && settled.failed, refetch };
}
