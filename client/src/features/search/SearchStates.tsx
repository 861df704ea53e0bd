import { Box, Button, Link } from '@chakra-ui/react';
import { LuLock, LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyNote } from '../site/EmptyNote';
import { HotSearchWords } from './HotSearchWords';

/** Nothing searched yet: what to type, and the popular searches. */
export function SearchPrompt() {
  return (
    <Box py="6">
      <EmptyNote icon={<LuSearch />} title="请输入检索词" description="可按题名、责任者、主题词、ISBN 等检索本馆全部资源，也可直接点击热门检索。" />
      <HotSearchWords />
    </Box>
  );
}

/** A search that found nothing: the way out (清除筛选 when filtered) and the popular searches. */
export function SearchEmpty({ q, clearFiltersHref }: { q: string; clearFiltersHref?: string }) {
  return (
    <Box py="6">
      <EmptyNote
        title={q ? `没有找到与“${q}”相关的资源` : '没有找到符合条件的资源'}
        description={clearFiltersHref ? '可以减少筛选条件，或换个检索词试试。' : '请检查输入是否有误，或换个检索词试试。'}
      >
        {clearFiltersHref && (
          <Link asChild color="brand.700" fontSize="sm" textDecoration="underline">
            <RouterLink to={clearFiltersHref}>清除筛选</RouterLink>
          </Link>
        )}
      </EmptyNote>
      <HotSearchWords />
    </Box>
  );
}

/**
 * A search the viewer may not make (e-books need a reader-card login, spec §5): the server's
 * message (请使用读者证登录！), a login that comes back here, and the way back without the filter.
 */
export function SearchForbidden({
  message,
  description,
  loginHref,
  withoutFilterHref,
}: {
  message: string;
  description?: string;
  loginHref: string;
  withoutFilterHref?: string;
}) {
  return (
    <Box py="8" role="alert">
      <EmptyNote icon={<LuLock />} title={message} description={description}>
        <Box display="flex" gap="3" alignItems="center">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={loginHref}>读者证登录</RouterLink>
          </Button>
          {withoutFilterHref && (
            <Link asChild color="brand.700" fontSize="sm" textDecoration="underline">
              <RouterLink to={withoutFilterHref}>检索其他资源</RouterLink>
            </Link>
          )}
        </Box>
      </EmptyNote>
    </Box>
  );
}
