import Upload from 'graphql-upload/Upload.mjs';
import { describe, expect, it } from 'vitest';
import { UploadScalar } from './upload-scalar.js';

describe('UploadScalar', () => {
  // The hostile run (issue 11) stopped the server this way: a broken multipart body rejected an
  // upload no resolver had awaited yet, and an unhandled rejection ends a Node process.
  it('never leaves an unhandled rejection when the body breaks before the resolver awaits the file', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const upload = new Upload();
      const value = UploadScalar.parseValue(upload) as Promise<unknown>;
      upload.reject(new Error('Malformed part header'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      await expect(value).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'file' } });
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
