import { useMutation } from '@apollo/client/react';
import { Button, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBookmarkPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { showSuccess } from '../../../components/ui/toaster';
import { graphql } from '../../../gql';
import { tokens } from '../../../lib/tokens';

const RequestLoanMutation = graphql(`
  mutation BookRequestLoan($resourceId: ID!) {
    requestLoan(resourceId: $resourceId) {
      id
      state
      barcode
      location
    }
  }
`);

export const REQUESTED = '预约成功，请携带读者证到馆办理借阅';

/**
 * 预约借阅 on a paper book with a copy on the shelf: a logged-in reader asks for it (a copy is held
 * for them until the desk lends it; 我的借阅 lists the request); a guest is sent to log in first and
 * brought back. A refusal (no copy left, the loan limit…) is said by the error catalogue.
 */
export function LoanRequestButton({ bookId, availableCopies }: { bookId: string; availableCopies: number }) {
  const location = useLocation();
  const [request, { loading }] = useMutation(RequestLoanMutation, { refetchQueries: 'active' });
  const [requested, setRequested] = useState(false);

  if (requested) {
    return (
      <Text fontSize="sm" color="green.700" role="status">
        已预约，请到馆借阅（
        <Link asChild color="brand.600">
          <RouterLink to="/personal/userBorrow">我的借阅</RouterLink>
        </Link>
        ）
      </Text>
    );
  }
  if (availableCopies <= 0) return null;
  if (!tokens.reader()) {
    return (
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
          <LuBookmarkPlus /> 预约借阅
        </RouterLink>
      </Button>
    );
  }
  const onRequest = async () => {
    try {
      await request({ variables: { resourceId: bookId } });
      setRequested(true);
      showSuccess(REQUESTED);
    } catch {
      // The error link has said why (该书暂无在架可借的馆藏、借阅数量已达上限…).
    }
  };
  return (
    <Button size="sm" colorPalette="brand" onClick={() => void onRequest()} loading={loading}>
      <LuBookmarkPlus /> 预约借阅
    </Button>
  );
}
