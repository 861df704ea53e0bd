import { useState } from 'react';
import type { FacetSidebar_FacetsFragment, ResourceKind } from '../../gql/graphql';
import { KIND_LABELS } from '../resources/kinds';
import { AVAILABILITY_LABELS, FACETS, type FacetName } from './search-params';

/** What a filter value is called when no facet named it (a class's name comes only from the facets). */
export function fallbackLabel(name: FacetName, value: string): string {
  switch (name) {
    case 'kind':
      return KIND_LABELS[value as ResourceKind] ?? value;
    case 'availability':
      return AVAILABILITY_LABELS[value as keyof typeof AVAILABILITY_LABELS] ?? value;
    case 'year':
      return `${value}年`;
    case 'classId':
      return `分类 ${value}`;
    default:
      return value;
  }
}

/** A facet value's name: the site's own name of a kind (有声读物), otherwise the server's label. */
export function facetLabel(name: FacetName, value: { value: string; label: string }): string {
  return name === 'kind' ? (KIND_LABELS[value.value as ResourceKind] ?? value.label) : value.label;
}

/**
 * The names of filter values, from every set of facets this page has shown: a chosen value may
 * no longer be among the facets of the narrowed results (a class chosen, its subclasses listed).
 */
export function useFilterLabels(facets: FacetSidebar_FacetsFragment | undefined): (name: FacetName, value: string) => string {
  const [known, setKnown] = useState<{ facets?: FacetSidebar_FacetsFragment; labels: ReadonlyMap<string, string> }>({ labels: new Map() });
  let labels = known.labels;
  // New facets add their names, in this render (React's "adjusting state when a prop changes").
  if (facets && facets !== known.facets) {
    const more = new Map(labels);
    for (const { name } of FACETS) {
      for (const value of facets[name]) more.set(`${name}:${value.value}`, facetLabel(name, value));
    }
    labels = more;
    setKnown({ facets, labels });
  }
  return (name, value) => labels.get(`${name}:${value}`) ?? fallbackLabel(name, value);
}
