import { Box, Button, Flex, Heading, Input, Link, Text } from '@chakra-ui/react';
import type { Fetcher } from '@graphiql/toolkit';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import './graphiql-workers';
import 'graphiql/style.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SITE } from '../lib/site';
import { tokens } from '../lib/tokens';
import { quickStartPlugin } from './graphiql-quick-start';

const defaultQuery = () => `# ${SITE.name} GraphQL 接口调试
#
# 按 Ctrl-Enter（或点击运行按钮）执行查询。需要登录的字段请在上方填写访问令牌，
# 它会以 Authorization: Bearer <令牌> 的形式随请求发送；也可以在下方的 Headers 编辑器里自行填写请求头。

{
  siteMenu {
    name
  }
}
`;

/** True when the headers typed into GraphiQL's own headers editor already carry an Authorization header. */
const hasAuthorization = (headers: Record<string, unknown> | undefined) =>
  !!headers && Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');

/**
 * The GraphQL playground at /graphiql (GraphiQL 5, bundled from npm: it works offline). Lazy, so
 * the reader site does not load it. Requests go to this origin's /graphql with
 * `content-type: application/json` (Apollo's CSRF prevention asks for it); the token in the bar is
 * sent as `Authorization: Bearer <token>` unless the headers editor sets Authorization itself.
 */
export function GraphiqlPage() {
  const inputId = useId();
  const [token, setToken] = useState('');
  // The fetcher stays the same object (a new one would make GraphiQL fetch the schema again); it reads the token here.
  const tokenRef = useRef('');
  useEffect(() => {
    tokenRef.current = token.trim();
  }, [token]);

  useEffect(() => {
    const previous = document.title;
    document.title = `GraphiQL 接口调试 - ${SITE.name}`;
    return () => {
      document.title = previous;
    };
  }, []);

  const fetcher = useMemo<Fetcher>(() => {
    const base = createGraphiQLFetcher({
      url: new URL('/graphql', window.location.origin).toString(),
      // The server does not stream (@defer); plain JSON responses.
      enableIncrementalDelivery: false,
    });
    return (params, options) => {
      const bearer = tokenRef.current;
      const headers = options?.headers as Record<string, unknown> | undefined;
      if (!bearer || hasAuthorization(headers)) return base(params, options);
      return base(params, { ...options, headers: { ...headers, Authorization: `Bearer ${bearer}` } });
    };
  }, []);

  const [notice, setNotice] = useState('');
  /** Fills the bar from a login cookie (read on click: the user may have logged in meanwhile). */
  const fillFrom = (value: string | undefined, missing: string) => {
    setToken(value ?? '');
    setNotice(value ? '' : missing);
  };

  return (
    <Flex direction="column" height="100dvh" minHeight="480px">
      <Box as="header" borderBottomWidth="1px" bg="bg.subtle" px="4" py="2">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="sm" whiteSpace="nowrap">
            GraphiQL 接口调试
          </Heading>
          <Flex as="form" gap="2" align="center" flex="1" minW="280px" wrap="wrap" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={inputId}>
              <Text as="span" fontSize="sm" whiteSpace="nowrap">
                访问令牌
              </Text>
            </label>
            <Input
              id={inputId}
              size="sm"
              flex="1"
              minW="200px"
              fontFamily="mono"
              placeholder="粘贴令牌，以 Authorization: Bearer 发送"
              autoComplete="off"
              spellCheck={false}
              value={token}
              onChange={(event) => {
                setToken(event.target.value);
                setNotice('');
              }}
            />
            <Button size="sm" colorPalette="brand" onClick={() => fillFrom(tokens.admin(), '没有管理员登录令牌，请先在 /account 登录')}>
              使用管理员令牌
            </Button>
            <Button size="sm" variant="outline" onClick={() => fillFrom(tokens.reader(), '没有读者登录令牌，请先在 /login 登录')}>
              使用读者令牌
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setToken('');
                setNotice('');
              }}
            >
              清除
            </Button>
          </Flex>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {notice || (token.trim() ? '已设置令牌' : '未设置令牌（匿名访问）')}
          </Text>
          <Link href="/index" fontSize="sm">
            返回首页
          </Link>
        </Flex>
      </Box>
      <Box
        as="main"
        flex="1"
        minHeight="0"
        // Monaco dims the number of a final empty line to 40 % opacity (contrast 1.75:1); keep it readable.
        css={{ '& .monaco-editor .line-numbers.dimmed-line-number': { color: 'hsl(219, 15%, 40%)' } }}
      >
        {/* The 快速开始 panel is open on arrival: examples for integrators (search, a list, a detail, harvesting links). */}
        <GraphiQL
          fetcher={fetcher}
          defaultQuery={defaultQuery()}
          defaultEditorToolsVisibility="headers"
          plugins={[quickStartPlugin, HISTORY_PLUGIN]}
          visiblePlugin={quickStartPlugin}
        >
          {/* GraphiQL's default logo is a faint link (it fails colour contrast); a plain label instead. */}
          <GraphiQL.Logo>
            <span style={{ color: 'hsl(219, 28%, 25%)' }}>{SITE.name} · GraphiQL</span>
          </GraphiQL.Logo>
        </GraphiQL>
      </Box>
    </Flex>
  );
}
