/**
 * A copy button in the look of the site's (src/demos/CopyToolButton.tsx), "Copied" for a moment
 * after it worked, that also reports the outcome so that the tool can announce it in a status line.
 */
import ContentCopy from '@mui/icons-material/ContentCopy';
import { toolButtonClass } from '../../demos/CopyToolButton';
import { copy, COPIED_RESET_MS, flashCopied } from '../../utils/clipboard';

export type CopyOutcome = 'copied' | 'failed';

export default function CopyTextButton({
  text,
  label,
  onOutcome,
}: {
  /** What it copies. */
  text: string;
  /** Its name and visible text: "Copy path". */
  label: string;
  onOutcome: (outcome: CopyOutcome) => void;
}) {
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    copy(text).then(
      () => {
        flashCopied(button, COPIED_RESET_MS);
        onOutcome('copied');
      },
      () => onOutcome('failed'),
    );
  };
  return (
    <button type="button" className={toolButtonClass} onClick={onClick}>
      <ContentCopy aria-hidden />
      <span className="copy-text">{label}</span>
      <span className="copied-text">Copied</span>
    </button>
  );
}
