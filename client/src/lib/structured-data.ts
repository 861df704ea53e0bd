/**
 * schema.org descriptions of the public pages (issue 52), as JSON-LD for search engines: the site
 * with its search (home page), a book, any other resource, a news item, an activity.
 */
import { absoluteUrl, type SiteIdentity, type StructuredData } from './page-head';

const CONTEXT = 'https://schema.org';

const organization = (site: SiteIdentity) => ({ '@type': 'Library', name: site.name, url: absoluteUrl(site, '/index') });
const people = (names: readonly string[] | null | undefined) => (names?.length ? names.map((name) => ({ '@type': 'Person', name })) : undefined);
const image = (site: SiteIdentity, path: string | null | undefined) => (path ? absoluteUrl(site, path) : undefined);
/** Leaves out what the page does not know, rather than writing nulls. */
const defined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** The home page: the site and its search (retrieve?q=, as OpenSearch names it). */
export const websiteData: StructuredData = (site) => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: site.name,
  url: absoluteUrl(site, '/index'),
  inLanguage: 'zh-CN',
  publisher: organization(site),
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(site, '/retrieve?q={search_term_string}') },
    'query-input': 'required name=search_term_string',
  },
});

export interface ResourceFacts {
  __typename: string;
  title: string;
  subtitle?: string | null;
  creators?: readonly string[] | null;
  publisher?: string | null;
  publishYear?: number | null;
  language?: string | null;
  summary?: string | null;
  keywords?: readonly string[] | null;
  cover?: string | null;
  isbn?: string | null;
  pages?: number | null;
}

/** A paper book (Book) or another resource (CreativeWork), at `path`. */
export const resourceData =
  (resource: ResourceFacts, path: string): StructuredData =>
  (site) =>
    defined({
      '@context': CONTEXT,
      '@type': resource.__typename === 'Book' ? 'Book' : 'CreativeWork',
      name: resource.title,
      alternativeHeadline: resource.subtitle,
      author: people(resource.creators),
      publisher: resource.publisher ? { '@type': 'Organization', name: resource.publisher } : undefined,
      datePublished: resource.publishYear ? String(resource.publishYear) : undefined,
      inLanguage: resource.language,
      description: resource.summary,
      keywords: resource.keywords?.length ? resource.keywords.join(',') : undefined,
      image: image(site, resource.cover),
      isbn: resource.isbn,
      numberOfPages: resource.pages,
      url: absoluteUrl(site, path),
    });

/** A news item (NewsArticle), at `path`. */
export const newsData =
  (
    news: { title: string; author?: string | null; publishedAt: string; updatedAt?: string | null; cover?: string | null; summary?: string | null },
    path: string,
  ): StructuredData =>
  (site) =>
    defined({
      '@context': CONTEXT,
      '@type': 'NewsArticle',
      headline: news.title,
      datePublished: news.publishedAt,
      dateModified: news.updatedAt,
      author: news.author ? { '@type': 'Person', name: news.author } : organization(site),
      publisher: organization(site),
      image: image(site, news.cover),
      description: news.summary,
      mainEntityOfPage: absoluteUrl(site, path),
    });

/** An activity (Event) at the library, at `path`. */
export const eventData =
  (
    activity: {
      title: string;
      startsAt: string;
      endsAt: string;
      place?: string | null;
      summary?: string | null;
      cover?: string | null;
      address?: string | null;
    },
    path: string,
  ): StructuredData =>
  (site) =>
    defined({
      '@context': CONTEXT,
      '@type': 'Event',
      name: activity.title,
      startDate: activity.startsAt,
      endDate: activity.endsAt,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: defined({ '@type': 'Place', name: activity.place || site.name, address: activity.address }),
      organizer: organization(site),
      description: activity.summary,
      image: image(site, activity.cover),
      url: absoluteUrl(site, path),
    });
