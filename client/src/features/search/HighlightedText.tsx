import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';

export interface TextPiece {
  text: string;
  match: boolean;
}

const Mark = chakra('mark', { base: { bg: 'accent.400/30', color: 'inherit', borderRadius: 'xs', px: '0.5', mx: '-0.5' } });

/** Text as the server split it: pieces the query matched in <mark>, all of it as React text (never HTML). */
export function HighlightedText({ pieces }: { pieces: readonly TextPiece[] }) {
  return pieces.map((piece, index) => (piece.match ? <Mark key={index}>{piece.text}</Mark> : <Fragment key={index}>{piece.text}</Fragment>));
}
