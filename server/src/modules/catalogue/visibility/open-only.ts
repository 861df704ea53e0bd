/**
 * The GraphQL face of "a list may show a gated resource's card, never its files or children":
 * fields marked here resolve only for a viewer who may open the resource they hang on, and to
 * null (a file) or [] (children) for anyone else, wherever the resource comes from — lists,
 * search, rankings, book lists, and the REST paths, which run the same fields. The check reads the
 * row's kind and permission, already loaded: no query, and none for the children it skips.
 */
import { getNullableType, isListType } from 'graphql';
import { Extensions, Field, UseMiddleware, type FieldOptions, type MiddlewareFn } from 'type-graphql';
import type { Viewer } from '../../../core/auth/viewer.js';
import type { ResourceKind } from '../resource-kind.js';
import type { ResourcePermission } from '../resources/resource-permission.js';
import { mayOpen } from './access.js';

/** The schema extension that marks such fields (tests enumerate them from the schema). */
export const OPEN_ONLY = 'openOnly';

const openOnly: MiddlewareFn<{ viewer?: Viewer }> = async ({ root, context, info }, next) => {
  if (mayOpen(context.viewer, root as { kind: ResourceKind; permission: ResourcePermission })) return next();
  return isListType(getNullableType(info.returnType)) ? [] : null;
};

/** On a field resolver of a resource kind (children: chapters, tracks, volumes…). */
export function OpenOnly(): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    UseMiddleware(openOnly)(target, key, descriptor as never);
    Extensions({ [OPEN_ONLY]: true })(target, key, descriptor as never);
  };
}

/** A file or access URL column of a resource kind: a nullable string, resolved through the check. */
export function OpenOnlyField(options: Omit<FieldOptions, 'nullable' | 'simple'> = {}): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    // Not simple: a type's simple fields have no resolver, so the middleware would never run.
    Field(() => String, { ...options, nullable: true, simple: false })(target, key);
    OpenOnly()(target, key);
  };
}
