import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';
import { API_VIEW_ATTRIBUTE, type ApiView } from './apiView';

/** Table or List, for the props, slots and classes of the whole page. */
export default function ApiViewSwitch({ view, onChange }: { view: ApiView; onChange: (view: ApiView) => void }) {
  const t = useTranslate();
  return (
    <Box
      role="group"
      aria-label={t('apiViewLabel')}
      sx={(theme) => ({
        display: 'flex',
        gap: 0.5,
        p: 0.5,
        borderRadius: 1.5,
        bgcolor: 'action.hover',
        '& button': {
          border: 0,
          borderRadius: 1,
          px: 1.25,
          py: 0.5,
          bgcolor: 'transparent',
          color: 'text.secondary',
          font: 'inherit',
          fontSize: 13,
          fontWeight: 600,
          cursor: 'pointer',
          '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
        },
        // The pressed look follows <html>'s mark, there before the first paint; `aria-pressed` follows once hydrated.
        [`html:not([${API_VIEW_ATTRIBUTE}="list"]) & [value="table"], html[${API_VIEW_ATTRIBUTE}="list"] & [value="list"]`]: {
          bgcolor: 'background.paper',
          color: 'primary.main',
          boxShadow: 1,
        },
      })}
    >
      {(['table', 'list'] as const).map((option) => (
        <button key={option} type="button" value={option} aria-pressed={view === option} onClick={() => onChange(option)}>
          {t(option === 'table' ? 'apiViewTable' : 'apiViewList')}
        </button>
      ))}
    </Box>
  );
}
