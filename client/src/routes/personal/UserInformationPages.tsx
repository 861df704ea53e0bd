import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MessageForm } from '../../features/interaction/MessageForm';
import { MY_COMMENTS, MY_MESSAGES, MY_RECOMMENDATIONS, MY_VENUE_BOOKINGS, MY_VOLUNTEER_APPLICATIONS } from '../../features/interaction/my-lists';
import { MySubmissionList } from '../../features/interaction/MySubmissionList';
import { FORM_PATHS } from '../../features/interaction/paths';

/** /personal/userInformation/message: 写留言 and the reader's messages with the library's replies. */
export function UserMessagePage() {
  const [, setParams] = useSearchParams();
  return (
    <MySubmissionList config={MY_MESSAGES}>
      {/* A new message shows at the top of the whole list. */}
      <MessageForm onSent={() => setParams({}, { replace: true })} />
    </MySubmissionList>
  );
}

/** A line under the heading pointing to the public form of the list. */
function FormLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" bg="brand.50" borderRadius="md" px="4" py="3">
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
      <Button asChild size="sm" colorPalette="brand" variant="outline">
        <RouterLink to={to}>{label}</RouterLink>
      </Button>
    </HStack>
  );
}

/** /personal/userInformation/recommend: the reader's recommendations (待处理 / 已采纳 / 未采纳). */
export function UserRecommendPage() {
  return (
    <MySubmissionList config={MY_RECOMMENDATIONS}>
      <FormLink text="想读的书馆里没有？" to={FORM_PATHS.recommend} label="去荐购" />
    </MySubmissionList>
  );
}

/** /personal/userInformation/volunteer: the reader's volunteer applications (审核中 / 已通过 / 未通过). */
export function UserVolunteerPage() {
  return (
    <MySubmissionList config={MY_VOLUNTEER_APPLICATIONS}>
      <FormLink text="欢迎加入图书馆志愿者队伍。" to={FORM_PATHS.volunteer} label="申请成为志愿者" />
    </MySubmissionList>
  );
}

/** /personal/userInformation/place (我的场馆预约): the reader's venue bookings with their state and the library's reply. */
export function UserPlacePage() {
  return (
    <MySubmissionList config={MY_VENUE_BOOKINGS}>
      <FormLink text="需要借用场馆举办活动？" to={FORM_PATHS.activitySite} label="预约场馆" />
    </MySubmissionList>
  );
}

/** /personal/userInformation/comment (我的评论): the reader's comments on resources, 审核中 until passed. */
export function UserCommentPage() {
  return <MySubmissionList config={MY_COMMENTS} />;
}
