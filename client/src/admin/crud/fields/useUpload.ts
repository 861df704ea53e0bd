import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { showError } from '../../../components/ui/toaster';
import { graphql } from '../../gql';

const UploadFileMutation = graphql(`
  mutation AdminUploadFile($file: Upload!) {
    uploadFile(file: $file) {
      id
      url
    }
  }
`);

export const NOT_AN_IMAGE = '请选择图片文件';

/**
 * Uploads a file through `uploadFile` (multipart; apollo/client.ts sends the preflight header) and
 * resolves to its public URL, or undefined when `accepts` refuses it (then `wrong` is shown) or the
 * upload failed (the error link has said why). The server checks the type again from the content.
 */
export function useUpload(accepts: (file: File) => boolean, wrong: string) {
  const [mutate, { loading }] = useMutation(UploadFileMutation);
  const upload = useCallback(
    async (file: File): Promise<string | undefined> => {
      if (!accepts(file)) {
        showError(wrong);
        return undefined;
      }
      try {
        const { data } = await mutate({ variables: { file } });
        return data?.uploadFile.url;
      } catch {
        return undefined;
      }
    },
    [mutate, accepts, wrong],
  );
  return { upload, uploading: loading };
}

const isImage = (file: File) => file.type.startsWith('image/');

/** An image upload (covers, pictures, images in rich text). */
export function useImageUpload() {
  return useUpload(isImage, NOT_AN_IMAGE);
}
