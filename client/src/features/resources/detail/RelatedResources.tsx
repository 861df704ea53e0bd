import type { ResourceCard_ResourceFragment } from '../../../gql/graphql';
import { ResourceCard } from '../ResourceCard';
import { GridItem, ResourceGrid } from '../ResourceGrid';
import { DetailSection } from './DetailSection';

const COLUMNS = { base: 2, sm: 3, lg: 6 };

/** 相关推荐: other resources of the same class, as a strip of cards. */
export function RelatedResources({ resources }: { resources: readonly ResourceCard_ResourceFragment[] }) {
  if (resources.length === 0) return null;
  return (
    <DetailSection id="related" title="相关推荐">
      <ResourceGrid columns={COLUMNS}>
        {resources.map((resource) => (
          <GridItem key={resource.id}>
            <ResourceCard resource={resource} headingLevel="h3" />
          </GridItem>
        ))}
      </ResourceGrid>
    </DetailSection>
  );
}
