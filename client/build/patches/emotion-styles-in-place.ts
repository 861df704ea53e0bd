import type { Plugin } from 'vite';

/** @emotion/sheet (1.x): the sheet takes over server-rendered style elements by inserting each again. */
const SHEET_MODULE = /\/@emotion\/sheet\/dist\/emotion-sheet(\.development)?\.esm\.js$/;
const HYDRATE = `  _proto.hydrate = function hydrate(nodes) {
    nodes.forEach(this._insertTag);
  };`;

/**
 * The same, leaving an element where it is when inserting it would not change the order of the
 * page's styles: it is in the sheet's container already, before the point it would go to, with only
 * other emotion style elements (taken over in the same pass, in the same order) between.
 */
const HYDRATE_IN_PLACE = `  _proto.hydrate = function hydrate(nodes) {
    var _this = this;
    nodes.forEach(function (node) {
      var before = _this.tags.length === 0 ? (_this.insertionPoint ? _this.insertionPoint.nextSibling : _this.prepend ? _this.container.firstChild : _this.before) : _this.tags[_this.tags.length - 1].nextSibling;
      var next = node.parentNode === _this.container ? node.nextSibling : undefined;
      while (next && next !== before && next.nodeName === 'STYLE' && next.hasAttribute('data-emotion')) next = next.nextSibling;
      if (next !== undefined && next === before) _this.tags.push(node);
      else _this._insertTag(node);
    });
  };`;

/**
 * Emotion takes over the styles of a server-rendered page (src/entry-server.tsx puts them at the end
 * of the head) by inserting each style element again where it already is: the browser then drops the
 * sheet and recomputes every element's style (≈20 ms here for /index, four times that on a phone),
 * once when the app's code runs and again when Chakra's global styles hydrate (issue 12). The
 * transform makes taking over an element that is already in place leave it there; the DOM ends the
 * same. If emotion changes this code, the build stops here, so the transform is revisited rather
 * than silently doing nothing.
 */
export function emotionStylesInPlace(): Plugin {
  return {
    name: 'library-portal:emotion-styles-in-place',
    transform(code, id) {
      if (!SHEET_MODULE.test(id.replaceAll('\\', '/'))) return;
      if (!code.includes(HYDRATE)) {
        this.error(`emotion-styles-in-place: ${id} no longer has the code this transform rewrites; update or remove it`);
      }
      return code.replace(HYDRATE, HYDRATE_IN_PLACE);
    },
  };
}
