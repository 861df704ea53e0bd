import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { graphql } from '../../gql';
import type { FieldList } from '../../gql/graphql';

/**
 * 字段设置 on the public side: a list page asks once which of its fields the back office hid
 * (listFields, a cached public answer) and its rows leave them out.
 */
export const ListFieldsQuery = graphql(`
  query ListFieldsQuery($list: FieldList!) {
    listFields(list: $list) {
      id
      isHide
    }
  }
`);

const NOTHING_HIDDEN: ReadonlySet<string> = new Set();
const HiddenFields = createContext<ReadonlySet<string>>(NOTHING_HIDDEN);

/** Provides the hidden fields of `list` to the rows below. While they load (or if they fail), everything shows. */
export function ListFieldsProvider({ list, children }: { list: FieldList; children: ReactNode }) {
  const { data } = useQuery(ListFieldsQuery, { variables: { list } });
  const hidden = useMemo(() => new Set((data?.listFields ?? []).filter((f) => f.isHide).map((f) => f.id)), [data]);
  return <HiddenFields.Provider value={hidden}>{children}</HiddenFields.Provider>;
}

/** Whether a field of the list this row is in is shown (true outside any list: a block of the home page). */
export function useFieldShown(): (field: string) => boolean {
  const hidden = useContext(HiddenFields);
  return (field) => !hidden.has(field);
}
