import type { PortalModule } from '../../core/module.js';
import { ReaderMark } from './marks/reader-mark.entity.js';
import { ReaderMarksResolver } from './marks/reader-marks.resolver.js';
import { NoticesResolver } from './notices.resolver.js';
import { comments, Comment } from './types/comment.js';
import { errorReports, ErrorReport } from './types/error-report.js';
import { ErrorReportGroupsResolver } from './types/error-report-groups.resolver.js';
import { messages, Message } from './types/message.js';
import { recommendations, Recommendation } from './types/recommendation.js';
import { scores, Score } from './types/score.js';
import { TagCountsResolver } from './types/tag-counts.resolver.js';
import { tags, Tag } from './types/tag.js';
import { volunteers, VolunteerApplication } from './types/volunteer.js';

/** Every submission type the interaction domain defines (submission/submission.definition.ts). */
export const submissionTypes = [comments, tags, scores, errorReports, messages, recommendations, volunteers];
/** For the REST table: each type's back-office queue is a CRUD family. */
export const interactionCruds = submissionTypes.map((type) => type.crud);
/** Other domains define their own submission types on the same mechanism (venue bookings). */
export { createSubmissionResolver } from './submission/submission.resolver.js';
export { Submission, ResourceSubmission } from './submission/submission.entity.js';
export { SubmissionFilter, ResourceSubmissionFilter } from './submission/submission.inputs.js';
export type { SubmissionDefinition } from './submission/submission.definition.js';
/** The polling answer; other domains add their counts to it with field resolvers. */
export { addNoticeCount, ReaderNotices } from './notices.resolver.js';

export const interactionModule: PortalModule = {
  name: 'interaction',
  entities: [ReaderMark, Comment, Tag, Score, ErrorReport, Message, Recommendation, VolunteerApplication],
  resolvers: [
    ...submissionTypes.flatMap((type) => type.resolvers),
    ReaderMarksResolver,
    TagCountsResolver,
    NoticesResolver,
    ErrorReportGroupsResolver,
  ],
};
