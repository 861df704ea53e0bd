import { ReaderCardGate } from '../../../features/resources/ReaderCardGate';
import { ResourceListPage } from '../../../features/resources/ResourceListPage';
import { useRouteResourceKind } from '../../../features/resources/useRouteResourceKind';

/** resources/{kind}: the kind's list (the e-book list only for a reader-card login, spec §5). */
export function ResourceKindListPage() {
  const kind = useRouteResourceKind();
  // A new kind is a new list: no previous page of another kind shows while it loads.
  const list = <ResourceListPage key={kind} kind={kind} />;
  return kind === 'ebook' ? <ReaderCardGate>{list}</ReaderCardGate> : list;
}
