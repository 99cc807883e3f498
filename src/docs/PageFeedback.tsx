import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '@mui/material/styles';
import { useTranslate } from '../i18n/TranslationsContext';
import type { FeedbackAnswer } from '../analytics/feedbackEvent';

// The comment form, the event and the session record load with the reader's first answer.
const PageFeedbackForm = dynamic(() => import('./PageFeedbackForm'), { ssr: false });

export const FeedbackBox = styled('section')(({ theme }) => ({
  marginBottom: theme.spacing(4),
  padding: theme.spacing(2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 12,
  fontSize: 14,
  '& h2': { display: 'inline', marginInlineEnd: theme.spacing(1), fontSize: 'inherit', fontWeight: 600 },
  '& button': {
    minHeight: 36,
    margin: theme.spacing(0.5, 1, 0.5, 0),
    padding: theme.spacing(0, 1.5),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover },
    '&[aria-pressed="true"]': { borderColor: theme.vars.palette.primary.main, color: theme.vars.palette.primary.main, fontWeight: 600 },
  },
  '& :focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * "Was this page helpful?" at the end of a page. The question and its two answers are all a page
 * loads; the rest comes with the first answer (src/docs/PageFeedbackForm.tsx). Keyed by the page,
 * so a client-side navigation asks afresh.
 */
export default function PageFeedback({ page }: { page: string }) {
  const t = useTranslate();
  const [answer, setAnswer] = React.useState<FeedbackAnswer | null>(null);
  const headingId = React.useId();
  return (
    <FeedbackBox aria-labelledby={headingId}>
      <h2 id={headingId}>{t('feedbackQuestion')}</h2>
      {(['yes', 'no'] as const).map((value) => (
        <button key={value} type="button" aria-pressed={answer === value} onClick={() => setAnswer(value)}>
          {t(value === 'yes' ? 'feedbackYes' : 'feedbackNo')}
        </button>
      ))}
      {answer ? <PageFeedbackForm page={page} answer={answer} /> : null}
    </FeedbackBox>
  );
}
