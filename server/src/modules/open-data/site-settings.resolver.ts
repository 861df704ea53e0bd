import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Public } from '../../core/auth/decorators.js';
import { PublicAnswer } from '../../core/graphql/field-marks.js';
import { siteIdentity } from '../../core/site-identity.js';

@ObjectType({ description: 'The library the site presents (SITE_NAME, LIBRARY_PHONE…): every page carries the same in its HTML' })
export class SiteSettings {
  @Field({ description: "The library's name (SITE_NAME)" })
  name!: string;

  @Field({ description: 'Its name in English (SITE_NAME_EN); empty when unset' })
  englishName!: string;

  @Field({ description: 'The enquiries telephone (LIBRARY_PHONE); empty when unset' })
  phone!: string;

  @Field({ description: "The main library's address (LIBRARY_ADDRESS); empty when unset" })
  address!: string;

  @Field({ description: 'Its postcode (LIBRARY_POSTCODE); empty when unset' })
  postcode!: string;

  @Field({ description: 'Opening hours as readers read them (LIBRARY_HOURS); empty when unset' })
  openingHours!: string;

  @Field({ description: "The library's contact e-mail (LIBRARY_EMAIL); empty when unset" })
  email!: string;

  @Field({ description: 'The ICP filing number (SITE_ICP); empty when unset' })
  icp!: string;

  @Field({ description: "The site's public address (PUBLIC_URL), without a trailing slash" })
  url!: string;

  @Field({
    description: "The library's time zone (LIBRARY_TIME_ZONE), an IANA name such as Asia/Shanghai: its dates and times are shown on its clock",
  })
  timeZone!: string;
}

@Resolver()
export class SiteSettingsResolver {
  /** For integrators and the client's development server, which has no portal-served page to read it from (client/vite.config.ts). */
  @Public()
  @PublicAnswer({ shows: [] })
  @Query(() => SiteSettings, { description: 'The library the site presents: name, contact, opening hours' })
  siteSettings(@Ctx() ctx: Context): SiteSettings {
    return siteIdentity(ctx.services.config);
  }
}
