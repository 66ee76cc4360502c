import { useTranslate } from 'react-admin';
import { csvTime, csvYuan, useCsvExporter } from './exporter.ts';

/** The CSV exports of the member, review and feedback lists: the columns those lists show, as text. */

interface MemberRow {
  account: string;
  nickname: string;
  email: string | null;
  balance: number;
  vip: boolean;
  createdAt: string;
}

export function useMemberExporter() {
  const translate = useTranslate();
  return useCsvExporter<MemberRow>('members', [
    { label: 'resources.members.fields.account', value: (r) => r.account },
    { label: 'resources.members.fields.nickname', value: (r) => r.nickname },
    { label: 'resources.members.fields.email', value: (r) => r.email },
    { label: 'resources.members.fields.balance', value: (r) => csvYuan(r.balance) },
    { label: 'resources.members.fields.vip', value: (r) => translate(r.vip ? 'ra.boolean.true' : 'ra.boolean.false') },
    { label: 'resources.members.fields.createdAt', value: (r) => csvTime(r.createdAt) },
  ]);
}

interface ReviewRow {
  createdAt: string;
  goodsId: number;
  goodsName: string | null;
  account: string;
  score: number;
  content: string;
  status: string;
  hiddenReason: string | null;
}

export function useReviewExporter() {
  const translate = useTranslate();
  return useCsvExporter<ReviewRow>('reviews', [
    { label: 'resources.reviews.fields.createdAt', value: (r) => csvTime(r.createdAt) },
    { label: 'resources.reviews.fields.goodsId', value: (r) => r.goodsName ?? `#${r.goodsId}` },
    { label: 'resources.reviews.fields.account', value: (r) => r.account },
    { label: 'resources.reviews.fields.score', value: (r) => r.score },
    { label: 'resources.reviews.fields.content', value: (r) => r.content },
    { label: 'resources.reviews.fields.status', value: (r) => translate(`console.moderation.${r.status}`) },
    { label: 'console.review.reason', value: (r) => r.hiddenReason },
  ]);
}

interface FeedbackRow {
  createdAt: string;
  account: string;
  content: string;
  contactInformation: string | null;
  handledAt: string | null;
  handledBy: string | null;
}

export function useFeedbackExporter() {
  return useCsvExporter<FeedbackRow>('feedback', [
    { label: 'resources.feedback.fields.createdAt', value: (r) => csvTime(r.createdAt) },
    { label: 'resources.feedback.fields.account', value: (r) => r.account },
    { label: 'resources.feedback.fields.content', value: (r) => r.content },
    { label: 'resources.feedback.fields.contactInformation', value: (r) => r.contactInformation },
    { label: 'resources.feedback.fields.handledAt', value: (r) => (r.handledAt ? `${csvTime(r.handledAt)} ${r.handledBy ?? ''}`.trim() : '') },
  ]);
}
