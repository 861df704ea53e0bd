import { InMemoryCache } from '@apollo/client';
import { possibleTypes } from '../gql/possible-types';

/** The cache of every Apollo client of the portal: the browser's and the server renderer's (entry-server.tsx). */
export function createCache() {
  return new InMemoryCache({
    // Interface implementations (Resource → Book, Video…), so fragments on an interface match.
    possibleTypes,
    typePolicies: {
      // Page types carry no id: keep them inside the query that asked for them.
      NewsPage: { keyFields: false },
      BannerPage: { keyFields: false },
      FriendLinkPage: { keyFields: false },
      LibraryPage: { keyFields: false },
      AuditLogPage: { keyFields: false },
      CommentPage: { keyFields: false },
      // The reader's state on a resource: what collect/subscribe return replaces what the detail page read.
      ReaderResourceState: { keyFields: ['resourceId'] },
      // A resource's poster: what createResourcePoster returns replaces what resourcePoster read.
      ResourcePoster: { keyFields: ['resourceId'] },
    },
  });
}
