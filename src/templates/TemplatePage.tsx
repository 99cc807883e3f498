import type { TemplateInfo } from '../../data/material/templates/templates';
import TemplateBar from './TemplateBar';
import { TEMPLATE_APPS } from './templateApps';

/** A live template's whole page: the bar, then the template as a reader would ship it. */
export default function TemplatePage({ info }: { info: TemplateInfo }) {
  const App = TEMPLATE_APPS[info.slug];
  return (
    <>
      <TemplateBar info={info} />
      <App />
    </>
  );
}
