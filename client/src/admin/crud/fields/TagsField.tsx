import { Input, Tag, Wrap } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';

interface TagsFieldProps {
  /** The id the field's label points at (the text input). */
  id?: string;
  /** The values in order; each tag's remove button is labelled 移除 <value>. */
  value: readonly string[];
  onChange(value: string[]): void;
  placeholder?: string;
  invalid?: boolean;
}

/** Separators between values as typed or pasted: commas, semicolons (either width), new lines. */
const SEPARATOR = /[,，;；、\n]/;

/**
 * Several short values (authors, keywords) as tags, in order: Enter or a comma adds what was
 * typed, pasting a list adds each item, Backspace in the empty input removes the last tag, each
 * tag has its 移除 button. Typing in progress is added when the field loses focus (so 保存 keeps
 * it). Enter while an input method is composing is the IME's, not ours.
 */
export function TagsField({ id, value, onChange, placeholder = '输入后按回车添加', invalid }: TagsFieldProps) {
  const [text, setText] = useState('');

  const add = (raw: string) => {
    const next = [...value];
    for (const part of raw.split(SEPARATOR).map((p) => p.trim())) if (part && !next.includes(part)) next.push(part);
    if (next.length !== value.length) onChange(next);
    setText('');
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Wrap
      gap="1.5"
      align="center"
      width="full"
      minHeight="10"
      px="2"
      py="1.5"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="l2"
      bg="bg"
      _focusWithin={{ borderColor: 'brand.solid', boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)' }}
    >
      {value.map((tag, index) => (
        <Tag.Root key={tag} size="lg" colorPalette="brand" variant="subtle">
          <Tag.Label>{tag}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger aria-label={`移除 ${tag}`} onClick={() => onChange(value.filter((_, i) => i !== index))} />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <Input
        id={id}
        unstyled
        flex="1"
        minWidth="32"
        fontSize="sm"
        px="1"
        outline="none"
        value={text}
        placeholder={value.length ? undefined : placeholder}
        onChange={(e) => (SEPARATOR.test(e.target.value) ? add(e.target.value) : setText(e.target.value))}
        onKeyDown={keyDown}
        onBlur={() => text.trim() && add(text)}
      />
    </Wrap>
  );
}
