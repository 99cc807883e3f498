import { parseTemplateSource, templateSourceUrl, type TemplateSource } from './templateSource';
import { fetchJson } from '../utils/fetchJson';

const requests = new Map<string, Promise<TemplateSource>>();

/** A template's published source, fetched once per page; a failed fetch may be tried again. */
export function loadTemplateSource(id: string): Promise<TemplateSource> {
  let request = requests.get(id);
  if (!request) {
    request = fetchJson(templateSourceUrl(id)).then((value) => parseTemplateSource(value, id));
    request.catch(() => requests.delete(id));
    requests.set(id, request);
  }
  return request;
}
