import type { ResourceDetailPageQueryQuery } from '../../../gql/graphql';
import { DatabaseAccess } from '../DatabaseAccess';
import { AudioPlayer } from './AudioPlayer';
import { BookHoldings } from './BookHoldings';
import { DetailSection } from './DetailSection';
import { EbookChapters } from './EbookChapters';
import { ExhibitionAlbum } from './ExhibitionAlbum';
import { JournalVolumes } from './JournalVolumes';
import { NewspaperEditions } from './NewspaperEditions';
import { VideoPlayer } from './VideoPlayer';

type DetailResource = ResourceDetailPageQueryQuery['resource'];

/** What a detail page shows below the overview, by kind. */
export function KindSections({ resource }: { resource: DetailResource }) {
  switch (resource.__typename) {
    case 'Book':
      return <BookHoldings book={resource} />;
    case 'Ebook':
      return <EbookChapters ebook={resource} />;
    case 'Audio':
      return <AudioPlayer audio={resource} />;
    case 'Newspaper':
      return <NewspaperEditions newspaper={resource} />;
    case 'Journal':
      return <JournalVolumes journal={resource} />;
    case 'Video':
      return <VideoPlayer video={resource} />;
    case 'Exhibition':
      return <ExhibitionAlbum exhibition={resource} />;
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
