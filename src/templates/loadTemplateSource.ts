import { parseTemplateSource, templateSourceUrl, type TemplateSource } from './templateSource';

const requests = new Map<string, Promise<TemplateSource>>();

/** A template's published source, fetched once per page; a failed fetch may be tried again. */
export function loadTemplateSource(id: string): Promise<TemplateSource> {
  let request = requests.get(id);
  if (!request) {
    request = fetch(templateSourceUrl(id))
      .then((response) => {
        if (!response.ok) {
          throw new Error(`HTTP ${response.status} for ${response.url}`);
        }
        return response.json();
      })
      .then((value: unknown) => parseTemplateSource(value, id));
    request.catch(() => requests.delete(id));
    requests.set(id, request);
  }
  return request;
}
