import { normalisePath } from '@backoffice/domain/model';

/** A navigation item's url ('#/merchants', 'merchants') as a console path ('/merchants/'). */
export function navigationPath(url: string): string {
  return normalisePath(url.replace(/^#/, ''));
}
