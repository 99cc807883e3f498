import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { toolButtonClass } from '../demos/CopyToolButton';
import { useCodePreferences } from '../demos/CodePreferences';
import { loadTemplateSource } from './loadTemplateSource';
import { filesOf } from './templateSource';
import { templateId, templatesPage, type Template } from './templateRoutes';

// The viewer's code (and the highlighted source it fetches) loads when a reader asks for it.
const TemplateSourceDialog = React.lazy(() => import('./TemplateSourceDialog'));

/**
 * The thin bar above a live template: back to the gallery, the template's name, its source, and
 * the sandboxes that run it. In the site's theme; the template below has its own.
 */
export default function TemplateBar({ info }: { info: Template }) {
  const { codeVariant } = useCodePreferences();
  const [sourceOpen, setSourceOpen] = React.useState(false);
  const [problem, setProblem] = React.useState('');

  const openSandbox = (target: 'codesandbox' | 'stackblitz') => () => {
    setProblem('');
    Promise.all([import('../demos/sandbox'), loadTemplateSource(templateId(info))])
      .then(([sandbox, source]) => {
        const files = Object.fromEntries(filesOf(source, codeVariant).map(({ name, code }) => [name, code]));
        const project = sandbox.createTemplateProject({ slug: info.slug, title: info.title, variant: codeVariant, files });
        if (target === 'codesandbox') {
          sandbox.postInNewTab(sandbox.CODESANDBOX_URL, sandbox.codeSandboxFields(project));
        } else {
          sandbox.postInNewTab(`${sandbox.STACKBLITZ_URL}?file=${project.openFile}`, sandbox.stackBlitzFields(project));
        }
      })
      .catch((error: unknown) => {
        console.warn(`The ${info.title} template could not be opened in a sandbox:`, error);
        setProblem('The source could not be loaded. Check your connection and try again.');
      });
  };

  return (
    <Box
      component="nav"
      aria-label="Template"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        minHeight: 48,
        px: { xs: 1, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontSize: 14,
        // The three buttons and the link fit a 375 px phone side by side; narrower, they wrap.
        flexWrap: 'wrap',
        '& > button': { px: { xs: 0.75, sm: 1 } },
      }}
    >
      <Box
        component={NextLink}
        href={templatesPage(info.product)}
        sx={{
          color: 'primary.main',
          fontWeight: 500,
          textDecoration: 'none',
          whiteSpace: 'nowrap',
          '&:hover': { textDecoration: 'underline' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <span aria-hidden="true">← </span>Templates
      </Box>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, color: 'text.secondary' }}>
        / {info.title}
      </Box>
      <Box role="status" sx={{ flex: 1, minWidth: 0, color: 'error.main', fontSize: 13 }}>
        {problem}
      </Box>
      <button type="button" className={toolButtonClass} aria-haspopup="dialog" onClick={() => setSourceOpen(true)}>
        Source
      </button>
      <button type="button" className={toolButtonClass} aria-label="Open in StackBlitz" onClick={openSandbox('stackblitz')}>
        StackBlitz
      </button>
      <button type="button" className={toolButtonClass} aria-label="Open in CodeSandbox" onClick={openSandbox('codesandbox')}>
        CodeSandbox
      </button>
      {sourceOpen ? (
        <React.Suspense fallback={null}>
          <TemplateSourceDialog info={info} onClose={() => setSourceOpen(false)} />
        </React.Suspense>
      ) : null}
    </Box>
  );
}
