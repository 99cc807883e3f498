/** The "Was this page helpful?" answer, as the analytics event `feedback` carries it. */

export type FeedbackAnswer = 'yes' | 'no';

/** The longest comment a reader can write; the form stops typing there too. */
export const FEEDBACK_COMMENT_MAX = 500;

export interface FeedbackInput {
  page: string;
  answer: FeedbackAnswer;
  comment: string;
  /** The reader ticked "send my comment": only then does its text leave the page. */
  sendComment: boolean;
}

export interface FeedbackEventParams {
  page: string;
  answer: FeedbackAnswer;
  comment_length: number;
  comment?: string;
}

/**
 * A comment as plain text: control characters (but line breaks and tabs) dropped, outer space
 * trimmed, and at most FEEDBACK_COMMENT_MAX characters — counted by code point, so a cut never
 * splits an emoji.
 */
export function cleanComment(comment: string): string {
  const text = comment.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
  return Array.from(text).slice(0, FEEDBACK_COMMENT_MAX).join('');
}

/** The event's parameters: the comment's length always, its text only when the reader allowed it. */
export function feedbackEventParams({ page, answer, comment, sendComment }: FeedbackInput): FeedbackEventParams {
  const text = cleanComment(comment);
  const params: FeedbackEventParams = { page, answer, comment_length: Array.from(text).length };
  if (sendComment && text) {
    params.comment = text;
  }
  return params;
}
