import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { AppError } from '../errors/app-error.js';
import { UPLOAD_MESSAGES } from './upload.service.js';

/**
 * graphql-upload's `Upload` scalar, with its failures said plainly. type-graphql awaits an
 * argument's promise before the resolver runs, so a multipart body the parser gives up on (a
 * malformed part header, a body cut short) would reach the client as a 500: here it rejects with
 * BAD_USER_INPUT on the file instead (issue 11, D8).
 */
export const UploadScalar = new GraphQLScalarType({
  ...GraphQLUpload.toConfig(),
  parseValue(value) {
    const upload = (GraphQLUpload.parseValue(value) as Promise<FileUpload>).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw AppError.badInput('file', UPLOAD_MESSAGES.malformed);
    });
    // A request that never reaches the resolver (refused, or its body broken) leaves this promise
    // unawaited: its rejection must not be an unhandled one, which stops the process.
    upload.catch(() => undefined);
    return upload;
  },
});
