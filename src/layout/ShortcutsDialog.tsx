import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { SITE_SHORTCUTS } from './shortcutList';
import { useTranslate } from '../i18n/TranslationsContext';
import { withDocsTheme } from '../theme/DocsMuiProvider';

/** The list of the site's keyboard shortcuts, opened by `?`. Client-only: it knows the platform. */
function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const apple = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" fullWidth maxWidth="xs">
      <DialogTitle id="shortcuts-title" sx={{ pr: 7 }}>
        {t('keyboardShortcuts')}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 10, right: 10 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5, alignItems: 'baseline' }}
        >
          {SITE_SHORTCUTS.map((shortcut) => (
            <Box key={shortcut.action} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
                {((apple && shortcut.appleKeys) || shortcut.keys).map((key) => (
                  <Box
                    component="kbd"
                    key={key}
                    sx={{
                      minWidth: 24,
                      px: 0.75,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      fontFamily: 'inherit',
                      fontSize: 13,
                      fontWeight: 600,
                      textAlign: 'center',
                    }}
                  >
                    {key}
                  </Box>
                ))}
              </Box>
              <Box component="dd" sx={{ m: 0, fontSize: 14 }}>
                {shortcut.action}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}

// Loaded on use, with Material UI and the site's theme; the first load has neither.
export default withDocsTheme(ShortcutsDialog);
