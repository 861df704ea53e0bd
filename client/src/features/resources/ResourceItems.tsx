import type { DatabaseAccess_DatabaseFragment, ResourceCard_ResourceFragment } from '../../gql/graphql';
import { DatabaseCard } from './DatabaseCard';
import { ResourceCard } from './ResourceCard';
import { GridItem, ResourceGrid } from './ResourceGrid';

type DatabaseItem = ResourceCard_ResourceFragment & DatabaseAccess_DatabaseFragment & { summary?: string | null };
export type ResourceItem = ResourceCard_ResourceFragment | DatabaseItem;

/** A database whose access fields were asked for (its card shows them instead of a detail link). */
const isDatabase = (item: ResourceItem): item is DatabaseItem => item.__typename === 'DatabaseResource' && 'accessRules' in item;

/** Resources as cards; databases (which have no detail page) as cards with their access button. */
export function ResourceItems({
  items,
  busy,
  linkFor,
}: {
  items: readonly ResourceItem[];
  busy?: boolean;
  linkFor?: (item: ResourceItem) => string | undefined;
}) {
  return (
    <ResourceGrid busy={busy}>
      {items.map((item) => (
        <GridItem key={item.id}>
          {isDatabase(item) ? <DatabaseCard resource={item} database={item} /> : <ResourceCard resource={item} to={linkFor?.(item)} />}
        </GridItem>
      ))}
    </ResourceGrid>
  );
}
