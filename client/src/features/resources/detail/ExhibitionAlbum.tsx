import { chakra, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { ExhibitionAlbum_ExhibitionFragment } from '../../../gql/graphql';
import { imageAtWidth } from '../../../lib/format';
import { EmptyNote } from '../../site/EmptyNote';
import { DetailSection } from './DetailSection';
import { pictureName, PictureViewer } from './PictureViewer';

export const ExhibitionAlbum_exhibition = graphql(`
  fragment ExhibitionAlbum_exhibition on Exhibition {
    id
    title
    pictures {
      id
      image
      caption
      description
    }
  }
`);

/** 展品图集: the pictures as a grid of thumbnails; a click opens the full-screen viewer there. */
export function ExhibitionAlbum({ exhibition }: { exhibition: ExhibitionAlbum_ExhibitionFragment }) {
  const [index, setIndex] = useState<number>();
  const pictures = exhibition.pictures;
  return (
    <DetailSection
      id="pictures"
      title="展品图集"
      aside={
        pictures.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            共 {pictures.length} 幅
          </Text>
        ) : undefined
      }
    >
      {pictures.length === 0 ? (
        <EmptyNote title="暂无展品图片" />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 2, sm: 3, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
          {pictures.map((picture, i) => (
            <li key={picture.id}>
              <chakra.button
                type="button"
                display="block"
                w="full"
                textAlign="left"
                cursor="zoom-in"
                borderRadius="md"
                overflow="hidden"
                bg="white"
                border="1px solid"
                borderColor="border"
                focusRing="outside"
                _hover={{ boxShadow: 'md' }}
                onClick={() => setIndex(i)}
                aria-label={`查看大图：${pictureName(picture, i)}`}
              >
                <Image src={imageAtWidth(picture.image, 300)} alt="" w="full" aspectRatio={4 / 3} objectFit="cover" loading="lazy" />
                <Text px="3" py="2" fontSize="sm" truncate>
                  {pictureName(picture, i)}
                </Text>
              </chakra.button>
            </li>
          ))}
        </SimpleGrid>
      )}
      <PictureViewer title={exhibition.title} pictures={pictures} index={index} onIndexChange={setIndex} onClose={() => setIndex(undefined)} />
    </DetailSection>
  );
}
