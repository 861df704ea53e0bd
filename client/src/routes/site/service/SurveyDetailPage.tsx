import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  Heading,
  HStack,
  Image,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LuCircleCheck, LuLogIn, LuSend } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { FailureAlert } from '../../../features/interaction/FormParts';
import { submitFailure } from '../../../features/interaction/submit';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { ServiceLayout } from '../../../features/service/ServiceLayout';
import { SURVEY_NAV_ENTRY } from '../../../features/service/sections';
import { SERVICE_HOME_PATH, SURVEY_LIST_PATH, SURVEY_STATE_COLORS, SURVEY_STATE_NAMES, surveyWindow } from '../../../features/survey/survey-state';
import { graphql } from '../../../gql';
import type { SurveyDetailPageQueryQuery, SurveyQuestionType } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import { tokens } from '../../../lib/tokens';
import { PageHead } from '../../../lib/page-head';

const SurveyDetailPageQuery = graphql(`
  query SurveyDetailPageQuery($id: ID!) {
    survey(id: $id) {
      id
      title
      introduction
      cover
      startsAt
      endsAt
      state
      answerCount
      questions {
        key
        type
        title
        required
        maxLength
        options {
          key
          label
        }
      }
    }
  }
`);

const MySurveyAnswerQuery = graphql(`
  query MySurveyAnswerQuery($surveyId: ID!) {
    mySurveyAnswer(surveyId: $surveyId) {
      surveyId
      answeredAt
    }
  }
`);

const AnswerSurveyMutation = graphql(`
  mutation AnswerSurvey($input: SurveyAnswerInput!) {
    answerSurvey(input: $input) {
      surveyId
      answeredAt
    }
  }
`);

type Survey = SurveyDetailPageQueryQuery['survey'];
type Question = Survey['questions'][number];
/** Per question key: the chosen option keys, or the text. */
type Answers = Record<string, string[] | string>;

const TYPE_NAMES: Record<SurveyQuestionType, string> = { single: '单选', multiple: '多选', text: '问答' };
export const TEXT_MAX_DEFAULT = 500;

/** The form's own check, the server's rules in Chinese: every required question answered, texts within their length. */
export function checkAnswers(questions: readonly Question[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  questions.forEach((question, index) => {
    const value = answers[question.key];
    if (question.type === 'text') {
      const text = typeof value === 'string' ? value.trim() : '';
      const max = question.maxLength ?? TEXT_MAX_DEFAULT;
      if (!text && question.required) errors[question.key] = `请回答第 ${index + 1} 题`;
      else if ([...text].length > max) errors[question.key] = `第 ${index + 1} 题不能超过 ${max} 个字`;
    } else if (question.required && (!Array.isArray(value) || value.length === 0)) errors[question.key] = `请回答第 ${index + 1} 题`;
  });
  return errors;
}

/** The thank-you state: after answering, and whenever a reader who answered comes back. */
function Thanks({ answeredAt }: { answeredAt?: string }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py={{ base: '6', md: '10' }} role="status">
      <Box color="green.500" fontSize="5xl" aria-hidden="true">
        <LuCircleCheck />
      </Box>
      <Heading as="h2" fontSize="xl">
        感谢您的参与！
      </Heading>
      <Text color="fg.muted">
        您已提交本问卷{answeredAt ? `（${formatDateTime(answeredAt)}）` : ''}，每位读者只能提交一次。您的意见将帮助我们改进服务。
      </Text>
      <Button asChild colorPalette="brand" variant="outline" mt="2">
        <RouterLink to={SURVEY_LIST_PATH}>返回问卷列表</RouterLink>
      </Button>
    </Stack>
  );
}

function QuestionField({
  question,
  index,
  value,
  error,
  disabled,
  onChange,
}: {
  question: Question;
  index: number;
  value: string[] | string | undefined;
  error?: string;
  disabled: boolean;
  onChange(value: string[] | string): void;
}) {
  const legend = `${index + 1}. ${question.title}`;
  const chosen = Array.isArray(value) ? value : [];
  const text = typeof value === 'string' ? value : '';
  const max = question.maxLength ?? TEXT_MAX_DEFAULT;
  return (
    <Fieldset.Root invalid={!!error} disabled={disabled} data-question={question.key}>
      <Fieldset.Legend fontWeight="semibold" fontSize="md" color="fg.default">
        {legend}
        <Text as="span" ms="2" fontSize="sm" fontWeight="normal" color="fg.muted">
          （{TYPE_NAMES[question.type]}
          {question.required ? '，必答' : ''}）
        </Text>
      </Fieldset.Legend>
      <Fieldset.Content>
        {question.type === 'single' && (
          <RadioGroup.Root
            value={chosen[0] ?? null}
            onValueChange={(e) => onChange(e.value ? [e.value] : [])}
            colorPalette="brand"
            aria-label={legend}
            name={question.key}
          >
            <Stack gap="2">
              {question.options.map((option) => (
                <RadioGroup.Item key={option.key} value={option.key}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        {question.type === 'multiple' && (
          <CheckboxGroup value={chosen} onValueChange={(next) => onChange(next)} name={question.key} aria-label={legend}>
            <Stack gap="2">
              {question.options.map((option) => (
                <Checkbox.Root key={option.key} value={option.key} colorPalette="brand">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
        )}
        {question.type === 'text' && (
          <Stack gap="1">
            <Textarea value={text} onChange={(e) => onChange(e.target.value)} rows={3} aria-label={legend} placeholder="请输入您的回答" />
            <Text fontSize="xs" color="fg.muted" textAlign="end">
              {[...text.trim()].length}/{max}
            </Text>
          </Stack>
        )}
      </Fieldset.Content>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** A question's field in the form: by its place, since a question's key may hold characters react-hook-form reads as a path. */
const fieldName = (index: number) => `q${index}`;
type FormValues = Record<string, string[] | string | undefined>;

/** The questionnaire, answered by a logged-in reader (a guest sees it with 登录后参与). */
function SurveyForm({ survey, loggedIn, onAnswered }: { survey: Survey; loggedIn: boolean; onAnswered(answeredAt: string): void }) {
  const location = useLocation();
  const byKey = (values: FormValues): Answers =>
    Object.fromEntries(survey.questions.flatMap((q, index) => (values[fieldName(index)] === undefined ? [] : [[q.key, values[fieldName(index)]!]])));
  const form = useForm<FormValues>({
    reValidateMode: 'onSubmit',
    // The questions are focused by their place on the page (a choice's group has no one input to focus).
    shouldFocusError: false,
    resolver: (values) => {
      const found = checkAnswers(survey.questions, byKey(values));
      const errors = Object.fromEntries(
        survey.questions.flatMap((q, index) => (found[q.key] ? [[fieldName(index), { type: 'validate', message: found[q.key] }]] : [])),
      );
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string>();
  const [send, { loading }] = useMutation(AnswerSurveyMutation, { context: { quiet: true } });
  const open = survey.state === 'open';
  const loginPath = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  const focusQuestion = (key: string) =>
    document
      .querySelector<HTMLElement>(`[data-question="${CSS.escape(key)}"]`)
      ?.querySelector<HTMLElement>('input, textarea')
      ?.focus();

  const sendAnswers = async (values: FormValues) => {
    const answers = byKey(values);
    try {
      const result = await send({
        variables: {
          input: {
            surveyId: survey.id,
            answers: survey.questions
              .filter((q) => answers[q.key] !== undefined)
              .map((q) => {
                const value = answers[q.key];
                return Array.isArray(value) ? { question: q.key, options: value } : { question: q.key, text: value.trim() };
              }),
          },
        },
      });
      onAnswered(result.data!.answerSurvey.answeredAt);
    } catch (error) {
      const failed = submitFailure(error);
      const known = failed.fieldErrors.filter((e) => survey.questions.some((q) => q.key === e.field));
      if (known.length) {
        known.forEach((e) => form.setError(fieldName(survey.questions.findIndex((q) => q.key === e.field)), { type: 'server', message: e.message }));
        focusQuestion(known[0].field);
      } else setFailure(failed.message);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(undefined);
    return form.handleSubmit(sendAnswers, (found) => {
      const first = survey.questions.find((_, index) => found[fieldName(index)]);
      if (first) focusQuestion(first.key);
    })(event);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={survey.title}>
      <Stack gap="6">
        {survey.questions.map((question, index) => (
          <Box key={question.key} p={{ base: '4', md: '5' }} bg="white" borderRadius="lg" borderWidth="1px" borderColor="border.muted">
            <Controller
              control={form.control}
              name={fieldName(index)}
              render={({ field }) => (
                <QuestionField
                  question={question}
                  index={index}
                  value={field.value}
                  error={errors[fieldName(index)]?.message}
                  disabled={!open || !loggedIn}
                  onChange={(value) => {
                    field.onChange(value);
                    form.clearErrors(fieldName(index));
                  }}
                />
              )}
            />
          </Box>
        ))}
        <FailureAlert message={failure} />
        {!open ? null : loggedIn ? (
          <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'center' }} px="10" loading={loading} loadingText="提交中">
            <LuSend aria-hidden="true" /> 提交问卷
          </Button>
        ) : (
          <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'center' }} px="10">
            <RouterLink to={loginPath}>
              <LuLogIn aria-hidden="true" /> 登录后参与
            </RouterLink>
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** /service/survey/detail?id=: one questionnaire; a reader answers it once, then sees the thank-you state. */
export function SurveyDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const loggedIn = !!tokens.reader();
  const { data, loading, error } = useQuery(SurveyDetailPageQuery, { variables: { id }, skip: !/^\d+$/.test(id) });
  const mine = useQuery(MySurveyAnswerQuery, { variables: { surveyId: id }, skip: !loggedIn || !data?.survey, fetchPolicy: 'network-only' });
  const [answeredNow, setAnsweredNow] = useState<string>();
  const survey = data?.survey;
  const answeredAt = answeredNow ?? mine.data?.mySurveyAnswer?.answeredAt;

  let body;
  if (!survey && (loading || (!error && /^\d+$/.test(id)))) {
    body = (
      <Stack gap="4" role="status" aria-label="加载中">
        <Skeleton h="10" w="60%" />
        <Skeleton h="20" />
        <Skeleton h="32" />
      </Stack>
    );
  } else if (!survey) {
    body = (
      <Box py="10">
        <EmptyNote title="问卷不存在或已下线" description="请返回问卷列表查看其他问卷。">
          <Button asChild colorPalette="brand" size="sm" variant="outline">
            <RouterLink to={SURVEY_LIST_PATH}>返回问卷列表</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  } else {
    body = (
      <Stack gap="5">
        <Stack gap="2" pb="4" borderBottom="2px solid" borderColor="brand.600">
          <HStack gap="3" align="center" wrap="wrap">
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.800">
              {survey.title}
            </Heading>
            <Badge colorPalette={SURVEY_STATE_COLORS[survey.state]} variant="subtle">
              {SURVEY_STATE_NAMES[survey.state]}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            调查时间：{surveyWindow(survey.startsAt, survey.endsAt)} · {survey.answerCount} 人参与
          </Text>
        </Stack>
        {survey.cover && <Image src={survey.cover} alt="" borderRadius="md" maxH="64" w="full" objectFit="cover" />}
        {survey.introduction && <Text whiteSpace="pre-line">{survey.introduction}</Text>}
        {loggedIn && mine.loading && !answeredAt ? (
          <Skeleton h="32" />
        ) : answeredAt ? (
          <Thanks answeredAt={answeredAt} />
        ) : (
          <>
            {survey.state !== 'open' && (
              <Alert.Root status={survey.state === 'ended' ? 'neutral' : 'info'} borderRadius="md">
                <Alert.Indicator />
                <Alert.Title>{survey.state === 'ended' ? '问卷已结束，感谢您的关注' : '问卷尚未开始，请在开始时间后参与'}</Alert.Title>
              </Alert.Root>
            )}
            {survey.state === 'open' && !loggedIn && (
              <Alert.Root status="info" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title>登录后参与：每位读者可提交一次</Alert.Title>
              </Alert.Root>
            )}
            <SurveyForm survey={survey} loggedIn={loggedIn} onAnswered={setAnsweredNow} />
          </>
        )}
      </Stack>
    );
  }

  return (
    <ServiceLayout active={SURVEY_NAV_ENTRY}>
      <PageHead title={`${survey?.title ?? '问卷调查'} - ${SITE.name}`} />
      <Breadcrumbs
        items={[
          { label: '首页', to: '/index' },
          { label: '服务指南', to: SERVICE_HOME_PATH },
          { label: '问卷调查', to: SURVEY_LIST_PATH },
          { label: survey?.title ?? '问卷详情' },
        ]}
      />
      <Box mt="4">{body}</Box>
    </ServiceLayout>
  );
}
