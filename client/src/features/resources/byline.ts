import type { ResourceKind } from '../../gql/graphql';

/** The fields a card's subtitle line is made of (the kind-specific ones are absent on other kinds). */
export interface BylineSource {
  kind: ResourceKind;
  creators: readonly string[];
  publisher?: string | null;
  publishYear?: number | null;
  institution?: string | null;
  degree?: string | null;
  narrator?: string | null;
  frequency?: string | null;
  venue?: string | null;
  startsOn?: string | null;
  endsOn?: string | null;
}

/** Authors as a Chinese list: 甲、乙、丙 等 beyond three. */
export function creatorsText(creators: readonly string[], max = 3): string {
  const names = creators.filter(Boolean);
  return names.length > max ? `${names.slice(0, max).join('、')} 等` : names.join('、');
}

const year = (value?: number | null) => (value ? `${value}年` : '');

/** The kind-specific line under a resource's title: creators, then publisher and year (or what the kind has instead). */
export function resourceByline(resource: BylineSource): string {
  const creators = creatorsText(resource.creators);
  let parts: (string | null | undefined)[];
  switch (resource.kind) {
    case 'thesis':
      parts = [creators, resource.institution, resource.degree, year(resource.publishYear)];
      break;
    case 'audio':
      parts = [creators, resource.narrator ? `主播：${resource.narrator}` : '', resource.publisher];
      break;
    case 'journal':
    case 'newspaper':
      parts = [resource.publisher, resource.frequency];
      break;
    case 'exhibition':
      parts = [resource.venue, [resource.startsOn, resource.endsOn].filter(Boolean).join(' 至 ')];
      break;
    case 'database':
    case 'digital':
      parts = [resource.publisher];
      break;
    default:
      parts = [creators, resource.publisher, year(resource.publishYear)];
  }
  return parts.filter((part): part is string => !!part).join(' · ');
}
