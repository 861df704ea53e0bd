import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { showError } from '../../../components/ui/toaster';
import { graphql } from '../../../gql';

const UploadFileMutation = graphql(`
  mutation AdminUploadFile($file: Upload!) {
    uploadFile(file: $file) { id url }
  }
`);

export const NOT_AN_IMAGE = '请选择图片文件';

/**
 * Uploads an image through `uploadFile` (multipart; apollo/client.ts sends the preflight header)
 * and resolves to its public URL, or undefined when it is not an image or the upload failed (the
 * error link has said why).
 */
export function useImageUpload() {
  const [mutate, { loading }] = useMutation(UploadFileMutation);
  const upload = useCallback(
    async (file: File): Promise<string | undefined> => {
      if (!file.type.startsWith('image/')) {
        showError(NOT_AN_IMAGE);
        return undefined;
      }
      try {
        const { data } = await mutate({ variables: { file } });
        return data?.uploadFile.url;
      } catch {
        return undefined;
      }
    },
    [mutate],
  );
  return { upload, uploading: loading };
}
