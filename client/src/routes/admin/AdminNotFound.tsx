import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

/** A path under /admin with no screen (yet): said plainly, inside the back-office shell. */
export function AdminNotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState.Root size="lg" bg="bg" rounded="lg" borderWidth="1px">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuConstruction />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>页面未找到</EmptyState.Title>
          <EmptyState.Description>该功能暂未开放，或地址有误。</EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={() => navigate('/admin')}>
          返回后台首页
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
