import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import type { Params } from 'react-router-dom';
import type { AnyResource } from './types';

/**
 * The page of one item's children (AdminChildrenPage): a resource's copies, chapters, tracks…, or
 * a journal volume's articles. Each section is an ordinary list config whose form opens in a
 * dialog; the page scopes it to the parent.
 */

/** One list of children on the page. */
export interface ChildSection {
  /** The child list (`formIn: 'dialog'`). */
  config: AnyResource;
  /** The filter and input field that names the parent: resourceId, editionId, volumeId. */
  field: string;
  /**
   * Where the parent's id is: a route param; or, for a list nested under a row of the section
   * before (an edition's pages), a search param set by that row's link, with the parent's query
   * and name for the section's heading.
   */
  from:
    | { param: string }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    | { search: string; get: TypedDocumentNode<{ item: any }, { id: string }>; name(item: any): string };
}

export interface ChildrenScreen<TParent = unknown> {
  /** The item whose children these are: its query (aliased `item:`) and the route param of its id. */
  parent: {
    get: TypedDocumentNode<{ item: TParent }, { id: string }>;
    param: string;
    heading(item: TParent): string;
    details?(item: TParent): ReactNode;
  };
  /** 返回 (absolute path, from the route params). */
  back: { label: string; to(params: Params): string };
  /** Buttons beside the heading, e.g. 编辑资料. */
  links?: Array<{ label: string; to(params: Params): string }>;
  sections: ChildSection[];
}

/** A children page with its parent's type inferred from its query. */
export function defineChildren<TParent>(screen: ChildrenScreen<TParent>): ChildrenScreen {
  return screen as ChildrenScreen;
}
