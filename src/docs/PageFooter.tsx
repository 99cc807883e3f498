import PageFeedback from './PageFeedback';
import PageSourceLinks from './PageSourceLinks';
import PrevNext from './PrevNext';
import type { PageLink } from '../navigation/types';
import type { LastUpdated } from './types';

interface PageFooterProps {
  route: string;
  editUrl?: string;
  lastUpdated?: LastUpdated | null;
  prev: PageLink | null;
  next: PageLink | null;
}

/** The end of a documentation or API page: the feedback question, the page's sources, the pages before and after. */
export default function PageFooter({ route, editUrl, lastUpdated, prev, next }: PageFooterProps) {
  return (
    <>
      <PageFeedback page={route} />
      <PageSourceLinks route={route} editUrl={editUrl} lastUpdated={lastUpdated} />
      <PrevNext prev={prev} next={next} />
    </>
  );
}
