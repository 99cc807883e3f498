import { useTranslate } from '../i18n/TranslationsContext';
import type { ApiView } from './apiView';

/** Table or List, for the props, slots and classes of the whole page. */
export default function ApiViewSwitch({ view, onChange }: { view: ApiView; onChange: (view: ApiView) => void }) {
  const t = useTranslate();
  return (
    // Styled by the document's sheet (src/api/apiPageStyles.ts): its pressed look follows <html>'s mark, there before the first paint.
    <div className="api-view-switch" role="group" aria-label={t('apiViewLabel')}>
      {(['table', 'list'] as const).map((option) => (
        <button key={option} type="button" value={option} aria-pressed={view === option} onClick={() => onChange(option)}>
          {t(option === 'table' ? 'apiViewTable' : 'apiViewList')}
        </button>
      ))}
    </div>
  );
}
