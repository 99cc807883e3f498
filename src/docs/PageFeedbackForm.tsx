import * as React from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';
import { sendEvent } from '../analytics/gtag';
import { FEEDBACK_COMMENT_MAX, feedbackEventParams, type FeedbackAnswer } from '../analytics/feedbackEvent';
import { hasAnswered, recordAnswer } from '../analytics/feedbackSession';
import { sessionStorageOrNull } from '../utils/webStorage';
import { withDocsTheme } from '../theme/DocsMuiProvider';

/**
 * After an answer: an optional comment, then one `feedback` event. The comment's text leaves the
 * page only when the reader ticks the box. A page already answered in this session sends nothing
 * more and thanks the reader again.
 */
function PageFeedbackForm({ page, answer }: { page: string; answer: FeedbackAnswer }) {
  const t = useTranslate();
  const [comment, setComment] = React.useState('');
  const [sendComment, setSendComment] = React.useState(false);
  // Read once, when the form opens: answering is what changes it.
  const [done, setDone] = React.useState(() => hasAnswered(sessionStorageOrNull(), page));
  const thanks = React.useRef<HTMLParagraphElement>(null);
  const ids = React.useId();

  React.useEffect(() => {
    if (done) {
      // The form is gone (or never came): the focus goes to the thanks in its place.
      thanks.current?.focus();
    }
  }, [done]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    sendEvent('feedback', feedbackEventParams({ page, answer, comment, sendComment }));
    recordAnswer(sessionStorageOrNull(), page);
    setDone(true);
  };

  if (done) {
    return (
      <Box component="p" ref={thanks} tabIndex={-1} role="status" sx={{ mt: 1.5, mb: 0 }}>
        {t('feedbackThanks')}
      </Box>
    );
  }
  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1.5,
        mt: 1.5,
        '& textarea': {
          width: '100%',
          boxSizing: 'border-box',
          minHeight: 80,
          p: 1,
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: '8px',
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          resize: 'vertical',
        },
      }}
    >
      <label htmlFor={`${ids}-comment`}>{t('feedbackCommentLabel')}</label>
      <textarea
        id={`${ids}-comment`}
        value={comment}
        maxLength={FEEDBACK_COMMENT_MAX}
        aria-describedby={`${ids}-count`}
        onChange={(event) => setComment(event.target.value)}
      />
      <Box component="span" id={`${ids}-count`} sx={{ color: 'text.secondary', fontSize: 12 }}>
        {comment.length} / {FEEDBACK_COMMENT_MAX}
      </Box>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, '& input': { width: 18, height: 18, m: 0 } }}>
        <input type="checkbox" checked={sendComment} onChange={(event) => setSendComment(event.target.checked)} />
        {t('feedbackSendComment')}
      </Box>
      <button type="submit">{t('feedbackSubmit')}</button>
    </Box>
  );
}

// Loaded on use, with Material UI and the site's theme; the first load has neither.
export default withDocsTheme(PageFeedbackForm);
