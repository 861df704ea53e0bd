import { graphql } from '../../gql';

/**
 * The site shell's query (SiteLayout): its menu and friendly links. Apart from SiteLayout so that the
 * app's start reads it from the restored cache in a task of its own before hydrating (boot.tsx), the
 * same document object SiteLayout's useQuery then reads.
 */
export const SiteLayoutQuery = graphql(`
  query SiteLayoutQuery {
    siteMenu {
      value
      name
      url
      children {
        value
        name
        url
        children {
          value
          name
          url
        }
      }
    }
    friendLinks(pageSize: 100, sortBy: sort, order: ASC) {
      items {
        ...SiteFooter_friendLink
      }
    }
  }
`);
