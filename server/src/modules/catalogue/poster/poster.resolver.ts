import { resourcePagePath } from '../resources/resource-page.js';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Arg, ArgsType, Args, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { actorOf, recordAudit } from '../../../core/audit/audit.service.js';
import { Roles } from '../../../core/auth/decorators.js';
import { parseId } from '../../../core/crud/ids.js';
import { AppError } from '../../../core/errors/app-error.js';
import { qrTarget } from '../../../core/qr/qr-code.js';
import { readStored } from '../../../core/upload/storage.js';
import { UploadService } from '../../../core/upload/upload.service.js';
import type { Services } from '../../../core/services.js';
import { RESOURCE_KIND_NAMES } from '../resource-kind.js';
import { Resource, RESOURCE_TYPE_NAMES } from '../resources/resource.entity.js';
import { renderPoster } from './poster-image.js';

@ObjectType({ description: "A resource's shareable poster", simpleResolvers: true })
export class ResourcePoster {
  @Field(() => ID)
  resourceId!: number;

  @Field({ nullable: true, description: 'The poster image, once made' })
  poster?: string;

  @Field({ description: 'The public page the poster leads to' })
  link!: string;
}

@ArgsType()
class CreatePosterArgs {
  @Field(() => ID)
  id!: string;

  @Field({ nullable: true, description: 'An uploaded image (/uploads/…) to use as the poster; left out, one is generated' })
  @IsOptional()
  @Matches(/^\/uploads\/[^\s]+$/, { message: '海报必须是上传到本站的图片' })
  @MaxLength(500)
  image?: string;
}

/** The absolute address of the resource's public page, which the poster's QR code holds. */
export function publicLink(services: Services, resource: Resource): string {
  return `${services.config.publicUrl}${resourcePagePath(resource)}`;
}

const uploadsKey = (url: string | undefined) => (url?.startsWith('/uploads/') ? url.slice('/uploads/'.length).split('?')[0] : undefined);

/** Posters (api/admin/resource/poster/add/{id}, poster/info/{id}). */
@Resolver()
export class PosterResolver {
  @Roles('ADMIN')
  @Query(() => ResourcePoster)
  async resourcePoster(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<ResourcePoster> {
    const resource = await ctx.em.findOne(Resource, { id: parseId(id) });
    if (!resource) throw AppError.notFound();
    return { resourceId: resource.id, poster: resource.poster, link: publicLink(ctx.services, resource) };
  }

  @Roles('ADMIN')
  @Mutation(() => ResourcePoster, {
    description: 'Sets the poster to an uploaded image, or generates one (cover, title, creators, library, QR code)',
  })
  async createResourcePoster(@Ctx() ctx: Context, @Args(() => CreatePosterArgs) { id, image }: CreatePosterArgs): Promise<ResourcePoster> {
    const { services } = ctx;
    return ctx.em.transactional(async (em) => {
      const resource = await em.findOne(Resource, { id: parseId(id) });
      if (!resource) throw AppError.notFound();
      const link = publicLink(services, resource);
      if (image) {
        const key = uploadsKey(image);
        if (!key || !(await services.storage.exists(key))) throw AppError.badInput('image', '海报图片不存在，请重新上传');
        resource.poster = image;
      } else {
        const coverKey = uploadsKey(resource.cover);
        const cover = coverKey ? await readStored(services.storage, coverKey) : undefined;
        const data = await renderPoster({
          title: resource.title,
          creators: resource.creators,
          kindName: RESOURCE_KIND_NAMES[resource.kind],
          siteName: services.config.site.name,
          link: qrTarget(link),
          cover,
        });
        resource.poster = (await new UploadService(services).save(em, { data, filename: `poster-${resource.id}.jpg` }, actorOf(ctx))).url;
      }
      recordAudit(em, actorOf(ctx), 'poster', RESOURCE_TYPE_NAMES[resource.kind], [resource.id]);
      return { resourceId: resource.id, poster: resource.poster, link };
    });
  }
}
