import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** The library's mark: an open book on a blue tile with a gold spine, as in public/favicon.svg. Decorative. */
export function BookMark(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" flexShrink={0} {...props}>
      <rect width="64" height="64" rx="12" fill="#154e8f" />
      <path d="M14 18c7-3 13-3 18 1v29c-5-4-11-4-18-1zM50 18c-7-3-13-3-18 1v29c5-4 11-4 18-1z" fill="#fff" />
      <path d="M32 19v29" stroke="#c98a1f" strokeWidth="3" />
    </chakra.svg>
  );
}
