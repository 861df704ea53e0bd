import { Button, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuFile, LuTrash2, LuUpload } from 'react-icons/lu';
import type { UploadKind } from '../types';
import { fileName, UPLOAD_TYPES } from './upload-types';
import { useUpload } from './useUpload';

interface FileUploadFieldProps {
  /** The id the field's label points at (the file input). */
  id?: string;
  /** What the file is: 文件, 音频文件… The file input is labelled 上传<label>. */
  label: string;
  accept: UploadKind;
  value: string;
  onChange(value: string): void;
  invalid?: boolean;
}

/**
 * A file field (e-book, thesis PDF, audio, video): names the current file (a link to it), 选择文件
 * uploads another through `uploadFile` and keeps its URL, 清除 empties it. Like the image field, the
 * file input is a real labelled `<input type="file">`, visually hidden.
 */
export function FileUploadField({ id, label, accept, value, onChange, invalid }: FileUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const type = UPLOAD_TYPES[accept];
  const { upload, uploading } = useUpload(type.test, type.wrong);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
    if (input.current) input.current.value = '';
  };

  return (
    <Stack gap="2" width="full">
      <HStack
        gap="3"
        wrap="wrap"
        borderWidth="1px"
        borderStyle={value ? 'solid' : 'dashed'}
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="md"
        px="3"
        py="2"
        bg="bg.subtle"
      >
        <LuFile aria-hidden="true" />
        {value ? (
          <Link href={value} target="_blank" rel="noreferrer" color="brand.fg" fontSize="sm" wordBreak="break-all" flex="1" minWidth="0">
            {fileName(value)}
          </Link>
        ) : (
          <Text fontSize="sm" color="fg.muted" flex="1">
            未上传
          </Text>
        )}
        <chakra.input
          ref={input}
          id={id}
          type="file"
          accept={type.accept}
          aria-label={`上传${label}`}
          srOnly
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <HStack gap="2">
          <Button size="sm" variant="outline" bg="bg" loading={uploading} loadingText="上传中" onClick={() => input.current?.click()}>
            <LuUpload /> {value ? '更换文件' : '选择文件'}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange('')} disabled={uploading}>
              <LuTrash2 /> 清除
            </Button>
          )}
        </HStack>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {type.hint}
      </Text>
    </Stack>
  );
}
