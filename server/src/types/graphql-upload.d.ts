declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: { maxFileSize?: number; maxFiles?: number; maxFieldSize?: number }): RequestHandler;
}

declare module 'graphql-upload/Upload.mjs' {
  import type { Readable } from 'node:stream';
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(): Readable;
    /** Where the file already is on disk (the REST router's forms, rest/multipart-file.ts). */
    path?: string;
  }
  /** What the Upload scalar accepts as a variable's value: a promise of the file. */
  export default class Upload {
    promise: Promise<FileUpload>;
    resolve(file: FileUpload): void;
    reject(error: Error): void;
  }
}
