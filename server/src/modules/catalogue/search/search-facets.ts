import { RESOURCE_KIND_NAMES, ResourceKind } from '../resource-kind.js';
import { AVAILABLE_COPY } from './search-sql.js';
import { Availability, type FacetValue, type SearchFacets } from './search.types.js';

/** One facet value's count, as the statement gives it. */
export interface FacetRow {
  facet: keyof SearchFacets;
  value: string;
  label: string | null;
  count: number;
}

/**
 * The facets of the rows in `hits` (a CTE named so, with id, kind, class_id, publish_year, language
 * and creators) as a JSON array of FacetRow: of a search's candidates, or of every match (search-counts.ts).
 */
export function facetsSql(hits: string): string {
  return `(select coalesce(json_agg(f), '[]') from (
    select 'kind' as facet, kind::text as value, null as label, count(*)::int as count from ${hits} group by kind
    union all (select 'classId', r.class_id::text, c.name, count(*)::int from ${hits} r join resource_class c on c.id = r.class_id
               group by r.class_id, c.name order by count(*) desc, c.name limit 20)
    union all (select 'year', publish_year::text, null, count(*)::int from ${hits} where publish_year is not null
               group by publish_year order by publish_year desc limit 30)
    union all select 'language', language, null, count(*)::int from ${hits} where language is not null group by language
    union all (select 'creator', c, null, count(*)::int from ${hits}, unnest(creators) c group by c order by count(*) desc, c limit 15)
    union all select 'availability', '${Availability.AVAILABLE}', null, count(*)::int from ${hits} r
      where r.kind = '${ResourceKind.book}' and ${AVAILABLE_COPY}
    union all select 'availability', '${Availability.ONLINE}', null, count(*)::int from ${hits} where kind <> '${ResourceKind.book}'
  ) f)`;
}

const LANGUAGE_NAMES: Record<string, string> = { zh: '中文', en: '英文', ja: '日文', ko: '韩文', fr: '法文', de: '德文', ru: '俄文', es: '西班牙文' };

/** The facets as the reader sees them: labelled, kinds and languages most first. */
export function facetsOf(rows: FacetRow[]): SearchFacets {
  const facets: SearchFacets = { kind: [], classId: [], year: [], language: [], creator: [], availability: [] };
  const labels: Record<keyof SearchFacets, (row: FacetRow) => string> = {
    kind: (row) => RESOURCE_KIND_NAMES[row.value as ResourceKind] ?? row.value,
    classId: (row) => row.label ?? row.value,
    year: (row) => `${row.value}年`,
    language: (row) => LANGUAGE_NAMES[row.value] ?? row.value,
    creator: (row) => row.value,
    availability: (row) => (row.value === Availability.AVAILABLE ? '馆藏可借' : '在线资源'),
  };
  for (const row of rows) {
    if (row.count > 0) facets[row.facet].push({ value: row.value, label: labels[row.facet](row), count: row.count } satisfies FacetValue);
  }
  facets.kind.sort((a, b) => b.count - a.count);
  facets.language.sort((a, b) => b.count - a.count);
  return facets;
}
