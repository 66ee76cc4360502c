import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { replySchema } from '../../lib/schemas/admin-moderation.ts';
import { RecordDialog } from './RecordDialog.tsx';

interface FeedbackRow {
  id: number;
  content: string;
  reply: string | null;
  replyAt: string | null;
  replyBy: string | null;
}

/** The shop's one reply to a feedback message: mailed to the member and left in their messages; it marks the feedback handled. */
export function FeedbackReply() {
  const record = useRecordContext<FeedbackRow>();
  if (!record || record.reply) return null;
  return (
    <RecordDialog label="console.feedbackReply.title" path={`/feedback/${record.id}/reply`} schema={replySchema} defaults={() => ({ content: '' })} intro="console.feedbackReply.help">
      <blockquote style={{ margin: '0 0 8px', paddingInlineStart: 12, borderInlineStart: '3px solid #ccc', whiteSpace: 'pre-line' }}>{record.content}</blockquote>
      <TextInput source="content" label="console.feedbackReply.content" multiline minRows={3} fullWidth />
    </RecordDialog>
  );
}

/** The reply sent, with who sent it and when. */
export function FeedbackReplyText() {
  const translate = useTranslate();
  const record = useRecordContext<FeedbackRow>();
  if (!record?.reply) return <>-</>;
  return (
    <span style={{ whiteSpace: 'pre-line' }}>
      {record.reply}
      <br />
      <small>{`${translate('console.feedbackReply.replied')} · ${record.replyBy ?? ''} · ${record.replyAt ? new Date(record.replyAt).toLocaleString() : ''}`}</small>
    </span>
  );
}
