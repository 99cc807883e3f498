import TemplateBar from './TemplateBar';
import PageMuiCache from '../theme/PageMuiCache';
import { TEMPLATE_APPS } from './templateApps';
import { templateId, type Template } from './templateRoutes';

/** A live template's whole page: the bar, then the template as a reader would ship it. */
export default function TemplatePage({ info }: { info: Template }) {
  const App = TEMPLATE_APPS[templateId(info)];
  return (
    <>
      <TemplateBar info={info} />
      <PageMuiCache>
        <App />
      </PageMuiCache>
    </>
  );
}
