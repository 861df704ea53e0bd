import { Box, CloseButton, Dialog, Flex, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export interface ViewerPicture {
  id: string;
  image: string;
  caption?: string | null;
  description?: string | null;
}

interface Props {
  title: string;
  pictures: readonly ViewerPicture[];
  /** The picture shown, or undefined when the viewer is closed. */
  index: number | undefined;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** The caption of a picture, or 第 N 幅 when it has none. */
export const pictureName = (picture: ViewerPicture, index: number) => picture.caption || `第 ${index + 1} 幅`;

/** A full-screen picture viewer: the full-size image, its caption, 上一幅 / 下一幅 (also ← and →), Esc closes. */
export function PictureViewer({ title, pictures, index, onIndexChange, onClose }: Props) {
  const open = index !== undefined && index >= 0 && index < pictures.length;
  const current = open ? pictures[index] : undefined;
  const count = pictures.length;
  const go = (step: number) => open && count > 0 && onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size="full" motionPreset="none">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.950" color="white" onKeyDown={onKeyDown}>
            <Dialog.Header display="flex" alignItems="center" gap="3" py="3">
              <Dialog.Title fontSize="md" flex="1" minW="0" truncate>
                {current ? pictureName(current, index!) : title}
              </Dialog.Title>
              <Text fontSize="sm" color="gray.300" aria-live="polite">
                {open ? `${index + 1} / ${count}` : ''}
              </Text>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton aria-label="关闭" color="white" _hover={{ bg: 'whiteAlpha.200' }} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="3" p="2" minH="0">
              <Flex align="center" justify="center" w="full" flex="1" minH="0" gap="2">
                <IconButton
                  aria-label="上一幅"
                  variant="ghost"
                  color="white"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  size="lg"
                  onClick={() => go(-1)}
                  disabled={count < 2}
                >
                  <LuChevronLeft />
                </IconButton>
                <Box flex="1" minW="0" h="full" display="flex" alignItems="center" justifyContent="center">
                  {current && (
                    <Image src={current.image} alt={pictureName(current, index!)} maxW="full" maxH="calc(100vh - 180px)" objectFit="contain" />
                  )}
                </Box>
                <IconButton
                  aria-label="下一幅"
                  variant="ghost"
                  color="white"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  size="lg"
                  onClick={() => go(1)}
                  disabled={count < 2}
                >
                  <LuChevronRight />
                </IconButton>
              </Flex>
              {current?.description && (
                <Text maxW="3xl" textAlign="center" fontSize="sm" color="gray.200">
                  {current.description}
                </Text>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
