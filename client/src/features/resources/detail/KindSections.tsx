import type { ResourceDetailPageQueryQuery } from '../../../gql/graphql';
import { DatabaseAccess } from '../DatabaseAccess';
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { BookHoldings } from './BookHoldings';
import { DetailSection } from './DetailSection';

// Each kind's section loads with a page of that kind only: a book's page carries no video player.
const AudioPlayer = lazy(() => import('./AudioPlayer').then((module) => ({ default: module.AudioPlayer })));
const EbookChapters = lazy(() => import('./EbookChapters').then((module) => ({ default: module.EbookChapters })));
const ExhibitionAlbum = lazy(() => import('./ExhibitionAlbum').then((module) => ({ default: module.ExhibitionAlbum })));
const JournalVolumes = lazy(() => import('./JournalVolumes').then((module) => ({ default: module.JournalVolumes })));
const NewspaperEditions = lazy(() => import('./NewspaperEditions').then((module) => ({ default: module.NewspaperEditions })));
const VideoPlayer = lazy(() => import('./VideoPlayer').then((module) => ({ default: module.VideoPlayer })));

const loading = (section: ReactNode) => <Suspense fallback={<Skeleton h="48" mt={{ base: '8', md: '10' }} borderRadius="md" />}>{section}</Suspense>;

type DetailResource = ResourceDetailPageQueryQuery['resource'];

/** What a detail page shows below the overview, by kind. */
export function KindSections({ resource }: { resource: DetailResource }) {
  switch (resource.__typename) {
    case 'Book':
      return <BookHoldings book={resource} />;
    case 'Ebook':
      return loading(<EbookChapters ebook={resource} />);
    case 'Audio':
      return loading(<AudioPlayer audio={resource} />);
    case 'Newspaper':
      return loading(<NewspaperEditions newspaper={resource} />);
    case 'Journal':
      return loading(<JournalVolumes journal={resource} />);
    case 'Video':
      return loading(<VideoPlayer video={resource} />);
    case 'Exhibition':
      return loading(<ExhibitionAlbum exhibition={resource} />);
    case 'DatabaseResource':
      return (
        <DetailSection id="access" title="访问数据库">
          <DatabaseAccess database={resource} />
        </DetailSection>
      );
    default:
      // Theses show their degree, institution, advisor and discipline in the overview.
      return null;
  }
}
