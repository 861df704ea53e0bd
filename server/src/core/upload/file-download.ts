import { Field, ObjectType } from 'type-graphql';

/** A file the server makes on request (a template, an export); the REST face sends it as the file itself. */
@ObjectType({ description: 'A file made on request, such as a template to fill in', simpleResolvers: true })
export class FileDownload {
  @Field({ description: 'The name to save it under' })
  fileName!: string;

  @Field()
  mime!: string;

  @Field({ description: 'The content, base64-encoded' })
  base64!: string;
}
