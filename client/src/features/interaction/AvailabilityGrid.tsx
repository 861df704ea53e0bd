import { Box, Checkbox, CheckboxGroup, Fieldset, Grid, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Ref } from 'react';
import { DAY_PARTS, slotOf, WEEKDAYS } from './availability';

/**
 * When a volunteer can come: a weekday × 上午/下午/晚上 grid of checkboxes (values 'MON:AM'…'SUN:EVE'),
 * narrow enough for a phone. `inputRef` goes to the first box (focused when the choice is wrong).
 */
export function AvailabilityGrid({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  required,
}: {
  value: string[];
  onChange(value: string[]): void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" mb="2">
        可服务时间
        {required && (
          <Box as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Box>
        )}
      </Fieldset.Legend>
      <Fieldset.HelperText mt="-1" mb="2">
        请勾选您方便到馆服务的时段，可多选
      </Fieldset.HelperText>
      <CheckboxGroup value={value} onValueChange={onChange} name="availability">
        <Grid
          templateColumns="auto repeat(3, minmax(3rem, 1fr))"
          maxW="md"
          borderWidth="1px"
          borderColor={error ? 'border.error' : 'border.muted'}
          borderRadius="md"
          overflow="hidden"
        >
          <Box bg="bg.muted" />
          {DAY_PARTS.map((part) => (
            <Text key={part.value} bg="bg.muted" fontSize="sm" fontWeight="medium" textAlign="center" py="2" aria-hidden="true">
              {part.label}
            </Text>
          ))}
          {WEEKDAYS.map((day, row) => (
            <Box key={day.value} display="contents">
              <Text fontSize="sm" px="3" py="2" borderTopWidth="1px" borderColor="border.muted" aria-hidden="true">
                {day.label}
              </Text>
              {DAY_PARTS.map((part, column) => (
                <Box key={part.value} display="flex" justifyContent="center" alignItems="center" borderTopWidth="1px" borderColor="border.muted">
                  <Checkbox.Root value={slotOf(day.value, part.value)} colorPalette="brand" p="2" cursor="pointer">
                    <Checkbox.HiddenInput ref={row === 0 && column === 0 ? inputRef : undefined} onBlur={onBlur} />
                    <Checkbox.Control />
                    <VisuallyHidden>{`${day.label}${part.label}`}</VisuallyHidden>
                  </Checkbox.Root>
                </Box>
              ))}
            </Box>
          ))}
        </Grid>
      </CheckboxGroup>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
