import { InteractionSectionLayout } from './InteractionSectionLayout';
import { Alert, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleCheck, LuLogIn } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A public form page's content: its h1, a line on what it is for, and the form in a card. It has
 * its own width and gutters, so it reads the same on its own and inside a section layout's panel.
 */
export function FormPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <InteractionSectionLayout>
      <Stack gap="2" mb={{ base: '4', md: '6' }} pb="4" borderBottom="2px solid" borderColor="brand.600">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.800">
          {title}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>
      <Box maxW="3xl">{children}</Box>
    </InteractionSectionLayout>
  );
}

/** What a guest sees above a login-only form. */
export function LoginNotice({ loginPath, what }: { loginPath: string; what: string }) {
  return (
    <Alert.Root status="info" borderRadius="md" mb="5">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>登录后才能{what}</Alert.Title>
        <Alert.Description>
          您可以先填写，提交时将请您登录，已填写的内容会保留。{' '}
          <Link asChild color="brand.700" fontWeight="medium">
            <RouterLink to={loginPath}>
              <LuLogIn aria-hidden="true" /> 去登录
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A refusal that belongs to no field (blacklist, rate limit, network), shown above the button. */
export function FailureAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="md" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>提交失败</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** After a submission: what happened, where to follow it in the personal centre, and a way to send another. */
export function SubmitSuccess({
  title,
  text,
  to,
  linkLabel,
  againLabel,
  onAgain,
}: {
  title: string;
  text: ReactNode;
  to: string;
  linkLabel: string;
  againLabel?: string;
  onAgain?: () => void;
}) {
  return (
    <Stack align="center" textAlign="center" gap="3" py={{ base: '4', md: '8' }} role="status">
      <Box color="green.500" fontSize="5xl" aria-hidden="true">
        <LuCircleCheck />
      </Box>
      <Heading as="h2" fontSize="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <HStack gap="3" wrap="wrap" justify="center" pt="2">
        <Button asChild colorPalette="brand">
          <RouterLink to={to}>{linkLabel}</RouterLink>
        </Button>
        {onAgain && againLabel && (
          <Button variant="outline" onClick={onAgain}>
            {againLabel}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
