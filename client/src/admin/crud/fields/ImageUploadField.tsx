import { Box, Button, chakra, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuImagePlus, LuTrash2, LuUpload } from 'react-icons/lu';
import { thumbnail } from '../format';
import { useImageUpload } from './useUpload';

interface ImageUploadFieldProps {
  /** The id the field's label points at (the file input). */
  id?: string;
  /** What the picture is: 封面, 图片… The file input is labelled 上传<label>. */
  label: string;
  value: string;
  onChange(value: string): void;
  invalid?: boolean;
}

/**
 * An image field: shows the current picture, 选择图片 uploads a new one through `uploadFile` and
 * previews the returned URL, 清除 empties it. The file input is a real `<input type="file">`,
 * visually hidden but labelled, so assistive technology and browser tests can use it.
 */
export function ImageUploadField({ id, label, value, onChange, invalid }: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useImageUpload();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
    if (input.current) input.current.value = '';
  };

  return (
    <HStack align="flex-start" gap="4" wrap="wrap" width="full">
      <Box
        onClick={() => input.current?.click()}
        width="48"
        height="32"
        rounded="md"
        borderWidth="1px"
        borderStyle={value ? 'solid' : 'dashed'}
        borderColor={invalid ? 'border.error' : 'border'}
        bg="bg.subtle"
        overflow="hidden"
        display="flex"
        alignItems="center"
        justifyContent="center"
        position="relative"
        cursor="pointer"
        _hover={{ borderColor: 'brand.solid' }}
      >
        {value ? (
          <Image src={thumbnail(value, 400)} alt={`${label}预览`} width="full" height="full" objectFit="cover" />
        ) : (
          <Stack align="center" gap="1" color="fg.muted">
            <LuImagePlus size="28" />
            <Text fontSize="xs">点击上传</Text>
          </Stack>
        )}
        {uploading && (
          <Box position="absolute" inset="0" bg="bg/70" display="flex" alignItems="center" justifyContent="center">
            <Spinner color="brand.solid" />
          </Box>
        )}
      </Box>
      <Stack gap="2">
        <chakra.input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          aria-label={`上传${label}`}
          srOnly
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={uploading} loadingText="上传中" onClick={() => input.current?.click()}>
            <LuUpload /> {value ? '更换图片' : '选择图片'}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange('')} disabled={uploading}>
              <LuTrash2 /> 清除
            </Button>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          支持 JPG、PNG、GIF、WebP 格式
        </Text>
      </Stack>
    </HStack>
  );
}
