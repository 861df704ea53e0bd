import { Box, Button, Heading, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBookOpen, LuFileText } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { editionReadPath } from '../../reading/pdf/read-links';
import { graphql } from '../../../gql';
import type { EditionPages_EditionFragment } from '../../../gql/graphql';
import { imageAtWidth } from '../../../lib/format';
import { DownloadFileButton } from './DownloadButton';

export const EditionPages_edition = graphql(`
  fragment EditionPages_edition on NewspaperEdition {
    id
    resourceId
    editionDate
    issue
    pages {
      id
      pageNo
      title
      image
      file
    }
  }
`);

/** One edition: 在线阅读 (its pages in the reader), and its pages as thumbnails (opening the full image) with their PDF links. */
export function EditionPages({ edition }: { edition: EditionPages_EditionFragment }) {
  return (
    <Box>
      <HStack justify="space-between" gap="3" mb="3">
        <Heading as="h3" fontSize="md" fontWeight="bold" color="fg.default">
          {edition.editionDate}
          {edition.issue ? ` · ${edition.issue}` : ''}
        </Heading>
        {edition.pages.length > 0 && (
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={editionReadPath(edition.resourceId, edition)}>
              <LuBookOpen aria-hidden="true" />
              在线阅读
              <Box as="span" srOnly>
                ：{edition.editionDate}
              </Box>
            </RouterLink>
          </Button>
        )}
      </HStack>
      {edition.pages.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          本期暂无版面
        </Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 2, sm: 3, lg: 4 }} gap="4" listStyleType="none" m="0" p="0" aria-label={`${edition.editionDate} 版面`}>
          {edition.pages.map((page) => {
            const name = `第${page.pageNo}版 ${page.title}`;
            return (
              <Stack as="li" key={page.id} gap="1.5">
                {page.image ? (
                  <Link
                    href={page.image}
                    target="_blank"
                    rel="noopener noreferrer"
                    display="block"
                    borderRadius="md"
                    overflow="hidden"
                    border="1px solid"
                    borderColor="border"
                    _hover={{ boxShadow: 'md' }}
                  >
                    <Image
                      src={imageAtWidth(page.image, 300)}
                      alt={`${name}（查看大图）`}
                      w="full"
                      aspectRatio={3 / 4}
                      objectFit="cover"
                      objectPosition="top"
                      loading="lazy"
                    />
                  </Link>
                ) : (
                  <Box
                    aspectRatio={3 / 4}
                    bg="bg.canvas"
                    borderRadius="md"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    color="fg.muted"
                    fontSize="sm"
                  >
                    暂无图片
                  </Box>
                )}
                <HStack justify="space-between" gap="2" fontSize="sm">
                  <Text as="span" truncate title={name}>
                    {name}
                  </Text>
                  {page.file && (
                    <HStack gap="1" flexShrink={0}>
                      <Link href={page.file} target="_blank" rel="noopener noreferrer" color="brand.600" fontSize="sm">
                        <LuFileText aria-hidden="true" />
                        PDF
                        <Box as="span" srOnly>
                          ：{name}
                        </Box>
                      </Link>
                      <DownloadFileButton resourceId={edition.resourceId} file={page.file} name={name} />
                    </HStack>
                  )}
                </HStack>
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Box>
  );
}
