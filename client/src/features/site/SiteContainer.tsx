import { Container, type ContainerProps } from '@chakra-ui/react';

/** The site's content width (about 1200 px) with the page gutters. */
export function SiteContainer(props: ContainerProps) {
  return <Container maxW="1200px" px={{ base: '4', md: '6' }} {...props} />;
}
