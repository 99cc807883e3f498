import * as React from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { templateId, type Template } from './templateRoutes';
import CopyToolButton, { toolButtonClass } from '../demos/CopyToolButton';
import { useCodePreferences } from '../demos/CodePreferences';
import { darkCodeColors } from '../docs/codeStyles';
import { CODE_VARIANTS } from '../utils/codeVariant';
import { loadTemplateSource } from './loadTemplateSource';
import { filesOf, type TemplateSource } from './templateSource';
import { withDocsTheme } from '../theme/DocsMuiProvider';

type Loaded = { state: 'loading' } | { state: 'ready'; source: TemplateSource } | { state: 'failed' };

/** A template's files, one tab each, in the reader's code language, with a copy button. */
function TemplateSourceDialog({ info, onClose }: { info: Template; onClose: () => void }) {
  const { codeVariant, setCodeVariant } = useCodePreferences();
  const [loaded, setLoaded] = React.useState<Loaded>({ state: 'loading' });
  const [fileIndex, setFileIndex] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    loadTemplateSource(templateId(info)).then(
      (source) => current && setLoaded({ state: 'ready', source }),
      (error: unknown) => {
        console.warn(`The source of the ${info.title} template could not be loaded:`, error);
        if (current) {
          setLoaded({ state: 'failed' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [info]);

  const files = loaded.state === 'ready' ? filesOf(loaded.source, codeVariant) : [];
  const file = files[Math.min(fileIndex, files.length - 1)];
  const titleId = `template-source-${info.slug}`;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      sx={{
        '& .MuiDialog-paper': {
          m: { xs: 0, sm: 4 },
          width: { xs: '100%', sm: 'calc(100% - 64px)' },
          height: { xs: '100%', sm: 'calc(100% - 64px)' },
          maxHeight: { xs: '100%', sm: 'calc(100% - 64px)' },
          borderRadius: { xs: 0, sm: 2 },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pb: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 160 }}>
          {info.title} template source
        </Box>
        <Box role="group" aria-label="Code language" sx={{ display: 'flex', gap: 0.5 }}>
          {CODE_VARIANTS.map((variant) => (
            <button
              key={variant}
              type="button"
              className={toolButtonClass}
              aria-pressed={codeVariant === variant}
              onClick={() => setCodeVariant(variant)}
            >
              {variant === 'TS' ? 'TypeScript' : 'JavaScript'}
            </button>
          ))}
        </Box>
        <button type="button" className={toolButtonClass} onClick={onClose}>
          Close
        </button>
      </DialogTitle>
      {files.length > 0 ? (
        <Tabs
          value={Math.min(fileIndex, files.length - 1)}
          onChange={(_, index: number) => setFileIndex(index)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Files"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40, textTransform: 'none' } }}
        >
          {files.map(({ name }) => (
            <Tab key={name} label={name} id={`${titleId}-tab-${name}`} aria-controls={`${titleId}-panel`} />
          ))}
        </Tabs>
      ) : null}
      <DialogContent sx={{ p: 0, position: 'relative' }}>
        {loaded.state === 'loading' ? (
          <Box role="status" sx={{ p: 3 }}>
            Loading the source…
          </Box>
        ) : null}
        {loaded.state === 'failed' ? (
          <Box role="alert" sx={{ p: 3, color: 'error.main' }}>
            The source could not be loaded. Check your connection and open it again.
          </Box>
        ) : null}
        {file ? (
          <Box
            id={`${titleId}-panel`}
            role="tabpanel"
            aria-labelledby={`${titleId}-tab-${file.name}`}
            sx={(theme) => ({
              position: 'relative',
              '& pre': { m: 0, p: 2, minHeight: '100%', fontSize: 13, lineHeight: 1.6, overflow: 'visible' },
              ...darkCodeColors(theme),
            })}
          >
            <Box sx={{ position: 'sticky', top: 8, float: 'right', mr: 1, mt: 1, zIndex: 1, '& button': { bgcolor: 'background.paper' } }}>
              <CopyToolButton
                label={`Copy ${file.name}`}
                text="Copy"
                icon={null}
                textToCopy={async () => file.code}
                onError={(error) => console.warn('The file could not be copied:', error)}
              />
            </Box>
            {/* The build highlighted this code (scripts/generate-template-sources.ts); the fetch was checked. */}
            <div dangerouslySetInnerHTML={{ __html: file.html }} />
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

// Loaded on use, with Material UI and the site's theme; the first load has neither.
export default withDocsTheme(TemplateSourceDialog);
