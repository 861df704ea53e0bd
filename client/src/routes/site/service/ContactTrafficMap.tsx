import { useQuery } from '@apollo/client/react';
import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LibraryMap, type MapPoint } from '../../../features/map';
import { graphql } from '../../../gql';

const ContactTrafficLibraries = graphql(`
  query ContactTrafficLibraries {
    libraries(pageSize: 50, sortBy: sort, order: ASC) {
      items {
        id
        name
        address
        openingHours
        phone
        latitude
        longitude
      }
    }
  }
`);

/** 联系交通's map (below the guide's text): the library's buildings, as the back office has placed them. */
export function ContactTrafficMap() {
  const { data } = useQuery(ContactTrafficLibraries);
  const points = useMemo<MapPoint[]>(
    () => (data?.libraries.items ?? []).map((library) => ({ ...library, id: `library-${library.id}`, kind: '图书馆' })),
    [data],
  );
  if (!data || points.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        馆址地图
      </Heading>
      <LibraryMap points={points} label="馆址地图" />
    </Stack>
  );
}
