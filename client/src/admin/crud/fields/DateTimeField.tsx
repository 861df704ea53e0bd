import { Box, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { TIME_REQUIRED } from '../form-values';

interface DateTimeFieldProps {
  id?: string;
  value: string;
  onChange(value: string): void;
}

/**
 * A date and time picker (the browser's own, to the minute). An empty picker reads 请选择时间
 * (spec §5), which is also the message when a required time is missing. The hint is drawn with
 * CSS so that the page's only 请选择时间 text is the error message.
 */
export function DateTimeField({ id, value, onChange }: DateTimeFieldProps) {
  const [focused, setFocused] = useState(false);
  const showHint = !value && !focused;
  return (
    <Box
      width="full"
      position="relative"
      data-empty={showHint ? '' : undefined}
      _after={
        showHint
          ? {
              content: `"${TIME_REQUIRED}"`,
              position: 'absolute',
              insetStart: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'fg.subtle',
              pointerEvents: 'none',
              fontSize: 'sm',
            }
          : undefined
      }
    >
      <Input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        color={showHint ? 'transparent' : undefined}
      />
    </Box>
  );
}
