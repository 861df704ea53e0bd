import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { Option, OptionsSource } from './types';

/**
 * The options of a select: the static ones, or those a query loads (`optionsFrom`). A render
 * prop, so that only selects with a query run one.
 */
export function WithOptions({
  options,
  optionsFrom,
  id,
  children,
}: {
  options?: readonly Option[];
  optionsFrom?: OptionsSource;
  id?: string;
  children(options: readonly Option[], ready: boolean): ReactNode;
}) {
  if (!optionsFrom) return children(options ?? [], true);
  return (
    <QueryOptions source={optionsFrom} id={id}>
      {children}
    </QueryOptions>
  );
}

function QueryOptions({
  source,
  id,
  children,
}: {
  source: OptionsSource;
  id?: string;
  children(options: readonly Option[], ready: boolean): ReactNode;
}) {
  const { data } = useQuery(source.query, { variables: source.variables, fetchPolicy: 'cache-and-network' });
  return children(data ? source.toOptions(data, { id }) : [], !!data);
}
