import { parseTemplateSource, templateSourceUrl, type TemplateSource } from './templateSource';

const requests = new Map<string, Promise<TemplateSource>>();

/** A template's published source, fetched once per page; a failed fetch may be tried again. */
export function loadTemplateSource(slug: string): Promise<TemplateSource> {
  let request = requests.get(slug);
  if (!request) {
    request = fetch(templateSourceUrl(slug))
      .then((response) => {
        if (!response.ok) {
          throw new Error(`HTTP ${response.status} for ${response.url}`);
        }
        return response.json();
      })
      .then((value: unknown) => parseTemplateSource(value, slug));
    request.catch(() => requests.delete(slug));
    requests.set(slug, request);
  }
  return request;
}
