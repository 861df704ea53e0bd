import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { SiblingTab } from './types';

/** Links to the screens of one menu entry (数字资源 / 数据库), the current one marked. */
export function SiblingTabs({ tabs, current }: { tabs: readonly SiblingTab[]; current: string }) {
  return (
    <HStack as="nav" aria-label="页面切换" gap="1" borderBottomWidth="1px" overflowX="auto">
      {tabs.map((tab) => {
        const here = tab.path === current;
        return (
          <ChakraLink
            key={tab.path}
            asChild
            px="4"
            py="2"
            mb="-1px"
            whiteSpace="nowrap"
            fontSize="sm"
            textDecoration="none"
            color={here ? 'brand.fg' : 'fg.muted'}
            fontWeight={here ? 'semibold' : 'normal'}
            borderBottomWidth="2px"
            borderColor={here ? 'brand.solid' : 'transparent'}
            _hover={{ color: 'brand.fg', textDecoration: 'none' }}
          >
            <Link to={`/admin/${tab.path}`} aria-current={here ? 'page' : undefined}>
              {tab.label}
            </Link>
          </ChakraLink>
        );
      })}
    </HStack>
  );
}
