import * as React from 'react';
import dynamic from 'next/dynamic';
import { useTranslate } from '../i18n/TranslationsContext';
import type { FeedbackAnswer } from '../analytics/feedbackEvent';

// The comment form, the event and the session record load with the reader's first answer.
const PageFeedbackForm = dynamic(() => import('./PageFeedbackForm'), { ssr: false });

/**
 * "Was this page helpful?" at the end of a page. The question and its two answers are all a page
 * loads (styled by the document's sheet, src/docs/pageToolsStyles.ts); the rest comes with the
 * first answer (src/docs/PageFeedbackForm.tsx). Keyed by the page,
 * so a client-side navigation asks afresh.
 */
export default function PageFeedback({ page }: { page: string }) {
  const t = useTranslate();
  const [answer, setAnswer] = React.useState<FeedbackAnswer | null>(null);
  const headingId = React.useId();
  return (
    <section className="page-feedback" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('feedbackQuestion')}</h2>
      {(['yes', 'no'] as const).map((value) => (
        <button key={value} type="button" aria-pressed={answer === value} onClick={() => setAnswer(value)}>
          {t(value === 'yes' ? 'feedbackYes' : 'feedbackNo')}
        </button>
      ))}
      {answer ? <PageFeedbackForm page={page} answer={answer} /> : null}
    </section>
  );
}
