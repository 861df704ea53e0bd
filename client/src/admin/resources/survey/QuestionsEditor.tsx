import { Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import type { SurveyQuestionType } from '../../gql/graphql';
import { newOption, newQuestion, QUESTION_TYPE_OPTIONS, TEXT_MAX, type EditorQuestion } from './questions';

interface QuestionsEditorProps {
  id: string;
  labelId: string;
  value: EditorQuestion[];
  onChange(value: EditorQuestion[]): void;
  invalid: boolean;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** 题目 of a survey's form: questions in order, each with its type, title, 必答 and options (or a text limit). */
export function QuestionsEditor({ id, labelId, value, onChange, invalid }: QuestionsEditorProps) {
  const questions = value;
  const set = (index: number, changes: Partial<EditorQuestion>) => onChange(questions.map((q, i) => (i === index ? { ...q, ...changes } : q)));

  return (
    <Stack gap="4" id={id} role="group" aria-labelledby={labelId}>
      {questions.map((q, index) => {
        const n = index + 1;
        const choice = q.type !== 'text';
        return (
          <Box
            key={q.uid}
            p="4"
            borderWidth="1px"
            borderRadius="md"
            borderColor={invalid ? 'border.error' : 'border.muted'}
            bg="bg.subtle"
            role="group"
            aria-label={`第 ${n} 题`}
          >
            <HStack gap="2" align="center" wrap="wrap">
              <Text fontWeight="semibold" minW="12">
                第 {n} 题
              </Text>
              <NativeSelect.Root size="sm" width="28">
                <NativeSelect.Field
                  aria-label={`第 ${n} 题题型`}
                  value={q.type}
                  onChange={(e) => {
                    const type = e.target.value as SurveyQuestionType;
                    const options = type === 'text' ? [] : q.options.length ? q.options : [newOption(), newOption()];
                    set(index, { type, options });
                  }}
                >
                  {QUESTION_TYPE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Switch.Root size="sm" checked={q.required} onCheckedChange={(e) => set(index, { required: e.checked })} colorPalette="brand">
                <Switch.HiddenInput aria-label={`第 ${n} 题必答`} />
                <Switch.Control />
                <Switch.Label>必答</Switch.Label>
              </Switch.Root>
              <HStack gap="1" ms="auto">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`第 ${n} 题上移`}
                  disabled={index === 0}
                  onClick={() => onChange(move(questions, index, index - 1))}
                >
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`第 ${n} 题下移`}
                  disabled={index === questions.length - 1}
                  onClick={() => onChange(move(questions, index, index + 1))}
                >
                  <LuArrowDown />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`删除第 ${n} 题`}
                  onClick={() => onChange(questions.filter((_, i) => i !== index))}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </HStack>
            <Input
              mt="3"
              bg="bg"
              aria-label={`第 ${n} 题题目`}
              placeholder="请输入题目"
              value={q.title}
              onChange={(e) => set(index, { title: e.target.value })}
            />
            {choice ? (
              <Stack mt="3" gap="2" ps={{ base: '0', md: '6' }}>
                {q.options.map((option, o) => (
                  <HStack key={option.uid} gap="2">
                    <Input
                      size="sm"
                      bg="bg"
                      aria-label={`第 ${n} 题选项 ${o + 1}`}
                      placeholder={`选项 ${o + 1}`}
                      value={option.label}
                      onChange={(e) => set(index, { options: q.options.map((x, i) => (i === o ? { ...x, label: e.target.value } : x)) })}
                    />
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`删除第 ${n} 题选项 ${o + 1}`}
                      onClick={() => set(index, { options: q.options.filter((_, i) => i !== o) })}
                    >
                      <LuX />
                    </IconButton>
                  </HStack>
                ))}
                <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => set(index, { options: [...q.options, newOption()] })}>
                  <LuPlus /> 添加选项
                </Button>
              </Stack>
            ) : (
              <HStack mt="3" gap="2">
                <Text fontSize="sm" color="fg.muted">
                  字数上限
                </Text>
                <Input
                  size="sm"
                  width="24"
                  bg="bg"
                  type="number"
                  inputMode="numeric"
                  aria-label={`第 ${n} 题字数上限`}
                  placeholder={String(TEXT_MAX)}
                  value={q.maxLength}
                  onChange={(e) => set(index, { maxLength: e.target.value })}
                />
              </HStack>
            )}
          </Box>
        );
      })}
      <HStack gap="2" wrap="wrap">
        {QUESTION_TYPE_OPTIONS.map((o) => (
          <Button key={o.value} size="sm" variant="outline" colorPalette="brand" onClick={() => onChange([...questions, newQuestion(o.value)])}>
            <LuPlus /> 添加{o.label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
