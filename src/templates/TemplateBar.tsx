import * as React from 'react';
import ClientLink from '../components/ClientLink';
import { toolButtonClass } from '../demos/CopyToolButton';
import { useCodePreferences } from '../demos/CodePreferences';
import { loadTemplateSource } from './loadTemplateSource';
import { filesOf } from './templateSource';
import { templateId, templatesPage, type Template } from './templateRoutes';
import styles from './TemplateBar.module.css';

// The viewer's code (and the highlighted source it fetches) loads when a reader asks for it.
const TemplateSourceDialog = React.lazy(() => import('./TemplateSourceDialog'));

/**
 * The thin bar above a live template: back to the gallery, the template's name, its source, and
 * the sandboxes that run it. In the site's theme; the template below has its own.
 */
const buttonClass = `${toolButtonClass} ${styles.button}`;

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
    <nav aria-label="Template" className={styles.bar}>
      <ClientLink href={templatesPage(info.product)} className={styles.back}>
        <span aria-hidden="true">← </span>Templates
      </ClientLink>
      <span className={styles.name}>/ {info.title}</span>
      <div role="status" className={styles.status}>
        {problem}
      </div>
      <button type="button" className={buttonClass} aria-haspopup="dialog" onClick={() => setSourceOpen(true)}>
        Source
      </button>
      <button type="button" className={buttonClass} aria-label="Open in StackBlitz" onClick={openSandbox('stackblitz')}>
        StackBlitz
      </button>
      <button type="button" className={buttonClass} aria-label="Open in CodeSandbox" onClick={openSandbox('codesandbox')}>
        CodeSandbox
      </button>
      {sourceOpen ? (
        <React.Suspense fallback={null}>
          <TemplateSourceDialog info={info} onClose={() => setSourceOpen(false)} />
        </React.Suspense>
      ) : null}
    </nav>
  );
}
