import { Box, type BoxProps } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A private DOMPurify instance, so the hook below does not change the sanitiser other modules use.
 * Links that open a new window get rel="noopener noreferrer". The server renderer has no DOM for
 * DOMPurify: there the HTML is rendered as the API answers it, which the server sanitised when it
 * was saved (server/src/core/sanitize.ts, the same allowlist's purpose); pages of rich text (news,
 * activities, guides) are then rendered on the server instead of falling back to the browser.
 */
const purifier = typeof window === 'undefined' ? undefined : DOMPurify(window);
purifier?.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/** Sanitises HTML for rendering: scripts, event handlers, javascript: URLs and forms never reach the DOM. */
export function sanitizeHtml(html: string): string {
  return purifier ? purifier.sanitize(html, CONFIG) : html;
}

/** Rich text (news bodies and the like): sanitised again before rendering (ARCHITECTURE §9), with readable typography. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className="rich-text" css={richTextCss} {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const richTextCss = {
  fontSize: { base: 'md', md: '17px' },
  lineHeight: '1.9',
  color: 'fg.default',
  wordBreak: 'break-word',
  '& > * + *': { marginTop: '1em' },
  '& p': { textIndent: '0' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', marginTop: '1.6em', color: 'brand.800' },
  '& h3': { fontSize: 'lg', fontWeight: 'bold', marginTop: '1.4em', color: 'brand.800' },
  '& h4': { fontSize: 'md', fontWeight: 'bold', marginTop: '1.2em' },
  '& ul, & ol': { paddingInlineStart: '1.6em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.35em' },
  '& a': { color: 'brand.600', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& a:hover': { color: 'brand.800' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', borderRadius: 'xs' },
  '& img': { maxWidth: '100%', height: 'auto', marginInline: 'auto', borderRadius: 'md' },
  '& figure': { textAlign: 'center' },
  '& figcaption': { fontSize: 'sm', color: 'fg.muted', marginTop: '0.5em' },
  '& blockquote': { borderInlineStart: '4px solid', borderColor: 'brand.200', paddingInlineStart: '1em', color: 'fg.muted' },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'sm', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: '1px solid', borderColor: 'border', padding: '0.5em 0.75em', textAlign: 'start' },
  '& th': { bg: 'brand.50', fontWeight: 'semibold' },
  '& hr': { borderColor: 'border', marginBlock: '1.5em' },
  '& strong': { fontWeight: 'bold' },
} as const;
