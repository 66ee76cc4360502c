import { Chip } from '@mui/material';
import { Link } from 'react-router-dom';
import { Datagrid, DateField, FunctionField, List, NumberInput, SelectInput, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { reasonSchema } from '../../lib/schemas/admin.ts';
import { replySchema } from '../../lib/schemas/admin-moderation.ts';
import { REVIEW_SORTS } from '../../lib/schemas/admin-lists.ts';
import { REVIEW_STATUSES } from '../../lib/schemas/review.ts';
import { COMMENT_STATUSES } from '../../lib/schemas/video.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import { consoleLocale } from '../api.ts';
import { dateRangeFilters } from '../lists/DateRangeInputs.tsx';
import { useReviewExporter } from '../lists/exporters.ts';
import { BulkHideReviews } from '../lists/BulkButtons.tsx';
import { ListActions } from '../lists/ListActions.tsx';
import { sortableIn } from '../lists/sortable.ts';
import { RowAction, RowActions } from '../people/OtherScreens.tsx';
import { RecordDialog } from '../people/RecordDialog.tsx';

interface ReviewRow {
  id: number;
  goodsId: number;
  goodsName: string | null;
  score: number;
  status: 'visible' | 'hidden';
  hiddenReason: string | null;
  followUp: string | null;
  pictures: string[];
  reply: string | null;
}

/**
 * The shop's reply under a review or a comment, which every shopper reads under it (plain text, up to 500
 * characters); writing it again replaces it.
 */
function ReplyDialog({ resource }: { resource: 'reviews' | 'comments' }) {
  const record = useRecordContext<{ id: number; status: string; reply: string | null }>();
  if (!record || record.status === 'deleted') return null;
  return (
    <RecordDialog label={record.reply ? 'console.reply.edit' : 'console.reply.write'} path={`/${resource}/${record.id}/reply`} schema={replySchema} defaults={() => ({ content: record.reply ?? '' })} intro="console.reply.help">
      <TextInput source="content" label="console.reply.content" multiline minRows={3} fullWidth />
    </RecordDialog>
  );
}

/** The shop's reply shown under the member's words in a list row. */
function ShopReply({ reply }: { reply: string | null }) {
  const translate = useTranslate();
  if (!reply) return null;
  return <div style={{ marginTop: 4, whiteSpace: 'pre-line' }}><strong>{translate('console.reply.label')}</strong>: {reply}</div>;
}

function HideComment() {
  const record = useRecordContext<{ id: number; status: string }>();
  if (!record || record.status !== 'visible') return null;
  return (
    <RecordDialog label="console.comment.hide" path={`/comments/${record.id}/hide`} schema={reasonSchema} defaults={() => ({ reason: '' })}>
      <TextInput source="reason" label="console.review.reason" helperText="console.comment.reasonHelp" multiline fullWidth />
    </RecordDialog>
  );
}

/** The shop's goods page in the console's language, where the review shows (or no longer shows). */
const goodsPage = (goodsId: number) => `${consoleLocale() === 'en' ? '/en' : ''}/goods/details?id=${goodsId}`;

function HideReview() {
  const record = useRecordContext<ReviewRow>();
  if (!record || record.status !== 'visible') return null;
  return (
    <ActionDialog label="console.review.hide" path={`/reviews/${record.id}/hide`} schema={reasonSchema}>
      <TextInput source="reason" label="console.review.reason" helperText="console.review.reasonHelp" multiline fullWidth />
    </ActionDialog>
  );
}

const statusChoices = (translate: (key: string) => string, statuses: readonly string[]) => statuses.map((s) => ({ id: s, name: translate(`console.moderation.${s}`) }));

export function ReviewList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="q" source="q" label="console.review.search" alwaysOn />,
    <SelectInput key="status" source="status" alwaysOn choices={statusChoices(translate, REVIEW_STATUSES)} />,
    <TextInput key="goods" source="goods" label="console.review.goodsName" alwaysOn />,
    <NumberInput key="goodsId" source="goodsId" label="console.review.goodsId" min={1} step={1} />,
    <SelectInput key="score" source="score" alwaysOn choices={[5, 4, 3, 2, 1].map((n) => ({ id: n, name: translate('console.review.stars', { n }) }))} />,
    <SelectInput key="pictures" source="pictures" label="console.review.pictures" alwaysOn choices={[{ id: 'true', name: 'console.review.withPictures' }, { id: 'false', name: 'console.review.withoutPictures' }]} />,
    ...dateRangeFilters(),
  ];
  const sortable = sortableIn(REVIEW_SORTS);
  return (
    <List filters={filters} perPage={25} exporter={useReviewExporter()} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={<BulkHideReviews />} rowClick={false}>
        <DateField source="createdAt" showTime sortable={sortable('createdAt')} />
        <FunctionField source="goodsId" sortable={false} render={(r: ReviewRow) => <a href={goodsPage(r.goodsId)} target="_blank" rel="noreferrer">{r.goodsName ?? `#${r.goodsId}`}</a>} />
        <TextField source="account" sortable={false} />
        <FunctionField source="score" sortable={sortable('score')} render={(r: ReviewRow) => <span aria-label={translate('console.review.stars', { n: r.score })}>{'★'.repeat(r.score)}</span>} />
        <FunctionField
          source="content"
          sortable={false}
          render={(r: ReviewRow & { content: string }) => (
            <>
              {r.content || '-'}
              {r.followUp ? <><br />{translate('console.review.followUp')}: {r.followUp}</> : null}
              <ShopReply reply={r.reply} />
              {r.pictures.length > 0 ? (
                <span style={{ display: 'flex', marginTop: 4 }}>
                  {r.pictures.map((src, i) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt={translate('console.review.picture', { n: i + 1 })} width={48} height={48} loading="lazy" style={{ objectFit: 'cover', marginInlineEnd: 4 }} />
                    </a>
                  ))}
                </span>
              ) : null}
            </>
          )}
        />
        <FunctionField
          source="status"
          sortable={false}
          render={(r: ReviewRow) => (
            <>
              <Chip size="small" label={translate(`console.moderation.${r.status}`)} color={r.status === 'hidden' ? 'default' : 'success'} variant="outlined" />
              {r.hiddenReason ? <div>{r.hiddenReason}</div> : null}
            </>
          )}
        />
        <RowActions>
          <ReplyDialog resource="reviews" />
          <HideReview />
          <RowAction path={(id) => `/reviews/${id}/restore`} label="console.moderation.restore" when={(r) => r.status === 'hidden'} />
        </RowActions>
      </Datagrid>
    </List>
  );
}

interface CommentRow {
  videoId: number;
  videoTitle: string | null;
  parentId: number | null;
}

/** The video by its title in the console's language, opening its edit screen; a reply says which comment it answers. */
function VideoCell({ row }: { row: CommentRow }) {
  const translate = useTranslate();
  const title = row.videoTitle ?? `#${row.videoId}`;
  return (
    <>
      <Link to={`/videos/${row.videoId}`}>{title}</Link>
      {row.parentId ? <div>{translate('console.comment.replyTo', { parent: row.parentId })}</div> : null}
    </>
  );
}

export function CommentList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="status" source="status" alwaysOn choices={statusChoices(translate, COMMENT_STATUSES)} />,
    <TextInput key="video" source="video" label="console.comment.videoTitle" alwaysOn />,
    <NumberInput key="videoId" source="videoId" label="console.comment.videoId" min={1} step={1} />,
  ];
  return (
    <List filters={filters} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" showTime sortable={false} />
        <FunctionField source="videoId" sortable={false} render={(r: CommentRow) => <VideoCell row={r} />} />
        <TextField source="account" sortable={false} />
        <FunctionField source="content" sortable={false} render={(r: { content: string; reply: string | null }) => <>{r.content}<ShopReply reply={r.reply} /></>} />
        <FunctionField
          source="status"
          sortable={false}
          render={(r: { status: string; hiddenReason: string | null }) => (
            <>
              {translate(`console.moderation.${r.status}`)}
              {r.hiddenReason ? <div>{r.hiddenReason}</div> : null}
            </>
          )}
        />
        <RowActions>
          <ReplyDialog resource="comments" />
          <HideComment />
          <RowAction path={(id) => `/comments/${id}/restore`} label="console.moderation.restore" when={(r) => r.status === 'hidden'} />
        </RowActions>
      </Datagrid>
    </List>
  );
}
