import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Heading, HStack, Image, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LuClock, LuMapPin, LuPhone } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { BRANCH_TYPES } from '../../../features/branches/branch-types';
import { LibraryMap, type MapPoint } from '../../../features/map';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { BRANCH_GROUP, SERVICE_SECTION_NAME, SERVICE_SECTION_PATH } from '../../../features/service/sections';
import { ServiceLayout } from '../../../features/service/ServiceLayout';
import { SITE } from '../../../lib/site';
import { graphql } from '../../../gql';
import type { BranchType } from '../../../gql/graphql';
import { imageAtWidth } from '../../../lib/format';
import { PageHead } from '../../../lib/page-head';

const BranchPageList = graphql(`
  query BranchPageList($filter: BranchFilter!) {
    branches(filter: $filter, pageSize: 100, sortBy: sort, order: ASC) {
      total
      items {
        id
        name
        district
        address
        openingHours
        phone
        photo
        latitude
        longitude
      }
    }
  }
`);

const BranchPageDistricts = graphql(`
  query BranchPageDistricts($type: BranchType!) {
    branchDistricts(type: $type)
  }
`);

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="1.5" fontSize="sm" color="fg.muted">
      <Box as="span" mt="0.5" color="brand.500" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Text as="span" minW="0">
        {children}
      </Text>
    </HStack>
  );
}

/**
 * The list of one type of branch point (issue 16, /service/branch/<type>): district chips, the
 * branches of the chosen district on the library map, and a card per branch (photo, name,
 * address, hours, phone) whose 地图位置 centres the map on it. The district is kept in the URL.
 */
export function BranchList({ type }: { type: BranchType }) {
  const label = BRANCH_TYPES.find((entry) => entry.type === type)?.label ?? '分馆';
  const [params, setParams] = useSearchParams();
  const district = params.get('district') ?? '';
  const [focused, setFocused] = useState<string | null>(null);
  const districts = useQuery(BranchPageDistricts, { variables: { type } });
  const list = useQuery(BranchPageList, { variables: { filter: { type, ...(district ? { district } : {}) } } });
  const items = useMemo(() => list.data?.branches.items ?? [], [list.data]);
  const points = useMemo<MapPoint[]>(() => items.map((branch) => ({ ...branch, kind: `${label} · ${branch.district}` })), [items, label]);

  const choose = (next: string) => {
    setFocused(null);
    setParams(next ? { district: next } : {}, { replace: true });
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {label}
      </Heading>
      <Wrap gap="2" role="group" aria-label="按区筛选">
        {['', ...(districts.data?.branchDistricts ?? [])].map((name) => (
          <Button
            key={name || 'all'}
            size="sm"
            borderRadius="full"
            colorPalette="brand"
            variant={district === name ? 'solid' : 'outline'}
            aria-pressed={district === name}
            onClick={() => choose(name)}
          >
            {name || '全部'}
          </Button>
        ))}
      </Wrap>
      {list.loading && !list.data ? (
        <Stack gap="4" role="status" aria-label="加载中">
          <Skeleton h="320px" />
          <Skeleton h="120px" />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyNote title={district ? `${district}暂无${label}` : `暂无${label}`} />
      ) : (
        <>
          <LibraryMap points={points} focusedId={focused} onSelect={setFocused} label={`${label}地图`} />
          <Text fontSize="sm" color="fg.muted">
            共 {list.data?.branches.total ?? items.length} 处{district ? `（${district}）` : ''}
          </Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
            {items.map((branch) => (
              <Card.Root
                as="li"
                key={branch.id}
                flexDirection={{ base: 'column', sm: 'row' }}
                overflow="hidden"
                variant="outline"
                borderColor={focused === branch.id ? 'brand.400' : undefined}
              >
                {branch.photo && (
                  <Image
                    src={imageAtWidth(branch.photo, 240)}
                    alt=""
                    objectFit="cover"
                    w={{ base: 'full', sm: '160px' }}
                    h={{ base: '160px', sm: 'auto' }}
                    flexShrink={0}
                    loading="lazy"
                  />
                )}
                <Card.Body gap="1.5" p="4">
                  <Heading as="h2" size="md">
                    {branch.name}
                  </Heading>
                  <Line icon={<LuMapPin />}>
                    {branch.district} · {branch.address}
                  </Line>
                  {branch.openingHours && <Line icon={<LuClock />}>{branch.openingHours}</Line>}
                  {branch.phone && <Line icon={<LuPhone />}>{branch.phone}</Line>}
                  {branch.latitude != null && branch.longitude != null && (
                    <Box>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="brand"
                        px="1"
                        aria-label={`地图位置：${branch.name}`}
                        onClick={() => setFocused(branch.id)}
                      >
                        <LuMapPin aria-hidden="true" />
                        地图位置
                      </Button>
                    </Box>
                  )}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** A branch type's page, in the service section's frame (its side navigation lists the five). */
function BranchPage({ type }: { type: BranchType }) {
  const label = BRANCH_TYPES.find((entry) => entry.type === type)?.label ?? '分馆';
  return (
    <ServiceLayout>
      <PageHead title={`${label} - ${SERVICE_SECTION_NAME} - ${SITE.name}`} />
      <Breadcrumbs
        items={[{ label: '首页', to: '/index' }, { label: SERVICE_SECTION_NAME, to: SERVICE_SECTION_PATH }, { label: BRANCH_GROUP }, { label }]}
      />
      <Box mt="4">
        <BranchList type={type} />
      </Box>
    </ServiceLayout>
  );
}

export const StreetBranchPage = () => <BranchPage type="street" />;
export const CommunityBranchPage = () => <BranchPage type="community" />;
export const CityBookBarPage = () => <BranchPage type="cityBookBar" />;
export const ShareBooksPage = () => <BranchPage type="shareBooks" />;
export const AudioBookPage = () => <BranchPage type="audioBook" />;
