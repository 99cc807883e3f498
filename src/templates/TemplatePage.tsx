import TemplateBar from './TemplateBar';
import PaintGate from '../layout/PaintGate';
import PageMuiCache from '../theme/PageMuiCache';
import { TEMPLATE_APPS } from './templateApps';
import { templateId, type Template } from './templateRoutes';

/**
 * A live template's whole page: the bar, then the template as a reader would ship it. The first
 * paint waits for the whole template: painted half parsed, its rows grew and shifted as the rest
 * came (the Blog's header, on a slow phone), and its source stays free of the site's markers.
 */
export default function TemplatePage({ info }: { info: Template }) {
  const App = TEMPLATE_APPS[templateId(info)];
  return (
    <>
      <TemplateBar info={info} />
      <PageMuiCache>
        <App />
      </PageMuiCache>
      <PaintGate name="template" />
    </>
  );
}
